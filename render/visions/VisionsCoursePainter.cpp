#include "VisionsCoursePainter.h"

#include "print/PrintText.h"
#include "visions/VisionsSideName.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cw::visions {

namespace {

const QColor ShoulderColour(0x8d, 0x6e, 0x4f);
const QColor LaneLineColour(Qt::white);
const QColor PriorityColour(0xb0, 0xb0, 0xb0);
const QColor SprintLineColour(0x1b, 0x8a, 0x3a);
const QColor MountainLineColour(0xc6, 0x28, 0x28);
const QColor SelectedColour(0x19, 0x5f, 0xd2);

QPen mmPen(const QColor &colour, double widthMm, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, widthMm, style);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::MiterJoin);
    return pen;
}

// A space: its terrain and its white outline.
void paintSpace(QPainter &painter, const Polygon &outline, const RoadRow &row, double spaceMm)
{
    const QPainterPath path = pathOf(outline);
    painter.fillPath(path, VisionsCoursePainter::terrainColour(row.terrain));
    painter.setPen(mmPen(LaneLineColour, spaceMm * 0.04));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

// A finish line: black and white squares across the road.
void paintChequered(QPainter &painter, const QLineF &line, double spaceMm)
{
    const int squares = std::max(2, int(std::lround(line.length() / (spaceMm / 4))));
    const QPointF step = (line.p2() - line.p1()) / squares;
    const QPointF normal = QPointF(-step.y(), step.x());
    for (int i = 0; i < squares; ++i) {
        for (int j = 0; j < 2; ++j) {
            const QPointF a = line.p1() + step * i + normal * (j - 1);
            const Polygon square{a, a + step, a + step + normal, a + normal};
            painter.fillPath(pathOf(square), (i + j) % 2 ? Qt::black : Qt::white);
        }
    }
}

} // namespace

QPainterPath pathOf(const Polygon &polygon)
{
    QPainterPath path;
    if (polygon.empty())
        return path;
    path.moveTo(polygon.front());
    for (std::size_t i = 1; i < polygon.size(); ++i)
        path.lineTo(polygon[i]);
    path.closeSubpath();
    return path;
}

void drawTextMm(QPainter &painter, const QPointF &centreMm, double heightMm, const QString &text)
{
    const QRectF box(centreMm - QPointF(heightMm * 4, heightMm),
                     QSizeF(heightMm * 8, heightMm * 2));
    print::drawText(painter, box, Qt::AlignCenter, text, {heightMm});
}

VisionsCoursePainter::VisionsCoursePainter(const VisionsCourse &road, const Options &options)
    : m_road(road), m_map(m_road), m_geometry(m_road, m_map), m_options(options)
{
}

QColor VisionsCoursePainter::terrainColour(RoadTerrain terrain)
{
    switch (terrain) {
    case RoadTerrain::Flats:
        return {0xf3, 0xe2, 0x9a};
    case RoadTerrain::Mountain:
        return {0xf0, 0xa8, 0x9c};
    case RoadTerrain::Descent:
        return {0xa9, 0xcc, 0xf0};
    case RoadTerrain::Sprint:
        return {0xa9, 0xdf, 0xa4};
    case RoadTerrain::Cobbles:
        return {0xcf, 0xb5, 0xe6};
    }
    return Qt::gray;
}

int VisionsCoursePainter::tileAt(const QPointF &pointMm) const
{
    const std::vector<PlacedTile> &tiles = m_geometry.tiles();
    for (int p = int(tiles.size()) - 1; p >= 0; --p)
        if (pathOf(tiles[std::size_t(p)].outline).contains(pointMm))
            return p;
    return -1;
}

int VisionsCoursePainter::boundaryNear(int placement, const QPointF &pointMm) const
{
    const int rows = m_map.rowsOf(placement);
    int best = 1;
    double bestDistance = 1e300;
    for (int row = 1; row < rows; ++row) {
        const QLineF line = m_geometry.across(m_map.firstRow(placement) + row);
        const double d = QLineF(line.center(), pointMm).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = row;
        }
    }
    return best;
}

void VisionsCoursePainter::paintSideFitted(QPainter &painter, const TileSide &side,
                                           const QRectF &target, int highlightRow)
{
    if (side.rows.empty() || target.isEmpty())
        return;
    const VisionsTileShapeGeometry shape(side, 10);
    const QRectF bounds = shape.bounds();
    const double scale =
        std::min(target.width() / bounds.width(), target.height() / bounds.height());
    painter.save();
    painter.translate(target.center());
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    paintSide(painter, shape, side, 0, double(side.rows.size()));
    if (highlightRow >= 0 && highlightRow < int(side.rows.size()))
        painter.fillPath(pathOf(shape.outlineOf(highlightRow, highlightRow + 1)),
                         QColor(0x30, 0x80, 0xff, 90));
    painter.restore();
}

