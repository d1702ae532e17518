#include "LineCardsDrawnCourse.h"

#include <QQuickItem>

#include <algorithm>

namespace cw::linecards {

// A square ("square_<row>_<column>") is a piece too while a card lies on it.
DrawnCourse drawnCourse(QQuickItem &board)
{
    DrawnCourse drawn;
    const auto squares = shownItems(
        board, [](const QString &name) { return name.startsWith(QLatin1String("square_")); });
    for (QQuickItem *square : squares) {
        const double span = drawnSpan(*square, QRectF(0, 0, square->width(), square->height()));
        drawn.placeSize = drawn.placeSize > 0 ? std::min(drawn.placeSize, span) : span;
        if (!square->property("card").isNull() && square->property("card").isValid())
            drawn.pieces.append(square);
    }
    drawn.course = namedItem(board, QStringLiteral("lineCardsGrid"));
    return drawn;
}

} // namespace cw::linecards
