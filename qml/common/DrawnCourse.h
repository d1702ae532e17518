#pragma once

#include <QList>

class QQuickItem;

namespace cw {

// What a board draws of its course, in the window's pixels (BoardEntry::drawnCourse, issue 55):
// how small its smallest place is drawn, and the items of its pieces on the course as they show
// (canoes, boats, salmon, riders, the traveller), so that a check can tell that a place reads and
// that no panel or overlay covers a piece.
struct DrawnCourse {
    double placeSize = 0; // the smallest place across (a space, a hex, a square), in pixels
    QList<QQuickItem *> pieces;
    // The item that draws the course: what it draws over a piece (a space's name, a highlighted
    // target, another piece) belongs to the course, not to a panel.
    QQuickItem *course = nullptr;
};

} // namespace cw
