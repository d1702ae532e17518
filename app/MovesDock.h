#pragma once

#include "core/Game.h"

#include <QDockWidget>
#include <QStringList>

#include <memory>

class QListWidget;
class QPushButton;

namespace cw {

class GameSession;

// The moves of the game, named in the position they were played in ("12. Anna: Play 3 + 2").
// Row 0 is the start; selecting row k shows the position after k moves (GameSession browses);
// "Back to live" returns to the latest position.
class MovesDock : public QDockWidget {
    Q_OBJECT
public:
    MovesDock(GameSession *session, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void restart();
    void sync();
    void retranslate();

    GameSession *m_session; // not owned
    QListWidget *m_list;
    QPushButton *m_live;
    // A private replay kept at m_names.size() moves, so each new move is named in O(1).
    std::unique_ptr<Game> m_cursor;
    QStringList m_names;
    bool m_syncing = false; // true while sync() moves the selection (not a user browse)
};

} // namespace cw
