#pragma once

#include <QList>
#include <QSize>
#include <QString>

#include <functional>

class QDockWidget;
class QMainWindow;

namespace cw {

// The dock layout of a main window, saved or default: the application window and the course
// editor share it. The window's geometry is restored at construction when it fits the screens
// (else the window opens at its preferred size, fitted to the screen); the dock state is restored
// on the first show, once the window has its size (restored earlier, Qt fits the saved dock sizes
// to a window not yet laid out and loses them); both are saved on close; View > Reset Layout puts
// every dock back docked, shown, in its place and at its size.
//
// The window says where its docks go (`place`, QMainWindow::addDockWidget and tabifyDockWidget)
// and how big they are (`size`, QMainWindow::resizeDocks, called after `place` on a window that
// has its size). The settings are "<prefix>/geometry" and "<prefix>/state"; a state saved under
// another `stateVersion` is not restored. `window` owns its DockLayout, which must not outlive it.
class DockLayout {
public:
    DockLayout(QMainWindow *window, const QString &settingsPrefix, int stateVersion,
               QList<QDockWidget *> docks, std::function<void()> place, std::function<void()> size);

    // The docks, in the order their View menu toggles are listed.
    const QList<QDockWidget *> &docks() const { return m_docks; }

    // Docks every dock in its default place (`place`); call once in the window's constructor.
    void placeDocks() const;
    // Restores the saved geometry when it fits the screens, else resizes the window to
    // `preferred` fitted to its screen; call in the window's constructor.
    void restoreGeometry(QSize preferred) const;

    // Whether settle() ran: the saved or default layout is in place and worth saving.
    bool isSettled() const { return m_settled; }
    // On the first show (call from showEvent while !isSettled()): restores the saved dock state
    // and returns true when it restores, every floating dock fits the screens and `accept`
    // (when given) accepts the result; otherwise the docks stay as they were and false is
    // returned, and the caller applies its default layout (reset()).
    bool settle(const std::function<bool()> &accept = {});
    // Saves geometry and dock state; does nothing for a window never shown (nothing settled).
    void save() const;
    // The default layout: every dock docked and shown, placed, then sized.
    void reset() const;

private:
    QMainWindow *m_window;
    QString m_geometryKey;
    QString m_stateKey;
    int m_stateVersion;
    QList<QDockWidget *> m_docks;
    std::function<void()> m_place;
    std::function<void()> m_size;
    bool m_settled = false;
};

} // namespace cw
