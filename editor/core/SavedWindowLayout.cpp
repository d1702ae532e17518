#include "SavedWindowLayout.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>

#include <algorithm>

namespace cw::SavedWindowLayout {

bool fitsScreens(const QRect &rect)
{
    if (!rect.isValid())
        return false;
    QRect desktop;
    bool onAScreen = false;
    for (const QScreen *screen : QGuiApplication::screens()) {
        desktop |= screen->geometry();
        onAScreen = onAScreen || screen->availableGeometry().intersects(rect);
    }
    // Somewhat larger than the desktop is still usable (a layout saved on a larger monitor can
    // be moved and resized); many times larger is not, and costs its size in memory.
    return onAScreen && rect.width() <= MaxDesktopMultiple * desktop.width() &&
           rect.height() <= MaxDesktopMultiple * desktop.height();
}

bool restoreGeometry(QMainWindow *window, const QByteArray &saved)
{
    const QRect before = window->geometry();
    const Qt::WindowStates stateBefore = window->windowState();
    if (window->restoreGeometry(saved) && fitsScreens(window->normalGeometry()) &&
        fitsScreens(window->geometry()))
        return true;
    window->setWindowState(stateBefore);
    window->setGeometry(before);
    return false;
}

bool restoreState(QMainWindow *window, const QByteArray &saved, int version)
{
    const QByteArray before = window->saveState(version);
    if (!window->restoreState(saved, version))
        return false;
    const QList<QDockWidget *> docks =
        window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
    const bool fits = std::all_of(docks.begin(), docks.end(), [](const QDockWidget *dock) {
        return !dock->isFloating() || fitsScreens(dock->geometry());
    });
    if (fits)
        return true;
    window->restoreState(before, version);
    return false;
}

} // namespace cw::SavedWindowLayout
