#pragma once

#include "SalmonCourseMap.h"

#include <memory>
#include <vector>

namespace cw::salmon {

// How far every hex of a river is from the spawning ground, for the AI: the least effort of Swim
// moves (SalmonSwimRules.h) that reaches a spawn hex. A step of a Swim card into water costs 1; a
// jump costs the hexes it covers (2 to 4) plus JumpEffort for the Fatigue card it adds. Rock, land,
// waterfalls and water hexes with no way to the spawning ground are Unreachable.
//
// Every Swim step ends further upstream (a Forward step by a whole hex, a Left or Right step by
// half a hex: SalmonHexGrid.h), so the table is one sweep from the top of the river down, computed
// once per river and shared read-only.
class SalmonRiverProgress {
public:
    static constexpr double Unreachable = 1e6;
    // A jump's Fatigue card, in steps: what a salmon would rather swim round than pay.
    static constexpr double JumpEffort = 1.0;

    explicit SalmonRiverProgress(const SalmonCourseMap &river);

    // The effort from hex to the spawning ground: 0 on a spawn hex, Unreachable where no salmon
    // can swim there from (or outside the river).
    double distance(Hex hex) const
    {
        return hex.col >= 0 && hex.col < m_columns && hex.row >= 0 && hex.row < m_rows
                   ? m_distance[std::size_t(hex.row * m_columns + hex.col)]
                   : Unreachable;
    }
    // The largest finite distance of a start hex: the length of the race, for scaling (at least 1).
    double raceLength() const { return m_raceLength; }

    // The table of a river, computed on first use by this thread and kept for the few rivers the
    // thread used last (a tournament thread plays one river after another). The reference stays
    // valid until the thread has asked for four other rivers. Allocation-free on a hit.
    static const SalmonRiverProgress &of(const std::shared_ptr<const SalmonCourseMap> &river);

private:
    int m_columns = 0;
    int m_rows = 0;
    std::vector<double> m_distance;
    double m_raceLength = 1;
};

} // namespace cw::salmon
