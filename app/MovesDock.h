#pragma once

#include <QDockWidget>

class QListWidget;
class QPushButton;

namespace cw {

class GameSession;
class MadeUpStart;

// The moves of the game, named in the position they were played in ("12. Anna: Play 3 + 2"), as
// the seat the window shows knows them (SeatLens: another seat's secret reads "Choose a card face
// down" until it is revealed).
// Row 0 is the start; selecting row k shows the position after k moves (GameSession browses);
// "Back to live" returns to the latest position. Empty while the session shows a made-up start
// (MadeUpStart).
class MovesDock : public QDockWidget {
    Q_OBJECT
public:
    // `session` and `madeUp` are the window's (not owned).
    MovesDock(GameSession *session, const MadeUpStart *madeUp, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void restart();
    void sync();
    void retranslate();

    GameSession *m_session;      // not owned
    const MadeUpStart *m_madeUp; // not owned
    QListWidget *m_list;
    QPushButton *m_live;
    bool m_syncing = false; // true while sync() moves the selection (not a user browse)
};

} // namespace cw
