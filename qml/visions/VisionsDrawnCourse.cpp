#include "VisionsDrawnCourse.h"
#include "VisionsBoardLayout.h"

#include <QQuickItem>

namespace cw::visions {

// The pieces' canvas is the road at zoom 1, scaled with the road.
DrawnCourse drawnCourse(QQuickItem &board)
{
    DrawnCourse drawn;
    if (const QQuickItem *canvas = namedItem(board, QStringLiteral("visionsCanvas")))
        drawn.placeSize = drawnSpan(
            *canvas, QRectF(0, 0, ::VisionsBoardLayout::SpacePx, ::VisionsBoardLayout::SpacePx));
    drawn.pieces = shownItems(
        board, [](const QString &name) { return name.startsWith(QLatin1String("rider_")); });
    drawn.course = namedItem(board, QStringLiteral("visionsRoadView"));
    return drawn;
}

} // namespace cw::visions
