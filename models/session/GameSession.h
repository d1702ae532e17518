#pragma once

#include "OnlinePosition.h"
#include "core/Game.h"
#include "core/GameRecord.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <memory>

class QTimer;

namespace cw {

class OnlinePlay;
class SeatLens;

// One game being played or browsed in the app: the record, the live position, and the AI seats
// taking their turns. Owned by the main window; the QML board models and the docks observe it.
//
// AI turns are computed on a worker thread (the GUI never waits) and applied no sooner than
// aiDelayMs after the turn started, so a person can follow them (skipToHumanTurn() drops the
// pause). A human seat acts through submit(). While browsing an earlier move
// (viewedMove() < moveCount()) the live game pauses.
//
// Online (beginOnline(), docs/play/online.md) the host runs the game: the session shows the
// positions the host sends its seat (showOnlinePosition()), a decision goes to the host
// (onlineActionChosen()) instead of being applied, and no AI runs here. Once over, finishOnline()
// makes it an ordinary finished game of the host's record.
class GameSession : public QObject {
    Q_OBJECT
    Q_PROPERTY(int moveCount READ moveCount NOTIFY positionChanged)
    Q_PROPERTY(int viewedMove READ viewedMove WRITE setViewedMove NOTIFY positionChanged)
    Q_PROPERTY(bool aiThinking READ aiThinking NOTIFY aiThinkingChanged)
    Q_PROPERTY(bool humanToAct READ humanToAct NOTIFY positionChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameStarted)
    Q_PROPERTY(bool browsing READ isBrowsing NOTIFY positionChanged)

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Starts a new game; false (and *error) when the setup is unusable.
    bool start(const GameSetup &setup, QString *error);
    // Loads a saved record; the position shown is its last move. Errors name file, field, reason.
    bool load(const QString &path, QString *error);
    // False (and *error) while online: the record is the host's until the game is over.
    bool save(const QString &path, QString *error);
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }

    bool hasGame() const { return m_live != nullptr; }
    // The game kind being played ("rowing"), empty before the first game.
    QString gameId() const { return m_record.setup.gameId; }
    // True while an earlier move is shown (the live game and its AI are paused).
    bool isBrowsing() const { return m_browsed != nullptr; }
    const GameRecord &record() const { return m_record; }
    // The seat the window shows and what it may know (SeatLens.h): every surface reads it.
    SeatLens *lens() const { return m_lens; }
    // The position on screen: the live game, or a replayed earlier one while browsing.
    const Game *shownGame() const;
    // The actions taken: the record's, or online the host's last position's.
    int moveCount() const;
    // The seed an AI decides with at `move` of this game: a function of the game's seed and the
    // move only, so a game against the AI (and the coach's hint) replays identically.
    std::uint64_t decisionSeed(int move) const;
    int viewedMove() const { return m_viewedMove; }
    void setViewedMove(int move);

    bool aiThinking() const { return m_thinking; }
    // True when the shown position is live, not over, and a human seat must act.
    bool humanToAct() const;
    // Applies a human action; ignored (returns false) unless humanToAct() and the action is legal.
    Q_INVOKABLE bool submit(int action);

