#pragma once

#include "rowing/RowingCourse.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace cw::rowing {

class RowingCourseDocument;

// Removes the split line at `index` (in the document's order); undo puts it back in its place and
// selects it.
class RowingRemoveSplitLine : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingRemoveSplitLine)

public:
    RowingRemoveSplitLine(RowingCourseDocument *document, int index);

    void redo() override;
    void undo() override;

private:
    RowingCourseDocument *m_document;
    std::size_t m_index;
    SplitLine m_line;
};

} // namespace cw::rowing
