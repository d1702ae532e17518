#pragma once

#include "ai/MoveAdvice.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>

namespace cw {

class GameSession;

// The coach's hint in the app (issue 35): asked for on a person's turn, what the Hard AI would
// play now for that seat and the next best moves, in the search's order of preference (without
// a percentage: measured against outcomes the search's estimate is not a chance of winning).
// Computed on a worker thread (the GUI never waits) from the seat's own view only (adviseMove),
// with the seed the session's AI would use at this move; cancel() stops it. Any change of the
// position (a move, browsing, a new game) drops the hint and stops its search.
//
// Practice (New Game's option): the hint is asked for by itself before each decision of a person,
// so the board previews it without H. Only with one human seat: with several sharing the device,
// the hint of the next one would show in the Coach dock before the device is passed, revealing
// what that seat holds; there each player still asks with H.
class MoveHint : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool available READ isAvailable NOTIFY changed)
    Q_PROPERTY(bool thinking READ isThinking NOTIFY changed)
    Q_PROPERTY(QStringList lines READ lines NOTIFY changed)
    Q_PROPERTY(bool practice READ practice WRITE setPractice NOTIFY changed)

public:
    explicit MoveHint(GameSession *session, QObject *parent = nullptr);
    ~MoveHint() override;

    // A hint can be asked for: a person is to act in the live position.
    bool isAvailable() const;
    bool isThinking() const { return m_thinking; }
    // The hint for the position shown, best first; empty until one is ready.
    const MoveAdvice &advice() const { return m_advice; }
    // The hint in words, one move a line, best first: "Play 3 + 2".
    QStringList lines() const;

    Q_INVOKABLE void request();
    Q_INVOKABLE void cancel();
    // Plays the hint's best move for the person to act; false when there is none to play.
    Q_INVOKABLE bool playBest();

    bool practice() const { return m_practice; }
    // Turns practice on or off; on, asks at once when a person is to act.
    void setPractice(bool on);

signals:
    void changed();
    // A search's worker has ended and its answer was taken (changed() came first) or, cancelled
    // or asked about a position that has moved on, dropped: nothing of that search can change
    // the hint after this. Not emitted for a search replaced by a newer one before it ended.
    void searchEnded();

private:
    void drop(); // the position moved on: forget the hint, stop its search
    void onFinished();
    void askForPractice(); // practice: request() when a lone human seat is to act

    GameSession *m_session; // not owned
    QFutureWatcher<MoveAdvice> m_search;
    std::shared_ptr<std::atomic<bool>> m_stop; // the running search's, shared with its thread
    quint64 m_generation = 0;                  // bumped whenever a search's answer goes stale
    quint64 m_searchGeneration = 0;            // m_generation when the running search began
    bool m_thinking = false;
    bool m_practice = false;
    MoveAdvice m_advice;
};

} // namespace cw
