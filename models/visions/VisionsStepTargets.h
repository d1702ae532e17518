#pragma once

#include "VisionsActions.h"
#include "VisionsTile.h"

#include <array>
#include <bit>
#include <cstdint>

namespace cw::visions {

// The cell each step action of the move under way enters, for one moving line: worked out in one
// walk of the cells around the line's front and the activated rider (VisionsGame::stepTargets),
// where asking action by action walked the same cells again for every action. -2 for a step
// across the finish line, -1 when the action is no step of this position (legal or not).
class VisionsStepTargets {
public:
    VisionsStepTargets() { m_cells.fill(-1); }

    int of(int action) const
    {
        const int slot = slotOf(action);
        return slot < 0 ? -1 : m_cells[std::size_t(slot)];
    }
    // Sets the action's cell unless one is set already (the first, best-placed cell wins).
    void offer(int action, int cell)
    {
        const int slot = slotOf(action);
        if (m_set & (1u << slot))
            return;
        m_set |= 1u << slot;
        m_cells[std::size_t(slot)] = std::int16_t(cell);
    }
    // Calls visit(action, cell) for each action with a cell, in action order.
    template <typename Visit>
    void forEach(Visit visit) const
    {
        for (std::uint32_t set = m_set; set != 0; set &= set - 1) {
            const int slot = std::countr_zero(set);
            visit(slot < StepCount ? VisionsAction::ForwardBase + slot
                                   : VisionsAction::BreakAwayBase + slot - StepCount,
                  int(m_cells[std::size_t(slot)]));
        }
    }

private:
    static constexpr int StepCount = VisionsAction::StepEnd - VisionsAction::ForwardBase;

    // Forward steps, bumps, sideways and diagonal steps, then the break-aways; -1 for others.
    static int slotOf(int action)
    {
        if (action >= VisionsAction::ForwardBase && action < VisionsAction::StepEnd)
            return action - VisionsAction::ForwardBase;
        if (action >= VisionsAction::BreakAwayBase &&
            action < VisionsAction::BreakAwayBase + RoadRow::MaxLanes)
            return StepCount + action - VisionsAction::BreakAwayBase;
        return -1;
    }

    std::array<std::int16_t, StepCount + RoadRow::MaxLanes> m_cells;
    std::uint32_t m_set = 0; // bit per slot with a cell
};

} // namespace cw::visions
