#pragma once

// Which items a scene paints over another: for overlays that must stay on top (a symbol key, a
// tip) and for the pieces of a board that no panel may cover.
#include <QQuickItem>
#include <QRectF>

#include <algorithm>
#include <vector>

namespace cw::test {

// The visible items under `item` in the order the scene graph paints them: children by z (stable),
// those below zero before their parent.
inline void paintOrder(QQuickItem *item, std::vector<QQuickItem *> &out)
{
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    QList<QQuickItem *> children = item->childItems();
    std::stable_sort(children.begin(), children.end(),
                     [](const QQuickItem *a, const QQuickItem *b) { return a->z() < b->z(); });
    for (QQuickItem *child : children)
        if (child->z() < 0)
            paintOrder(child, out);
    out.push_back(item);
    for (QQuickItem *child : children)
        if (child->z() >= 0)
            paintOrder(child, out);
}

// The part of the item the window shows: its rectangle cut by every clipping item above it.
inline QRectF shownRect(const QQuickItem *item)
{
    QRectF shown = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    for (const QQuickItem *i = item->parentItem(); i; i = i->parentItem())
        if (i->clip())
            shown &= i->mapRectToScene(QRectF(0, 0, i->width(), i->height()));
    return shown;
}

// The items that draw something over part of `target` (at least a pixel square): painted after
// it, not inside it. Empty when `target` is on top wherever it shows.
inline std::vector<QQuickItem *> itemsPaintedOver(QQuickItem *root, QQuickItem *target)
{
    std::vector<QQuickItem *> order;
    paintOrder(root, order);
    const auto at = std::find(order.begin(), order.end(), target);
    std::vector<QQuickItem *> over;
    if (at == order.end())
        return over;
    const QRectF area = shownRect(target);
    for (auto i = at + 1; i != order.end(); ++i) {
        QQuickItem *item = *i;
        if (!(item->flags() & QQuickItem::ItemHasContents) || target->isAncestorOf(item))
            continue;
        const QRectF common = shownRect(item) & area;
        if (common.width() >= 1 && common.height() >= 1)
            over.push_back(item);
    }
    return over;
}

} // namespace cw::test