void VisionsCoursePainter::paintSide(QPainter &painter, const VisionsTileShapeGeometry &shape,
                                     const TileSide &side, double first, double last)
{
    const double spaceMm = shape.spaceMm();
    painter.fillPath(pathOf(shape.outlineOf(first, last)), ShoulderColour);
    std::vector<QPointF> priority;
    for (const SpaceOutline &space : shape.spaces()) {
        if (space.row < first - 1e-9 || space.row + 1 > last + 1e-9)
            continue;
        const RoadRow &row = side.rows[std::size_t(space.row)];
        paintSpace(painter, space.outline, row, spaceMm);
        if (space.lane == row.priority)
            priority.push_back(space.centre);
    }
    // Pseudo-spaces: the dotted line between the two spaces of a lane.
    painter.setPen(mmPen(QColor(0x40, 0x40, 0x40), spaceMm * 0.04, Qt::DotLine));
    for (const SpaceOutline &space : shape.spaces())
        if (space.pseudo == 1 && space.row >= first - 1e-9 && space.row + 1 <= last + 1e-9)
            painter.drawLine(space.outline.front(), space.outline.back());
    // The priority line, light grey along its lane.
    painter.setPen(mmPen(PriorityColour, spaceMm * 0.12));
    for (std::size_t i = 1; i < priority.size(); ++i)
        if (QLineF(priority[i - 1], priority[i]).length() < spaceMm * 1.5)
            painter.drawLine(priority[i - 1], priority[i]);
    if (side.startRows > 0 && first < side.startRows) {
        // Start numbers, front row first and nearest the priority line first.
        int number = 1;
        for (int r = side.startRows - 1; r >= 0; --r) {
            const RoadRow &row = side.rows[std::size_t(r)];
            std::vector<const SpaceOutline *> spaces;
            for (const SpaceOutline &space : shape.spaces())
                if (space.row == r)
                    spaces.push_back(&space);
            std::sort(spaces.begin(), spaces.end(), [&](auto *a, auto *b) {
                const int da = std::abs(a->lane - row.priority);
                const int db = std::abs(b->lane - row.priority);
                if (da != db)
                    return da < db;
                return a->lane != b->lane ? a->lane < b->lane : a->pseudo > b->pseudo;
            });
            for (const SpaceOutline *space : spaces) {
                if (r >= first && r < last) {
                    // On a plate of the row's terrain, so that the priority line stops short of
                    // the number instead of running through it.
                    const QString text = QString::number(number);
                    const double height = spaceMm * 0.4;
                    const QSizeF plate(print::textWidth(text, {height}) + height * 0.5,
                                       height * 1.15);
                    painter.setPen(Qt::NoPen);
                    painter.setBrush(terrainColour(row.terrain));
                    painter.drawRoundedRect(
                        QRectF(space->centre - QPointF(plate.width() / 2, plate.height() / 2),
                               plate),
                        height * 0.2, height * 0.2);
                    painter.setPen(Qt::black);
                    drawTextMm(painter, space->centre, height, text);
                }
                ++number;
            }
        }
        if (side.startRows < last) {
            painter.setPen(mmPen(Qt::white, spaceMm * 0.15));
            painter.drawLine(shape.across(side.startRows));
        }
    }
}

void VisionsCoursePainter::paint(QPainter &painter) const
{
    // Only the tiles in the painter's clip (a printed piece, a page of one): a piece of a long
    // road once drew every tile of it.
    const QRectF shown = painter.hasClipping() ? painter.clipBoundingRect() : QRectF();
    const auto hidden = [&](const PlacedTile &tile) {
        return !tile.shape || (!shown.isNull() && !tile.bounds.intersects(shown));
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const std::vector<PlacedTile> &tiles = m_geometry.tiles();
    for (std::size_t p = 0; p < tiles.size(); ++p) {
        const PlacedTile &tile = tiles[p];
        if (hidden(tile))
            continue;
        const TileSide *side = m_road.sideOf(m_road.tiles[p]);
        painter.save();
        painter.translate(tile.entry.at);
        painter.rotate(tile.entry.heading * 180 / std::numbers::pi);
        paintSide(painter, *tile.shape, *side, 0, double(side->rows.size()));
        for (const Highlight &highlight : m_options.highlights) {
            if (highlight.placement != int(p))
                continue;
            QColor fill = highlight.colour;
            fill.setAlpha(110);
            const Polygon area = highlight.row < 0
                                     ? tile.shape->outline()
                                     : tile.shape->outlineOf(highlight.row, highlight.row + 1);
            painter.fillPath(pathOf(area), fill);
        }
        painter.restore();
    }
    paintBonusAndEnds(painter);
    for (std::size_t p = 0; p < tiles.size(); ++p) {
        const PlacedTile &tile = tiles[p];
        if (hidden(tile))
            continue;
        const bool selected = int(p) == m_options.selectedTile;
        painter.setPen(mmPen(selected ? SelectedColour : QColor(0x30, 0x30, 0x30),
                             m_geometry.spaceMm() * (selected ? 0.15 : 0.04)));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(pathOf(tile.outline));
        if (m_options.tileLabels) {
            painter.setPen(Qt::black);
            const QPointF centre =
                tile.shape->outline().empty()
                    ? tile.bounds.center()
                    : tile.entry.map(tile.shape->point(m_map.rowsOf(int(p)) / 2.0, 0));
            drawTextMm(painter, centre, m_geometry.spaceMm() * 0.8,
                       VisionsSideName::of(m_road.tiles[p].tile, m_road.tiles[p].side));
        }
    }
    painter.restore();
}

void VisionsCoursePainter::paintBonusAndEnds(QPainter &painter) const
{
    const double spaceMm = m_geometry.spaceMm();
    for (const MapBonusLine &line : m_map.bonusLines()) {
        const bool sprint = line.type == BonusLine::Type::Sprint;
        painter.setPen(mmPen(sprint ? SprintLineColour : MountainLineColour, spaceMm * 0.2,
                             sprint ? Qt::SolidLine : Qt::DashLine));
        painter.drawLine(m_geometry.across(line.row));
    }
    if (m_map.finishRow() >= 0)
        paintChequered(painter, m_geometry.across(m_map.finishRow() + 1), spaceMm);
}

} // namespace cw::visions
