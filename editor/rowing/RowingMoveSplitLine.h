#pragma once

#include "RowingCourseCommand.h"
#include "core/UndoCommandIds.h"

namespace cw::rowing {

// Moves the split line at `index` (in the document's order) to `metres`. Consecutive moves of the
// same line with the same non-zero `mergeKey` (one drag) merge into one step.
class RowingMoveSplitLine : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingMoveSplitLine)

public:
    RowingMoveSplitLine(RowingCourseDocument *document, int index, int metres, int mergeKey = 0);

    int id() const override { return MoveSplitLineId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(RowingCourse &course) override;

private:
    std::size_t m_index;
    int m_metres;
    int m_mergeKey;
};

} // namespace cw::rowing
