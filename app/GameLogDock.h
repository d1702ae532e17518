#pragma once

#include <QDockWidget>
#include <QStringList>

class QPlainTextEdit;

namespace cw {

class GameSession;
class MadeUpStart;

// The game log: every sentence the live game reports, under a heading for the round its move was
// played in, numbered within it ("3.2  Anna plays 3 + 2 and moves to space 14"). A loaded game's
// history is rebuilt by replaying its record, since the session reports only what happens after
// loading. Empty while the session shows a made-up start (MadeUpStart).
class GameLogDock : public QDockWidget {
    Q_OBJECT
public:
    // `session` and `madeUp` are the window's (not owned).
    GameLogDock(GameSession *session, const MadeUpStart *madeUp, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    // A new or loaded game: a loaded one is rewritten, a new one's opening lines are on their way.
    void restart();
    // Writes the whole log again from the record (a loaded game, another language).
    void rewrite();
    void append(const QStringList &lines);
    void write(const QStringList &lines, int round);
    void retranslate();
    // The round of the position the seat lens shows (SeatLens::position), 0 without a game.
    int shownRound() const;

    GameSession *m_session;      // not owned
    const MadeUpStart *m_madeUp; // not owned
    QPlainTextEdit *m_text;
    int m_round = -1;    // round of the last heading written
    int m_entry = 0;     // entries written in that round
    int m_liveRound = 0; // the live position's round (the lens's copy) before the next lines
};

} // namespace cw
