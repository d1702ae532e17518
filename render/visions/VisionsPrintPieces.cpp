#include "VisionsPrintPieces.h"

#include "VisionsCoursePainter.h"
#include "print/PrintText.h"
#include "visions/VisionsCourseValidator.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <memory>

namespace cw::visions {

namespace {

const QColor CutLine(0x20, 0x20, 0x20);

struct LabelPlace {
    QPointF centre; // on the table, mm
    double degrees; // the text's turn, so that it runs along the road and reads upright
};

// Where a piece's label goes: along the road side (it covers no space, start number or priority
// line), `share` of the way along the tile's rows, on the outside of a curve (where the road
// side is straightest) and on the right of a straight.
LabelPlace labelPlace(const PlacedTile &tile, double rows, double share)
{
    const VisionsTileShapeGeometry &shape = *tile.shape;
    const double along = rows * share;
    const int row = std::clamp(int(along), 0, std::max(0, int(rows) - 1));
    const QLineF across = shape.across(row);
    // A right-hand curve heads +90° at its exit, so its outside is its left.
    const bool left = shape.exit().heading > 1e-6;
    // Half the road's width there: from the centre line to the lanes' edge where the row begins.
    const double road = QLineF(shape.point(row, 0), left ? across.p1() : across.p2()).length();
    const double offset = road + VisionsTileShapeGeometry::ShoulderShare * shape.spaceMm() / 2;
    const QPointF centre = tile.entry.map(shape.point(along, left ? offset : -offset));
    const QPointF ahead =
        tile.entry.map(shape.point(along + 0.05, 0)) - tile.entry.map(shape.point(along - 0.05, 0));
    double degrees = std::atan2(ahead.y(), ahead.x()) * 180 / M_PI;
    if (degrees > 90 || degrees < -90) // text upside down: turn it round
        degrees += 180;
    return {centre, degrees};
}

} // namespace

print::PrintLayout VisionsPrintPieces::layout(const VisionsCourse &road)
{
    print::PrintLayout layout;
    layout.title = road.name.trimmed().isEmpty() ? tr("Visions of Rainbows road") : road.name;
    VisionsCoursePainter::Options options;
    options.tileLabels = false; // each piece has its own label
    const auto painter = std::make_shared<const VisionsCoursePainter>(road, options);
    const VisionsCourseGeometry &geometry = painter->geometry();
    const QRectF bounds = geometry.boundingBox();
    const double spaceMm = road.print.spaceMm;
    const int count = int(road.tiles.size());
    for (int p = 0; p < count; ++p) {
        const PlacedTile &tile = geometry.tiles()[std::size_t(p)];
        if (!tile.shape)
            continue;
        const int pieces = road.findTile(road.tiles[std::size_t(p)].tile)->pieces;
        const double rows = double(painter->map().rowsOf(p));
        const QString name = VisionsCourseValidator::sideName(road, p);
        for (int k = 0; k < pieces; ++k) {
            Polygon outline = tile.shape->outlineOf(rows * k / pieces, rows * (k + 1) / pieces);
            for (QPointF &point : outline)
                point = tile.entry.map(point);
            const QRectF rect = boundsOf(outline);
            print::PrintPiece piece;
            piece.name =
                pieces > 1
                    ? tr("Tile %1 (%2), piece %3 of %4").arg(p + 1).arg(name).arg(k + 1).arg(pieces)
                    : tr("Tile %1 (%2)").arg(p + 1).arg(name);
            piece.shortName =
                pieces > 1 ? QStringLiteral("%1%2").arg(name).arg(QChar(u'a' + k)) : name;
            piece.sizeMm = rect.size();
            piece.positionMm = rect.topLeft() - bounds.topLeft();
            const QString label = tr("%1 · %2 of %3").arg(piece.shortName).arg(p + 1).arg(count);
            const QPainterPath clip = pathOf(outline).translated(-rect.topLeft());
            const LabelPlace place = labelPlace(tile, rows, (k + 0.5) / pieces);
            const QPointF labelAt = place.centre - rect.topLeft();
            const double labelAngle = place.degrees;
            piece.draw = [painter, rect, clip, label, labelAt, labelAngle,
                          spaceMm](QPainter &target) {
                target.save();
                target.setClipPath(clip, Qt::IntersectClip);
                target.translate(-rect.topLeft());
                painter->paint(target);
                target.restore();
                target.save();
                target.setRenderHint(QPainter::Antialiasing);
                target.setPen(QPen(CutLine, 0.3));
                target.setBrush(Qt::NoBrush);
                target.drawPath(clip);
                target.setPen(Qt::black);
                const double height = std::clamp(spaceMm * 0.25, 2.5, 5.0);
                print::drawRotatedText(
                    target, QRectF(labelAt - QPointF(40, height * 0.8), QSizeF(80, height * 1.6)),
                    labelAngle, Qt::AlignCenter, label, {height, true});
                target.restore();
            };
            layout.pieces.push_back(std::move(piece));
        }
    }
    return layout;
}

std::optional<print::CoursePrint> VisionsPrintPieces::coursePrint(const QJsonObject &course,
                                                                  CourseProblems *problems)
{
    const std::optional<VisionsCourse> road = VisionsCourse::read(course, problems);
    if (!road)
        return std::nullopt;
    print::PrintLayout printLayout = layout(*road);
    if (printLayout.pieces.empty()) {
        problems->append(CourseProblem::error(QStringLiteral("tiles"),
                                              tr("the road has no tiles that can be printed")));
        return std::nullopt;
    }
    return print::CoursePrint{std::move(printLayout), road->print.page};
}

} // namespace cw::visions
