#include "SalmonCoursePainterCells.h"

#include "print/PrintText.h"

#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QPolygonF>
#include <QRadialGradient>
#include <QSvgRenderer>

#include <cmath>
#include <map>
#include <memory>
#include <numbers>

namespace cw::salmon::cells {

namespace {

const QColor RockDark = colour(RiverColour::RockDark);
const QColor RockLight = colour(RiverColour::RockLight);
const QColor FallWater = colour(RiverColour::Waterfall);
const QColor FallDeep = colour(RiverColour::WaterfallDeep);
const QColor Foam = colour(RiverColour::Foam);
const QColor LandTuft = colour(RiverColour::LandTuft);
const QColor StartGold = colour(RiverColour::Start);
const QColor SpawnWash = [] {
    QColor wash = colour(RiverColour::Spawn);
    wash.setAlpha(150); // over the water
    return wash;
}();
const QColor Egg = colour(RiverColour::Egg);
const QColor EggLine = colour(RiverColour::EggLine);
const QColor Halo = colour(RiverColour::ArrowHalo);

QPainterPath hexPath(QPointF centre, double hexMm, double scale = 1)
{
    QPainterPath path;
    const std::array<QPointF, 6> points = corners(centre, hexMm);
    path.moveTo(centre + (points[0] - centre) * scale);
    for (std::size_t i = 1; i < points.size(); ++i)
        path.lineTo(centre + (points[i] - centre) * scale);
    path.closeSubpath();
    return path;
}

// The unit vector from the centre toward the edge shared with the neighbour in `direction`
// (y downward: North is up).
QPointF unit(Direction direction)
{
    const double angle = (-90.0 + 60.0 * int(direction)) * std::numbers::pi / 180.0;
    return {std::cos(angle), std::sin(angle)};
}

void paintWater(QPainter &painter, QPointF centre, double hexMm, const QColor &light,
                const QColor &dark)
{
    QRadialGradient gradient(centre, hexMm * 0.62);
    gradient.setColorAt(0, light);
    gradient.setColorAt(1, dark);
    painter.fillPath(hexPath(centre, hexMm), gradient);
}

// A boulder: an irregular polygon with a lighter facet on its upper left.
void paintBoulder(QPainter &painter, QPointF centre, double hexMm)
{
    static constexpr std::array<double, 9> Radii{0.36, 0.31, 0.37, 0.33, 0.29,
                                                 0.35, 0.32, 0.38, 0.30};
    QPolygonF stone;
    for (std::size_t i = 0; i < Radii.size(); ++i) {
        const double angle = 2 * std::numbers::pi * double(i) / double(Radii.size()) + 0.3;
        stone << centre + QPointF(std::cos(angle), std::sin(angle) * 0.85) * Radii[i] * hexMm;
    }
    painter.setPen(QPen(RockDark, hexMm * 0.025, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Rock);
    painter.drawPolygon(stone);
    QPolygonF facet;
    facet << centre + QPointF(-0.26, -0.05) * hexMm << centre + QPointF(-0.12, -0.24) * hexMm
          << centre + QPointF(0.10, -0.22) * hexMm << centre + QPointF(-0.02, -0.06) * hexMm;
    painter.setPen(Qt::NoPen);
    painter.setBrush(RockLight);
    painter.drawPolygon(facet);
}

// White foam stripes across the hex, cut to its outline.
void paintFoam(QPainter &painter, QPointF centre, double hexMm)
{
    const QPainterPath hex = hexPath(centre, hexMm);
    const double w = hexMm * 0.62;
    QPainterPath stripes;
    for (const double y : {-0.27, 0.0, 0.27}) {
        const QPointF start = centre + QPointF(-w, y * hexMm);
        stripes.moveTo(start);
        for (int k = 0; k < 4; ++k) {
            const double x0 = -w + k * w / 2;
            stripes.cubicTo(centre + QPointF(x0 + w / 8, (y - 0.07) * hexMm),
                            centre + QPointF(x0 + w * 3 / 8, (y + 0.07) * hexMm),
                            centre + QPointF(x0 + w / 2, y * hexMm));
        }
    }
    QPainterPathStroker stroker;
    stroker.setWidth(hexMm * 0.075);
    stroker.setCapStyle(Qt::FlatCap);
    painter.fillPath(stroker.createStroke(stripes).intersected(hex), Foam);
}

void paintTufts(QPainter &painter, QPointF centre, double hexMm)
{
    painter.setPen(QPen(LandTuft, hexMm * 0.02, Qt::SolidLine, Qt::RoundCap));
    for (const QPointF at : {QPointF(-0.18, -0.12), QPointF(0.16, 0.14), QPointF(0.05, -0.25)}) {
        const QPointF base = centre + at * hexMm;
        for (const double dx : {-0.04, 0.0, 0.04})
            painter.drawLine(base, base + QPointF(dx, -0.07) * hexMm);
    }
}

} // namespace

std::array<QPointF, 6> corners(QPointF c, double hexMm)
{
    const double w = hexMm / std::sqrt(3.0), q = w / 2, h = hexMm / 2;
    return {c + QPointF(w, 0),  c + QPointF(q, h),   c + QPointF(-q, h),
            c + QPointF(-w, 0), c + QPointF(-q, -h), c + QPointF(q, -h)};
}

QColor terrainFill(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Land:
        return Land;
    case Terrain::Waterfall:
        return FallWater;
    case Terrain::Water:
    case Terrain::Rock:
        break;
    }
    return WaterLight;
}

void paintTerrain(QPainter &painter, Terrain terrain, QPointF centre, double hexMm, bool outline)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QColor line = WaterLine;
    const QColor fill = terrainFill(terrain);
    switch (terrain) {
    case Terrain::Land:
        painter.fillPath(hexPath(centre, hexMm), fill);
        paintTufts(painter, centre, hexMm);
        line = LandLine;
        break;
    case Terrain::Water:
        paintWater(painter, centre, hexMm, fill, WaterDark);
        break;
    case Terrain::Rock:
        paintWater(painter, centre, hexMm, fill, WaterDark);
        paintBoulder(painter, centre, hexMm);
        break;
    case Terrain::Waterfall:
        paintWater(painter, centre, hexMm, fill, FallDeep);
        paintFoam(painter, centre, hexMm);
        break;
    }
    if (outline) {
        painter.setPen(QPen(line, hexMm * 0.014, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(hexPath(centre, hexMm));
    }
    painter.restore();
}

void paintArrow(QPainter &painter, QPointF centre, double hexMm, Direction direction, int number)
{
    const QPointF v = unit(direction);
    const QPointF across(-v.y(), v.x());
    const QPointF tip = centre + v * (hexMm * 0.47);
    const QPointF headBase = centre + v * (hexMm * 0.33);
    const QPointF tail = centre + v * (hexMm * 0.08);
    QPolygonF head;
    head << tip << headBase + across * (hexMm * 0.09) << headBase - across * (hexMm * 0.09);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // A white halo first, so the arrow reads on any water.
    painter.setPen(QPen(Halo, hexMm * 0.09, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Halo);
    painter.drawLine(tail, headBase);
    painter.drawPolygon(head);
    painter.setPen(QPen(ArrowInk, hexMm * 0.05, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(tail, headBase + v * (hexMm * 0.02));
    painter.setPen(QPen(ArrowInk, hexMm * 0.01, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(ArrowInk);
    painter.drawPolygon(head);
    if (number > 0) {
        const QPointF at = centre + v * (hexMm * 0.3) + across * (hexMm * 0.15);
        const double r = hexMm * 0.075;
        painter.setPen(QPen(ArrowInk, hexMm * 0.012));
        painter.setBrush(Qt::white);
        painter.drawEllipse(at, r, r);
        painter.setPen(ArrowInk);
        print::drawText(painter, QRectF(at - QPointF(r, r), QSizeF(2 * r, 2 * r)), Qt::AlignCenter,
                        QString::number(number), {hexMm * 0.1, true});
    }
    painter.restore();
}

void paintStartMark(QPainter &painter, QPointF centre, double hexMm)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(StartGold, hexMm * 0.055, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(hexPath(centre, hexMm, 0.86));
    painter.restore();
}

void paintSpawnMark(QPainter &painter, QPointF centre, double hexMm)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillPath(hexPath(centre, hexMm, 0.92), SpawnWash);
    painter.setPen(QPen(EggLine, hexMm * 0.01));
    painter.setBrush(Egg);
    for (int i = 0; i < 6; ++i) {
        const double angle = std::numbers::pi / 3 * i;
        const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * (hexMm * 0.34);
        painter.drawEllipse(at, hexMm * 0.045, hexMm * 0.045);
    }
    painter.restore();
}

void paintSvg(QPainter &painter, const QString &path, const QRectF &rect)
{
    if (path.isEmpty())
        return;
    thread_local std::map<QString, std::unique_ptr<QSvgRenderer>> cache;
    std::unique_ptr<QSvgRenderer> &renderer = cache[path];
    if (!renderer)
        renderer = std::make_unique<QSvgRenderer>(path);
    if (renderer->isValid())
        renderer->render(&painter, rect);
}

} // namespace cw::salmon::cells
