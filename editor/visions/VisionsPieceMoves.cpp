#include "VisionsPieceMoves.h"

#include "visions/VisionsCourseValidator.h"

namespace cw::visions {

VisionsPieceMoves::Outcome VisionsPieceMoves::moveTile(int from, int to) const
{
    Outcome outcome;
    const int count = int(m_road.tiles.size());
    if (from < 0 || from >= count || to < 0 || to >= count || from == to)
        return outcome;
    const QString label = VisionsCourseValidator::tileLabel(m_road, from);
    if (const VisionsTile *tile = m_road.findTile(m_road.tiles[std::size_t(from)].tile)) {
        const QStringList problems = VisionsCourseValidator::orderProblems(tile->role, to, count);
        if (!problems.isEmpty()) {
            outcome.text = tr("%1 cannot go to place %2: %3")
                               .arg(label, QString::number(to + 1), problems.first());
            return outcome;
        }
    }
    outcome.possible = true;
    outcome.text = tr("Move %1 to place %2").arg(label, QString::number(to + 1));
    return outcome;
}

} // namespace cw::visions
