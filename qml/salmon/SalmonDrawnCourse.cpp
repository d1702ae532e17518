#include "SalmonDrawnCourse.h"
#include "SalmonBoardModel.h"

#include <QQuickItem>

namespace cw::salmon {

DrawnCourse drawnCourse(QQuickItem &board)
{
    DrawnCourse drawn;
    if (const QQuickItem *river = namedItem(board, QStringLiteral("salmonRiver"))) {
        const double hex = ::SalmonBoardModel::HexPixels * river->property("zoom").toReal();
        drawn.placeSize = drawnSpan(*river, QRectF(0, 0, hex, hex));
    }
    drawn.pieces = shownItems(board, [](const QString &name) {
        return name.startsWith(QLatin1String("salmonToken-")) ||
               name.startsWith(QLatin1String("bearToken-"));
    });
    drawn.course = namedItem(board, QStringLiteral("salmonRiverView"));
    return drawn;
}

} // namespace cw::salmon
