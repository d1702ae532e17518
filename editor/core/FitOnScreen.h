#pragma once

#include <QSize>

class QWidget;

namespace cw {

// The size a window or dialog opens at: `preferred`, shrunk to the available geometry of the
// screen `widget` is on (less a margin for the frame and title bar), so that on a 1280 × 720
// screen no button at a dialog's foot opens below the screen's edge.
QSize fitOnScreen(const QWidget *widget, QSize preferred);

} // namespace cw
