#include "RowingDrawnCourse.h"

#include <QQuickItem>

namespace cw::rowing {

// A boat's place is its lane: a space (20 m) is a step of the ruler, read in metres on it and
// never picked on the water (the stroke rate picks the move), so the course fits its 100 spaces
// to the view, each a few pixels long (6.5 px at 1280 × 720).
DrawnCourse drawnCourse(QQuickItem &board)
{
    DrawnCourse drawn;
    if (const QQuickItem *water = namedItem(board, QStringLiteral("courseWater"))) {
        const double lane = water->property("laneHeight").toReal();
        drawn.placeSize = drawnSpan(*water, QRectF(0, 0, lane, lane));
    }
    drawn.pieces = shownItems(
        board, [](const QString &name) { return name.startsWith(QLatin1String("boat-")); });
    drawn.course = namedItem(board, QStringLiteral("courseFlickable"));
    return drawn;
}

} // namespace cw::rowing
