#pragma once

#include <QAction>
#include <QKeySequence>
#include <QMenu>

namespace cw {

// Adds an action to `menu` with an objectName (tests and scripts find actions by it) and a
// shortcut; its text is set by the menu's retranslate(). For the app's and the editor's menus.
inline QAction *addNamedAction(QMenu *menu, const char *objectName,
                               const QKeySequence &shortcut = {})
{
    QAction *action = menu->addAction(QString());
    action->setObjectName(QLatin1String(objectName));
    action->setShortcut(shortcut);
    return action;
}

} // namespace cw