    // Online play (docs/play/online.md). beginOnline() replaces the current game with one the
    // host runs: `context` is its game, course, options and seats (names, colours, controllers as
    // the lobby says; the seed does not matter), `seat` the one shown here (-1: a spectator).
    // Until the first position arrives the context's start position is shown and nobody acts.
    // False (and *error) when the context makes no game or the seat is not one of it.
    bool beginOnline(const GameSetup &context, int seat, QString *error);
    // Shows the host's position: loaded from its copy only (OnlinePlay::read checks every
    // field). Refused (false, *error naming the field, the position shown unchanged) when it does
    // not load, does not agree with itself, is for another seat or earlier than the one shown
    // (a rematch is a new game: beginOnline() again). The same move again (a resume) is shown
    // again, and ends any wait for the host.
    bool showOnlinePosition(const OnlinePosition &position, QString *error);
    // The host refused the action sent (onlineActionChosen): the seat may decide again.
    void onlineActionRefused();
    // Once the game is over, the session becomes an ordinary finished game of the host's
    // `record` (saved as a .cwgame, reviewed, browsed from its first move). Refused (false,
    // *error) when not online, not over, or the record does not replay to the position shown.
    bool finishOnline(const GameRecord &record, QString *error);
    // The same from the record a finished game's last position carries (OnlinePosition::record,
    // a GameRecord's JSON), read with every check a record file gets.
    bool finishOnline(const QJsonObject &record, QString *error);
    bool isOnline() const { return m_online != nullptr; }
    // Online, and the host's position shown (not only the start made from the context).
    bool showsHostPosition() const;
    // The seat shown online (-1: a spectator, or not online).
    int onlineSeat() const;
    // Online: the seat has chosen and waits for the host's next position.
    bool waitingForHost() const;
    // Online: the move list as the host names it for this seat (OnlinePosition::moves), else empty.
    const QList<OnlineMove> &onlineMoves() const;

    // Take back: returns to the latest position where a human seat was to decide, dropping that
    // decision and every move after it from the record (the record keeps only the moves that
    // stand). Against the AI this undoes the AI's replies together with the human's move. False
    // when no human decision is in the record. Any browsing ends.
    Q_INVOKABLE bool takeBack();
    // Whether takeBack() would do something. Never online: the host has stored every action
    // and shown it to the other seats (docs/play/online.md).
    bool canTakeBack() const { return !isOnline() && lastHumanDecision() >= 0; }
    // The same setup (course, seats, seed) from its first move; the file it came from stays.
    // Refused online (the host runs the game).
    bool restart(QString *error);
    // From the board's results screen: the window decides (asking about an unsaved game first).
    Q_INVOKABLE void requestPlayAgain() { emit playAgainRequested(); }
    Q_INVOKABLE void requestNewGame() { emit newGameRequested(); }
    Q_INVOKABLE void requestReview() { emit reviewRequested(); }

    // Deals again what `seat` (-1: every seat) cannot see in the live position
    // (Game::resampleHidden), the record unchanged, and emits positionChanged(). For the app-level
    // privacy suite (tests/gui/tst_app_privacy.cpp): nothing the window shows that seat may change.
    // Nothing online: the position is the host's.
    void dealHiddenAgain(int seat, std::uint64_t seed);

    // The interface language changed: emits languageChanged() and positionChanged() so that every
    // observer remakes the texts it made (narration, names, prompts, tables).
    void retranslate()
    {
        emit languageChanged();
        emit positionChanged();
    }
    // The narration written again from the record, in the current language: `step` gets the
    // opening lines, then each action's lines, with the round (the public view's "round", 0 in a
    // game without rounds) that was being played when they were written; the first `moves`
    // actions only when `moves` is not negative. Online: the lines the host sent with the
    // positions kept (its words, not written again), up to the position after `moves` actions.
    void replayNarration(const std::function<void(const QStringList &lines, int round)> &step,
                         int moves = -1) const;
    // The round `game` is playing: its public view's "round", 0 in a game without rounds.
    static int roundOf(const Game &game);

    // The AI's pace: at least this many milliseconds from the start of an AI move to its
    // appearing, so a person can follow (default 700; 0 in tests). A move is what people watch as
    // one (Game::continuesMove): the actions that continue it follow at once, so that a rider's
    // steps or a boat's turn appear together and secret choices are revealed together. The
    // search counts toward the pause: a decision that took longer appears as soon as it is made.
    void setAiDelayMs(int ms) { m_aiDelayMs = std::max(0, ms); }
    int aiDelayMs() const { return m_aiDelayMs; }
    // The least time before an AI's next action on `game` appears at that pace, the last action
    // having been `lastAction`, `lastSeat`'s (-1: none yet, or unknown after loading): 0 when it
    // continues the last move, else `aiDelayMs`. The session and the pace benchmark pace by it.
    static int paceBefore(const Game &game, int lastSeat, Action lastAction, int aiDelayMs)
    {
        return game.continuesMove(lastSeat, lastAction) ? 0 : aiDelayMs;
    }
    // Plays the AI seats without pause until a human seat is to act (or the game ends). Nothing
    // online: the host plays its AI seats.
    Q_INVOKABLE void skipToHumanTurn();
    bool isSkipping() const { return m_skipping; }

