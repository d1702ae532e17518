#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace cw {

// The menu bar of the main window (Game, Course, View, Settings, Help): its menus and actions,
// named (objectName) so tests and scripts find them, and retitled on a language change by
// retranslate(). The window connects the actions to what they do.
class MainMenus : public QObject {
    Q_OBJECT
public:
    explicit MainMenus(QMainWindow *window);

    void retranslate();
    // Adds one dock's toggle action to the View menu, above Reset Layout.
    void addDockToggle(QAction *toggle);

    QMenu *game, *course, *view, *settings, *language, *aiPace, *help;
    QAction *newGame, *openGame, *saveGame, *saveGameAs, *printGameKit, *quit;
    QAction *hostOnline, *joinOnline, *leaveOnline, *rematch; // online play (issue 53)
    QAction *takeBack, *restart, *skipToMyTurn, *hint, *review;
    QAction *courseEditor, *editCurrentCourse;
    QAction *readPosition, *resetLayout;
    QAction *rules, *editorGuide, *about;
    QActionGroup *languages; // one checkable action per language, data = code
    QActionGroup *paces;     // one checkable action per AI pace, data = aiPaceKey()

private:
    QAction *m_dockTogglesEnd; // the separator between the dock toggles and Reset Layout
};

} // namespace cw
