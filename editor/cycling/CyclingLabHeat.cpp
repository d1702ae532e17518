#include "CyclingLabHeat.h"

#include "CyclingCanvas.h"
#include "CyclingRoadDocument.h"
#include "cycling/RaceTrack.h"
#include "cycling/RoadPainter.h"

#include <QPainterPathStroker>

namespace cw::cycling {

namespace {

const QString SpaceElement = QStringLiteral("space");

const CyclingCanvas &cyclingCanvas(const CourseCanvas &canvas)
{
    return static_cast<const CyclingCanvas &>(canvas);
}

// The road space of the race's cell `cell`, nullptr when the road has none.
const RoadSpace *spaceOf(const CyclingCanvas &canvas, int cell)
{
    const RoadPainter *painter = canvas.roadPainter();
    if (!painter || cell < 0 || cell >= canvas.raceTrack().cellCount())
        return nullptr;
    return painter->geometry().space(canvas.raceTrack().position(cell));
}

// The drawn bonus line of index `line`, nullptr when the road has none.
const MapBonusLine *bonusLineOf(const CyclingCanvas &canvas, int line)
{
    const RoadPainter *painter = canvas.roadPainter();
    if (painter)
        for (const MapBonusLine &drawn : painter->map().bonusLines())
            if (drawn.index == line)
                return &drawn;
    return nullptr;
}

} // namespace

QString CyclingLabHeat::kindId() const
{
    return QStringLiteral("cycling-road");
}

QPainterPath CyclingLabHeat::spotShape(const CourseCanvas &canvas, const QString &element,
                                       int location) const
{
    const CyclingCanvas &road = cyclingCanvas(canvas);
    if (element == SpaceElement) {
        if (const RoadSpace *space = spaceOf(road, location))
            return pathOf(space->outline);
    } else if (element == CyclingRoadDocument::bonusLineElement()) {
        if (const MapBonusLine *line = bonusLineOf(road, location)) {
            // A band a little over half a space wide, as the canvas marks a selected line.
            const RoadGeometry &geometry = road.roadPainter()->geometry();
            QPainterPath across;
            const QLineF at = geometry.across(line->row);
            across.moveTo(at.p1());
            across.lineTo(at.p2());
            QPainterPathStroker stroker;
            stroker.setWidth(geometry.spaceMm() * 0.6);
            stroker.setCapStyle(Qt::RoundCap);
            return stroker.createStroke(across);
        }
    }
    return {};
}

CourseSelection CyclingLabHeat::selectionFor(const CourseCanvas &canvas, const QString &element,
                                             int location) const
{
    const CyclingCanvas &road = cyclingCanvas(canvas);
    if (element == SpaceElement && spaceOf(road, location)) {
        const int row = road.raceTrack().position(location).row;
        return {CyclingRoadDocument::tileElement(), road.roadPainter()->map().row(row).placement};
    }
    if (element == CyclingRoadDocument::bonusLineElement() && bonusLineOf(road, location))
        return {CyclingRoadDocument::bonusLineElement(), location};
    return {};
}

} // namespace cw::cycling
