#include "NiagaraBoardLayout.h"

#include <algorithm>

using cw::niagara::GemColours;
using cw::niagara::NiagaraCourse;
using cw::niagara::NiagaraCourseGeometry;

namespace {

constexpr double BeachRow = 34;      // a seat's row of canoes on the beach
constexpr double PastWaterfall = 64; // from a waterfall's centre to where lost canoes disappear
constexpr double Margin = 24;

} // namespace

// Everything the board draws but the weather track, moved so that it starts at (Margin, Margin).
NiagaraBoardLayout::NiagaraBoardLayout(const NiagaraCourse &river, int seats)
    : m_river(river), m_table(std::in_place, river), m_seats(seats)
{
    QRectF content = m_table->landMm();
    for (int space = 0; space < river.spaceCount(); ++space)
        content |= m_table->spaceMm(space);
    for (int colour = 0; colour < GemColours; ++colour)
        if (!m_table->placeMm(colour).isEmpty())
            content |= m_table->placeMm(colour);
    for (const auto arm : {NiagaraCourseGeometry::LeftArm, NiagaraCourseGeometry::RightArm})
        content |= m_table->waterfallMm(arm);
    QRectF bounds(content.topLeft() * Scale, content.bottomRight() * Scale);
    bounds.adjust(0, 0, PastWaterfall, 0); // lost canoes slide past the waterfalls
    m_offset = QPointF(Margin, Margin) - bounds.topLeft();
    m_size = QSizeF(bounds.width() + 2 * Margin, bounds.height() + 2 * Margin);
}

QRectF NiagaraBoardLayout::toBoard(const QRectF &mm) const
{
    return QRectF(toBoard(mm.topLeft()), toBoard(mm.bottomRight()));
}

QPointF NiagaraBoardLayout::space(int index) const
{
    if (!m_table || index < 0 || index >= m_river.spaceCount())
        return beach().center();
    return toBoard(m_table->spaceMm(index).center());
}

int NiagaraBoardLayout::armOf(int index) const
{
    if (index < m_river.mainLength)
        return 0;
    return index < m_river.mainLength + m_river.leftArm ? 1 : 2;
}

QPointF NiagaraBoardLayout::place(int colour) const
{
    return m_table ? toBoard(m_table->placeMm(colour).center()) : QPointF();
}

// The landing, shrunk to leave room for the rope and its label.
QRectF NiagaraBoardLayout::beach() const
{
    if (!m_table)
        return {};
    const QRectF land = toBoard(m_table->landMm()).adjusted(8, 8, -20, -8);
    const double height = std::min(land.height(), std::max(4, m_seats + 1) * BeachRow + 24);
    return QRectF(land.left(), land.center().y() - height / 2, land.width(), height);
}

QPointF NiagaraBoardLayout::beachSpot(int seat, int canoe) const
{
    const QRectF b = beach();
    return {b.left() + b.width() * (canoe == 0 ? 0.3 : 0.72), b.top() + 32 + seat * BeachRow};
}

double NiagaraBoardLayout::ropeX() const
{
    return m_table ? toBoard(m_table->ropeMm().p1()).x() : 0;
}

QRectF NiagaraBoardLayout::waterfallRect(int arm) const
{
    if (!m_table)
        return {};
    return toBoard(m_table->waterfallMm(arm == 0 ? NiagaraCourseGeometry::LeftArm
                                                 : NiagaraCourseGeometry::RightArm));
}

QPointF NiagaraBoardLayout::belowWaterfall(int arm) const
{
    const QPointF top = waterfall(arm);
    return {top.x() + PastWaterfall, top.y() + (arm == 0 ? -12 : 12)};
}

QPointF NiagaraBoardLayout::entry() const
{
    return m_table ? toBoard(m_table->ropeMm().center()) : QPointF();
}

QPointF NiagaraBoardLayout::fork() const
{
    const QPointF last = space(m_river.mainLength - 1);
    return {last.x() + Step * 0.5, last.y()};
}
