#include "FitOnScreen.h"

#include <QScreen>
#include <QWidget>

namespace cw {

namespace {
// Room for the window frame and title bar the window manager adds around the widget.
constexpr QSize FrameMargin(40, 60);
} // namespace

QSize fitOnScreen(const QWidget *widget, QSize preferred)
{
    const QScreen *screen = widget->screen();
    if (!screen)
        return preferred;
    return preferred.boundedTo(screen->availableGeometry().size() - FrameMargin);
}

} // namespace cw
