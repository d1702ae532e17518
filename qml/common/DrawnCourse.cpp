#include "DrawnCourse.h"

#include <QQuickItem>

#include <algorithm>

namespace cw {

namespace {

bool shown(const QQuickItem *item)
{
    for (; item; item = item->parentItem())
        if (!item->isVisible() || item->opacity() <= 0)
            return false;
    return true;
}

} // namespace

QList<QQuickItem *> shownItems(QQuickItem &root, const std::function<bool(const QString &)> &wanted)
{
    QList<QQuickItem *> found;
    QList<QQuickItem *> items{&root};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (wanted(item->objectName()) && shown(item))
            found.append(item);
        items.append(item->childItems());
    }
    return found;
}

QQuickItem *namedItem(QQuickItem &root, const QString &name)
{
    QList<QQuickItem *> items{&root};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeFirst();
        if (item->objectName() == name)
            return item;
        items.append(item->childItems());
    }
    return nullptr;
}

double drawnSpan(const QQuickItem &item, const QRectF &rect)
{
    const QRectF drawn = item.mapRectToScene(rect);
    return std::min(drawn.width(), drawn.height());
}

} // namespace cw
