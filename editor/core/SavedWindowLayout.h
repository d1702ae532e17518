#pragma once

#include <QByteArray>
#include <QRect>

class QMainWindow;

namespace cw {

// Restores a window's saved geometry and dock layout (QSettings) only when they fit the screens
// as they are now. A damaged or foreign settings file (a window of 100 000 × 100 000 pixels, a
// floating dock on a screen since removed) would otherwise give a window that cannot be seen or
// that allocates gigabytes for its backing store. Used by DockLayout, for the main window and the
// course editor.
namespace SavedWindowLayout {

// How much larger than the screens together a saved window may be.
inline constexpr int MaxDesktopMultiple = 2;

// Whether a window or floating dock of `rect` (global coordinates) is usable on the screens as
// they are: partly on one of them, and at most MaxDesktopMultiple times as wide and as high as
// the screens together.
bool fitsScreens(const QRect &rect);

// QWidget::restoreGeometry(saved) when it restores and the result fits the screens; otherwise
// the window keeps the geometry and state it had, and false is returned (the caller applies its
// default size).
bool restoreGeometry(QMainWindow *window, const QByteArray &saved);

// QMainWindow::restoreState(saved, version) when it restores and every floating dock then fits
// the screens; otherwise the dock layout is put back as it was and false is returned (the caller
// applies its default layout).
bool restoreState(QMainWindow *window, const QByteArray &saved, int version);

} // namespace SavedWindowLayout

} // namespace cw
