#pragma once

#include "rowing/RowingCourse.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cw::rowing {

class RowingCourseDocument;

// Base of the rowing undo commands that change values: the command holds the other value of what
// it changes, and redo and undo are the same swap of it with the course's (as in Tiled). The
// document must outlive the command (its undo stack owns the commands).
class RowingCourseCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingCourseCommand)

public:
    void redo() final { swapWithDocument(); }
    void undo() final { swapWithDocument(); }

protected:
    explicit RowingCourseCommand(RowingCourseDocument *document) : m_document(document) {}

    // Exchanges the command's value with the one in `course` (a copy of the document's).
    virtual void swap(RowingCourse &course) = 0;

    RowingCourseDocument *m_document;

private:
    void swapWithDocument();
};

} // namespace cw::rowing
