#include "DockLayout.h"

#include "FitOnScreen.h"
#include "SavedWindowLayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>

#include <utility>

namespace cw {

DockLayout::DockLayout(QMainWindow *window, const QString &settingsPrefix, int stateVersion,
                       QList<QDockWidget *> docks, std::function<void()> place,
                       std::function<void()> size)
    : m_window(window), m_geometryKey(settingsPrefix + QStringLiteral("/geometry")),
      m_stateKey(settingsPrefix + QStringLiteral("/state")), m_stateVersion(stateVersion),
      m_docks(std::move(docks)), m_place(std::move(place)), m_size(std::move(size))
{
}

void DockLayout::placeDocks() const
{
    m_place();
}

void DockLayout::restoreGeometry(QSize preferred) const
{
    // A saved geometry that does not fit the screens (damaged settings) gives way to the default.
    if (!SavedWindowLayout::restoreGeometry(m_window,
                                            QSettings().value(m_geometryKey).toByteArray()))
        m_window->resize(fitOnScreen(m_window, preferred));
}

bool DockLayout::settle(const std::function<bool()> &accept)
{
    m_settled = true;
    // A saved layout wins; one that does not restore (none yet, another version, damaged, a
    // floating dock off the screens) or that the window refuses leaves the default to the caller.
    return SavedWindowLayout::restoreState(m_window, QSettings().value(m_stateKey).toByteArray(),
                                           m_stateVersion) &&
           (!accept || accept());
}

void DockLayout::save() const
{
    if (!m_settled)
        return;
    QSettings settings;
    settings.setValue(m_geometryKey, m_window->saveGeometry());
    settings.setValue(m_stateKey, m_window->saveState(m_stateVersion));
}

void DockLayout::reset() const
{
    for (QDockWidget *dock : m_docks) {
        dock->setFloating(false);
        dock->show();
    }
    m_place();
    m_size();
}

} // namespace cw
