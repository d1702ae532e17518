#pragma once

#include "SalmonCourseCommand.h"
#include "core/UndoCommandIds.h"

namespace cw::salmon {

// Moves placement `index` sideways to `shift` columns from the board before it. Only the aligned
// positions exist (alignedShifts): any other wish goes to the nearest aligned one, and with none
// the command changes nothing (it is obsolete). The boards after it keep their own shifts, so they
// follow. Consecutive shifts of the same board with the same non-zero `mergeKey` (one drag on the
// canvas) merge into one step.
class SalmonShiftBoard : public SalmonCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonShiftBoard)

public:
    SalmonShiftBoard(SalmonCourseDocument *document, int index, int shift, int mergeKey = 0);

    int id() const override { return m_mergeKey != 0 ? MovePieceId : -1; }
    bool mergeWith(const QUndoCommand *other) override;
    // The aligned shift the command sets.
    int shift() const { return m_shift; }

protected:
    void swap(SalmonCourse &river) override;

private:
    std::size_t m_index;
    int m_shift;
    int m_mergeKey;
};

} // namespace cw::salmon
