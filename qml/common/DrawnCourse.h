#pragma once

#include <QList>
#include <QRectF>

#include <functional>

class QQuickItem;

namespace cw {

// What a board draws of its course, in the window's pixels (BoardEntry::drawnCourse, issue 55):
// how small its smallest place is drawn, and the items of its pieces on the course as they show
// (canoes, boats, salmon and bears, riders, the cards laid), so that a check can tell that a
// place reads and that no panel or overlay covers a piece.
struct DrawnCourse {
    double placeSize = 0; // the smallest place across (a space, a hex, a square), in pixels
    QList<QQuickItem *> pieces;
    // The item that draws the course: what it draws over a piece (a space's name, a highlighted
    // target, another piece) belongs to the course, not to a panel.
    QQuickItem *course = nullptr;
};

// For the games' drawnCourse functions: the items under `root` (itself included) that show
// (they and all their parents visible and not transparent) and whose object name `wanted`
// accepts, in no particular order.
QList<QQuickItem *> shownItems(QQuickItem &root,
                               const std::function<bool(const QString &)> &wanted);
// The first item under `root` of that object name, shown or not; null when none.
QQuickItem *namedItem(QQuickItem &root, const QString &name);
// The lesser side of `rect` (in `item`'s coordinates) as the window draws it.
double drawnSpan(const QQuickItem &item, const QRectF &rect);

} // namespace cw
