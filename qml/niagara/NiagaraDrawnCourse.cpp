#include "NiagaraDrawnCourse.h"

#include <QQuickItem>

#include <algorithm>

namespace cw::niagara {

// A space is its disc with the ring that marks danger around it ("space_<label>").
DrawnCourse drawnCourse(QQuickItem &board)
{
    DrawnCourse drawn;
    const auto spaces = shownItems(
        board, [](const QString &name) { return name.startsWith(QLatin1String("space_")); });
    for (const QQuickItem *space : spaces) {
        const double span = drawnSpan(*space, QRectF(0, 0, space->width(), space->height()));
        drawn.placeSize = drawn.placeSize > 0 ? std::min(drawn.placeSize, span) : span;
    }
    drawn.pieces = shownItems(
        board, [](const QString &name) { return name.startsWith(QLatin1String("canoe_")); });
    drawn.course = namedItem(board, QStringLiteral("niagaraCanvas"));
    return drawn;
}

} // namespace cw::niagara
