#include "NiagaraRiverGeometry.h"

#include <algorithm>

using cw::niagara::GemColours;
using cw::niagara::NiagaraRiver;

namespace {

constexpr double BeachWidth = 170;
constexpr double BeachRow = 34;
constexpr double RopeGap = 30;    // beach to rope
constexpr double FirstSpace = 90; // rope to space 1
constexpr double FallGap = 78;    // an arm's last space to its fall
constexpr double PlaceGap = 118;  // a place's distance from the spaces it is beside
constexpr double Margin = 24;

} // namespace

// The river is laid out around the main channel's line (y = 0), then moved so that everything
// lies inside a rectangle starting at (0, 0).
NiagaraRiverGeometry::NiagaraRiverGeometry(const NiagaraRiver &river, int seats) : m_river(river)
{
    const double beachHeight = std::max(4, seats + 1) * BeachRow + 24;
    m_beach = QRectF(0, -beachHeight / 2, BeachWidth, beachHeight);
    m_ropeX = BeachWidth + RopeGap;
    const double x0 = m_ropeX + FirstSpace;
    for (int i = 0; i < river.mainLength; ++i)
        m_spaces.emplace_back(x0 + i * Step, 0);
    for (int i = 0; i < river.leftArm; ++i)
        m_spaces.emplace_back(x0 + (river.mainLength + i) * Step, -ArmOffset);
    for (int i = 0; i < river.rightArm; ++i)
        m_spaces.emplace_back(x0 + (river.mainLength + i) * Step, ArmOffset);

    QRectF bounds = m_beach;
    const auto grow = [&bounds](QPointF centre, double radius) {
        bounds |= QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    };
    for (const QPointF &p : m_spaces)
        grow(p, DiscRadius + 8);
    for (int colour = 0; colour < GemColours; ++colour) {
        double x = 0;
        int count = 0;
        bool main = false, left = false, right = false;
        for (const QString &label : river.places[std::size_t(colour)]) {
            const int index = river.spaceIndex(label);
            if (index < 0)
                continue;
            x += m_spaces[std::size_t(index)].x();
            ++count;
            const int arm = armOf(index);
            (arm == 0 ? main : arm == 1 ? left : right) = true;
        }
        if (count == 0)
            continue;
        const double y = main            ? -PlaceGap
                         : left && right ? 0
                         : left          ? -ArmOffset - PlaceGap
                                         : ArmOffset + PlaceGap;
        m_places[std::size_t(colour)] = QPointF(x / count, y);
        grow(m_places[std::size_t(colour)], PlaceRadius + 22); // its name under it
    }
    for (int arm = 0; arm < 2; ++arm)
        grow(belowFall(arm), 30);
    m_offset = QPointF(Margin - bounds.left(), Margin - bounds.top());
    m_size = QSizeF(bounds.width() + 2 * Margin, bounds.height() + 2 * Margin);
    for (QPointF &p : m_spaces)
        p += m_offset;
    for (QPointF &p : m_places)
        p += m_offset;
    m_beach.translate(m_offset);
    m_ropeX += m_offset.x();
}

QPointF NiagaraRiverGeometry::space(int index) const
{
    if (index < 0 || index >= int(m_spaces.size()))
        return m_beach.center();
    return m_spaces[std::size_t(index)];
}

int NiagaraRiverGeometry::armOf(int index) const
{
    if (index < m_river.mainLength)
        return 0;
    return index < m_river.mainLength + m_river.leftArm ? 1 : 2;
}

QPointF NiagaraRiverGeometry::beachSpot(int seat, int canoe) const
{
    return {m_beach.left() + 48 + canoe * 76, m_beach.top() + 32 + seat * BeachRow};
}

QPointF NiagaraRiverGeometry::fall(int arm) const
{
    const int last = arm == 0 ? m_river.mainLength + m_river.leftArm - 1 : m_river.spaceCount() - 1;
    const int fallback = m_river.mainLength - 1; // an arm without spaces (an invalid river)
    const bool empty = arm == 0 ? m_river.leftArm == 0 : m_river.rightArm == 0;
    const QPointF end = space(empty ? fallback : last);
    return {end.x() + FallGap, arm == 0 ? m_offset.y() - ArmOffset : m_offset.y() + ArmOffset};
}

QPointF NiagaraRiverGeometry::belowFall(int arm) const
{
    const QPointF top = fall(arm);
    return {top.x() + 64, top.y() + (arm == 0 ? -12 : 12)};
}

QPointF NiagaraRiverGeometry::entry() const
{
    return {m_ropeX, m_offset.y()};
}

QPointF NiagaraRiverGeometry::fork() const
{
    const QPointF last = space(m_river.mainLength - 1);
    return {last.x() + Step * 0.5, last.y()};
}
