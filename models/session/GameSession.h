#pragma once

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

class SeatLens;

// One game being played or browsed in the app: the record, the live position, and the AI seats
// taking their turns. Owned by the main window; the QML board models and the docks observe it.
//
// AI turns are computed on a worker thread (the GUI never waits) and applied no sooner than
// aiDelayMs after the turn started, so a person can follow them (skipToHumanTurn() drops the
// pause). A human seat acts through submit(). While browsing an earlier move
// (viewedMove() < moveCount()) the live game pauses.
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
    int moveCount() const { return int(m_record.actions.size()); }
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

    // Take back: returns to the latest position where a human seat was to decide, dropping that
    // decision and every move after it from the record (the record keeps only the moves that
    // stand). Against the AI this undoes the AI's replies together with the human's move. False
    // when no human decision is in the record. Any browsing ends.
    Q_INVOKABLE bool takeBack();
    // Whether takeBack() would do something.
    bool canTakeBack() const { return lastHumanDecision() >= 0; }
    // The same setup (course, seats, seed) from its first move; the file it came from stays.
    bool restart(QString *error);
    // From the board's results screen: the window decides (asking about an unsaved game first).
    Q_INVOKABLE void requestPlayAgain() { emit playAgainRequested(); }
    Q_INVOKABLE void requestNewGame() { emit newGameRequested(); }
    Q_INVOKABLE void requestReview() { emit reviewRequested(); }

    // Deals again what `seat` (-1: every seat) cannot see in the live position
    // (Game::resampleHidden), the record unchanged, and emits positionChanged(). For the app-level
    // privacy suite (tests/gui/tst_app_privacy.cpp): nothing the window shows that seat may change.
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
    // actions only when `moves` is not negative.
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
    // Plays the AI seats without pause until a human seat is to act (or the game ends).
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

private:
    // Starts `setup` from its first move, as saved at `path` (empty: not saved).
    bool begin(const GameSetup &setup, const QString &path, QString *error);
    // Replaces the current game (new or loaded) with `game`, the position after all of record's
    // actions, showing its last move.
    void adopt(std::unique_ptr<Game> game, GameRecord record, const QString &path);
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
    std::unique_ptr<Game> m_browsed; // replayed position while browsing, else null
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
