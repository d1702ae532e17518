#include "NiagaraDrawnCourse.h"

#include <QQuickItem>

#include <algorithm>
#include <limits>

namespace cw::niagara {

namespace {

bool shown(const QQuickItem *item)
{
    for (; item; item = item->parentItem())
        if (!item->isVisible() || item->opacity() <= 0)
            return false;
    return true;
}

} // namespace

DrawnCourse drawnCourse(QQuickItem &board)
{
    DrawnCourse drawn;
    double smallest = std::numeric_limits<double>::max();
    QList<QQuickItem *> items{&board};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        const QString name = item->objectName();
        if (name.startsWith(QLatin1String("space_")) && shown(item)) {
            const QRectF at = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            smallest = std::min({smallest, at.width(), at.height()});
        }
        if (name.startsWith(QLatin1String("canoe_")) && shown(item))
            drawn.pieces.append(item);
        if (name == QLatin1String("niagaraCanvas"))
            drawn.course = item;
        items.append(item->childItems());
    }
    drawn.placeSize = smallest == std::numeric_limits<double>::max() ? 0 : smallest;
    return drawn;
}

} // namespace cw::niagara
