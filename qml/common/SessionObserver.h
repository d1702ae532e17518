#pragma once

#include "core/Game.h"
#include "session/GameSession.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

// The session a QML view model follows through its `session` property, written once for every
// game's board models and turn controllers: it switches sessions (dropping the old one's
// connections), forwards the session's signals, keeps the latest lines of the game log, and
// answers what every board asks about the seats of the setup. A child of the model it serves.
class SessionObserver : public QObject {
    Q_OBJECT

public:
    static constexpr int RecentLogLines = 3;

    explicit SessionObserver(QObject *owner);

    cw::GameSession *session() const { return m_session; }
    // Follows `candidate` (null: none). False when it already followed it: nothing changed.
    bool follow(cw::GameSession *candidate);

    // The position shown, as the seat lens's copy for the seat shown (SeatLens::position(): what
    // the online host sends that seat, with the events every seat is told): a board reads
    // nothing of the live game. Null without a game; valid until the next positionChanged().
    const cw::Game *shownGame() const;
    // The same as the game's own type; null without a game or for another game's.
    template <class GameType>
    const GameType *shown() const
    {
        return dynamic_cast<const GameType *>(shownGame());
    }

    // The latest lines of the game log, oldest first (cleared when a game starts); while an
    // earlier move is shown, the lines that ended with it.
    QStringList recentLog() const { return m_recentLog; }

    // The course's name for people (a built-in course's in the interface language), empty
    // without a game or for a game played without a course.
    QString courseName() const;
    // The seat's name in the setup, or the game's default name for it ("Boat 3") when the
    // setup names none; empty for seat -1 or without a session.
    QString seatName(int seat) const;
    // The seat's colour in the setup ("#rrggbb"), grey for a seat the setup does not list.
    QString seatColour(int seat) const;
    // Who plays the seat, for people: "Human", "AI · easy"… (a seat the setup does not list is
    // an Easy AI's).
    QString controllerText(int seat) const;
    // How many seats a human plays.
    int humanSeatCount() const;
    // The first seat a human plays, or -1.
    int firstHumanSeat() const;

signals:
    void gameStarted(); // after the recent log was cleared
    // The shown position changed: a move, browsing, a new game, another seat shown or the
    // privacy screen raised (the seat lens's copy is another).
    void positionChanged();
    void aiThinkingChanged();
    void recentLogChanged();
    // The interface language changed: texts made once per game (a course's ruler, its name)
    // are stale. (The session's positionChanged() follows, for the texts made per position.)
    void languageChanged();

private:
    // Keeps the latest RecentLogLines of the log with `lines` added.
    void appendLog(const QStringList &lines);
    void narrateShownMove();

    QPointer<cw::GameSession> m_session;
    QStringList m_recentLog;
    int m_narratedMove = -1; // the earlier move whose narration the recent log shows, or -1
};
