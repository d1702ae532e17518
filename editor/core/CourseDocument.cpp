#include "CourseDocument.h"

#include <QUndoStack>

namespace cw {

CourseDocument::CourseDocument(QObject *parent) : QObject(parent), m_undoStack(new QUndoStack(this))
{
}

CourseDocument::~CourseDocument() = default;

void CourseDocument::setSelection(const CourseSelection &selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    emit selectionChanged();
}

} // namespace cw