    // For the models that observe a session through a QML `session` property: points `current`
    // at `candidate` when it is a GameSession (else at none) and drops `observer`'s connections to
    // the old one. False when `candidate` already was the current session (nothing to do).
    static bool switchObserved(QPointer<GameSession> &current, QObject *candidate,
                               QObject *observer);

signals:
    void gameStarted();     // a new or loaded game replaced the previous one
    void positionChanged(); // the shown position changed (move, browse, new game)
    void logAppended(const QStringList &lines);
    void languageChanged(); // the narration already written is stale: replayNarration() remakes it
    void aiThinkingChanged(bool thinking);
    // An AI move begins: its first action appears no sooner than `ms` from now (the pace; the
    // search counts toward it). Once per move: not for the actions that continue it, nor while
    // skipping to the human's turn, nor at pace 0.
    void aiMovePaced(int ms);
    void modifiedChanged(bool modified);
    void gameOver();
    void playAgainRequested(); // the same course and seats again, a new deal
    void newGameRequested();   // the New Game dialog
    void reviewRequested();    // the coach's review of this game (Game > Review Game…)
    // Online: the seat chose `action` at `move` (the actions taken, as the host's position said),
    // for the host; the session waits for the next position (humanToAct() is false meanwhile).
    void onlineActionChosen(int move, int action);

private:
    // Starts `setup` from its first move, as saved at `path` (empty: not saved).
    bool begin(const GameSetup &setup, const QString &path, QString *error);
    // Replaces the current game (new or loaded) with `game`, the position after all of record's
    // actions, showing its last move; `online` when the host runs it (else a local game).
    void adopt(std::unique_ptr<Game> game, GameRecord record, const QString &path,
               std::unique_ptr<OnlinePlay> online = {});
    void setViewedOnlineMove(int move);
    void sendOnline(Action action); // submit() online: to the host, waiting for its answer
    void replayOnlineNarration(const std::function<void(const QStringList &lines, int round)> &step,
                               int moves) const;
    void advance(); // starts the next AI turn when one is due
    // The index in the record of the latest action a human seat chose, or -1.
    int lastHumanDecision() const;
    void applyLive(Action action);
    void onSearchFinished(quint64 generation);
    void onAiTimer();
    // Invalidates any AI search in flight (new game, load, browse) and clears aiThinking.
    void discardSearch();
    void setThinking(bool thinking);
    void setModified(bool modified);

    GameRecord m_record;
    std::unique_ptr<Game> m_live;
    std::unique_ptr<Game> m_browsed;      // replayed position while browsing, else null
    std::unique_ptr<OnlinePlay> m_online; // the host's game, while online
    int m_viewedMove = 0;
    bool m_thinking = false;
    bool m_modified = false;
    int m_aiDelayMs = 700;
    bool m_skipping = false;     // skipToHumanTurn(): no pause until a human acts
    QElapsedTimer m_aiTurnClock; // since the AI turn started, for the pace
    int m_aiTurnPaceMs = 0;      // paceBefore() when the AI turn started
    int m_lastSeat = -1;         // who took the last live action (-1: none since adopt())
    Action m_lastAction = -1;
    quint64 m_aiGeneration = 0; // discards results of AI searches started before a new game
    QString m_filePath;
    QTimer *m_aiTimer = nullptr;
    SeatLens *m_lens = nullptr; // a child, made first: it follows the session before any surface
    QFutureWatcher<Action> m_search; // the latest AI search; older ones finish unobserved
    quint64 m_searchGeneration = 0;  // m_aiGeneration when the watched search started
    Action m_aiAction = 0;           // the decided action waiting for m_aiTimer
};

} // namespace cw
