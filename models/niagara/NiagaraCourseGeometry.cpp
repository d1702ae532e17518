#include "NiagaraCourseGeometry.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <utility>

namespace cw::niagara {

namespace {

// Rows of the layout's grid: the main channel (and the island between the arms) on row 0, the
// Left arm on row -1, the Right arm on row 1; places outside an arm on rows -2 and 2.
constexpr int LeftRow = -1;
constexpr int RightRow = 1;

} // namespace

QRectF NiagaraCourseGeometry::cell(int column, int row, double size) const
{
    const QPointF centre(LandMm + (column + 0.5) * SpaceMm, row * SpaceMm);
    return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size);
}

NiagaraCourseGeometry::NiagaraCourseGeometry(const NiagaraCourse &river) : m_river(river)
{
    // Spaces: column = the number in its label - 1, so arms continue the main channel's columns.
    QSet<std::pair<int, int>> taken;
    std::vector<std::pair<int, int>> cells; // (column, row) of each space
    for (int space = 0; space < river.spaceCount(); ++space) {
        int column = space, row = 0;
        if (space >= river.mainLength + river.leftArm) {
            column = space - river.leftArm;
            row = RightRow;
        } else if (space >= river.mainLength) {
            row = LeftRow;
        }
        cells.emplace_back(column, row);
        taken.insert({column, row});
        m_spaces.push_back(cell(column, row, SpaceMm));
    }
    const auto waterfallAfter = [&](int length, int row) {
        const QRectF last = cell(river.mainLength + length - 1, row, SpaceMm);
        return QRectF(last.right(), last.top(), WaterfallMm, SpaceMm);
    };
    taken.insert({river.mainLength + river.leftArm, LeftRow});
    taken.insert({river.mainLength + river.rightArm, RightRow});
    m_waterfalls[LeftArm] = waterfallAfter(river.leftArm, LeftRow);
    m_waterfalls[RightArm] = waterfallAfter(river.rightArm, RightRow);
    m_land = QRectF(0, -1.5 * SpaceMm, LandMm, 3 * SpaceMm);
    m_rope = QLineF(LandMm, -SpaceMm / 2, LandMm, SpaceMm / 2);

    // Places: the zone follows from the spaces touched; the column is their mean, moved to the
    // nearest free cell of the zone's row.
    for (int colour = 0; colour < GemColours; ++colour) {
        QList<int> spaces;
        for (const QString &label : river.places[std::size_t(colour)]) {
            const int space = river.spaceIndex(label);
            if (space >= 0 && !spaces.contains(space))
                spaces.append(space);
        }
        if (spaces.isEmpty())
            continue;
        bool main = false, left = false, right = false;
        double columns = 0;
        for (int space : spaces) {
            const auto [column, row] = cells[std::size_t(space)];
            main |= row == 0;
            left |= row == LeftRow;
            right |= row == RightRow;
            columns += column;
        }
        const int row = main ? RightRow : left && right ? 0 : left ? LeftRow - 1 : RightRow + 1;
        const int wanted = int(std::lround(columns / spaces.size()));
        int column = wanted;
        for (int step = 1; taken.contains({column, row}) || column < 0; ++step)
            column = wanted + (step % 2 ? (step + 1) / 2 : -step / 2);
        taken.insert({column, row});
        m_places[std::size_t(colour)] = cell(column, row, PlaceMm);
        for (int space : spaces)
            m_links[std::size_t(colour)].append(QLineF(m_places[std::size_t(colour)].center(),
                                                       m_spaces[std::size_t(space)].center()));
    }

    QRectF content = m_land;
    for (const QRectF &space : m_spaces)
        content |= space;
    for (const QRectF &waterfall : m_waterfalls)
        content |= waterfall;
    for (const QRectF &place : m_places)
        if (!place.isEmpty())
            content |= place;
    const int steps = std::max(river.weatherMax - river.weatherMin + 1, 0);
    m_weatherTrack =
        QRectF(0, content.bottom() + SpaceMm / 4, steps * WeatherStepMm, WeatherStepMm);
    content |= m_weatherTrack.adjusted(0, 0, WeatherCaptionMm, 0);
    m_bounds = content.adjusted(-MarginMm, -MarginMm, MarginMm, MarginMm);

    // Move everything so that the bounds start at (0, 0).
    const QPointF shift = -m_bounds.topLeft();
    for (QRectF *rect : {&m_bounds, &m_land, &m_weatherTrack, &m_waterfalls[0], &m_waterfalls[1]})
        rect->translate(shift);
    m_rope.translate(shift);
    for (QRectF &space : m_spaces)
        space.translate(shift);
    for (int colour = 0; colour < GemColours; ++colour) {
        if (!m_places[std::size_t(colour)].isEmpty())
            m_places[std::size_t(colour)].translate(shift);
        for (QLineF &link : m_links[std::size_t(colour)])
            link.translate(shift);
    }
}

QRectF NiagaraCourseGeometry::spaceMm(int space) const
{
    return space >= 0 && space < int(m_spaces.size()) ? m_spaces[std::size_t(space)] : QRectF();
}

QRectF NiagaraCourseGeometry::placeMm(int colour) const
{
    return colour >= 0 && colour < GemColours ? m_places[std::size_t(colour)] : QRectF();
}

QList<QLineF> NiagaraCourseGeometry::placeLinksMm(int colour) const
{
    return colour >= 0 && colour < GemColours ? m_links[std::size_t(colour)] : QList<QLineF>();
}

QRectF NiagaraCourseGeometry::weatherStepMm(int value) const
{
    if (value < m_river.weatherMin || value > m_river.weatherMax)
        return {};
    return QRectF(m_weatherTrack.left() + (value - m_river.weatherMin) * WeatherStepMm,
                  m_weatherTrack.top(), WeatherStepMm, WeatherStepMm);
}

int NiagaraCourseGeometry::spaceAt(const QPointF &pointMm) const
{
    for (int space = 0; space < int(m_spaces.size()); ++space)
        if (m_spaces[std::size_t(space)].contains(pointMm))
            return space;
    return -1;
}

int NiagaraCourseGeometry::placeAt(const QPointF &pointMm) const
{
    for (int colour = 0; colour < GemColours; ++colour)
        if (m_places[std::size_t(colour)].contains(pointMm))
            return colour;
    return -1;
}

} // namespace cw::niagara
