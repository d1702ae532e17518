#pragma once

#include <QDockWidget>

class QAction;
class QLabel;
class QListWidget;
class QPushButton;

namespace cw {

class GameSession;
class MoveHint;

// The coach at a person's side (issue 35): on their turn, Hint (H, the Game menu's action) asks
// what the Hard AI would play now from what that person can see; the dock lists that move and
// the next best two with their estimated chances of winning, can cancel the search, and can play
// the best move. It answers only the seat the window shows (SeatLens): behind the privacy screen
// it waits.
class CoachDock : public QDockWidget {
    Q_OBJECT
public:
    // `hintAction` (the Game menu's Hint) is enabled and triggered through this dock.
    CoachDock(GameSession *session, QAction *hintAction, QWidget *parent = nullptr);

    MoveHint *hint() const { return m_hint; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void ask();
    void refresh();
    void retranslate();

    GameSession *m_session; // not owned
    MoveHint *m_hint;
    QAction *m_hintAction; // not owned
    QLabel *m_status;
    QListWidget *m_moves;
    QPushButton *m_ask;
    QPushButton *m_cancel;
    QPushButton *m_play;
};

} // namespace cw
