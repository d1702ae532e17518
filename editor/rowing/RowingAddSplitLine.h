#pragma once

#include "rowing/RowingCourse.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cw::rowing {

class RowingCourseDocument;

// Adds a split line after the others (in the document's order) and selects it; undo removes it.
class RowingAddSplitLine : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingAddSplitLine)

public:
    RowingAddSplitLine(RowingCourseDocument *document, const SplitLine &line);

    void redo() override;
    void undo() override;

private:
    RowingCourseDocument *m_document;
    SplitLine m_line;
    std::size_t m_index;
};

} // namespace cw::rowing
