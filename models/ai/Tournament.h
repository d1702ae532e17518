#pragma once

#include "core/Game.h"
#include "core/GameRecord.h"
#include "core/GameSetup.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace cw {

// What to play: a number of AI-only games of one game on one course. The listed players are the
// seats, one AI level each; they change seats from game to game (game g puts listed player p in
// seat (p + g) mod n), so no level keeps the lane or turn-order advantage of one seat.
struct TournamentConfig {
    QString gameId;            // "rowing"
    QString courseSource;      // informative, copied into each game's setup
    QJsonObject course;        // the course, as a course file holds it
    QList<Controller> players; // AI levels only (no Controller::Human)
    int games = 100;
    std::uint64_t seed = 1;
    int threads = 0; // worker threads; 0 = QThread::idealThreadCount()
    // Called on a worker thread after each game that ends by the rules or is stopped at the
    // game's maximum length (then state.isOver() is false), with the game's index and its last
    // state, which then records its log and lab events (Game::setRecordLog(true) from the first
    // move): the course lab reads them there. Must be thread-safe; null: nothing is recorded.
    std::function<void(int game, Game &state)> finished;
    // Called on a worker thread after each finished game with its record (its setup and every
    // action), which replays it: `--save` writes it. Must be thread-safe; null: nothing is kept.
    std::function<void(int game, const GameRecord &record)> recorded;
    // Whether the setup also assigns start positions (GameInfo::startsInSetup), rotating them
    // apart from the seats (startOf): the course lab tells the two effects apart so.
    bool rotateStarts = false;
};

// How one listed player did over the games played.
struct TournamentStanding {
    Controller ai = Controller::AiEasy;
    int games = 0;
    int wins = 0; // games finished at rank 1 (a shared first place counts as a win)
    int rankSum = 0;
    double meanRank() const { return games > 0 ? double(rankSum) / games : 0.0; }
};

struct TournamentResult {
    std::vector<TournamentStanding> standings; // in the order of config.players
    // ranks[g][p]: the rank listed player p finished game g with; ranks[g] is empty for a game
    // that cancel() stopped or that reached the maximum length.
    std::vector<std::vector<int>> ranks;
    // The games stopped unfinished when they reached the game's maximum length
    // (GameInfo::maxGameLength actions), in game order: they have no ranks and count in no
    // standing.
    std::vector<int> unfinished;
    int maxGameLength = 0;  // the maximum they reached
    bool cancelled = false; // the standings then cover only the games played before cancel()
};

// Plays the games of a TournamentConfig on a private thread pool. The result depends only on the
// config minus `threads`: each game's setup seed and each AI decision's seed are derived from the
// tournament seed, the game index and the move number, never from scheduling.
class Tournament {
    Q_DECLARE_TR_FUNCTIONS(cw::Tournament)

public:
    // Called on the thread that runs run(), once after each game played (finished, or stopped at
    // the maximum length), in no particular game order: games played so far, and games in all.
    using Progress = std::function<void(int finished, int total)>;

    explicit Tournament(TournamentConfig config);

    // Blocks until every game is played or cancel() is called; may run on any thread (the app runs
    // it off the GUI thread). A game that reaches the game's maximum length (GameInfo::
    // maxGameLength actions) without ending is stopped and reported unfinished, so a game whose AI
    // cannot end it never hangs the run. Returns nullopt and sets *error ("<field>: <reason>")
    // when the config is unusable (unknown game, one that declares no maximum length, a course
    // that does not parse, a human or unknown AI level, more seats than the course holds) or an
    // AI chooses an illegal action.
    std::optional<TournamentResult> run(const Progress &progress, QString *error);

    // Thread-safe; may come before run() starts. Games in progress stop at their next move and
    // run() returns the games finished so far. A Tournament runs once.
    void cancel() { m_cancelled.store(true); }

    // The seat listed player `player` sits in during game `game` of a tournament of `seats` seats.
    static int seatOf(int player, int game, int seats) { return (player + game) % seats; }
    // The start position of seat `seat` in game `game` when starts rotate: it moves on once every
    // `seats` games, so that over seats² games every seat has every start equally often.
    static int startOf(int seat, int game, int seats) { return (seat + game / seats) % seats; }
    // The seeds of game `game`: for its setup, and for the AI decision at move `move`.
    static std::uint64_t setupSeed(std::uint64_t tournamentSeed, int game);
    static std::uint64_t decisionSeed(std::uint64_t tournamentSeed, int game, int move);

private:
    enum class Outcome { Finished, Unfinished, Stopped, Failed };
    // Plays game `game` to its end and fills *ranks by listed player. Unfinished when it reached
    // the maximum length; Stopped when cancel() was called or another game failed; Failed with
    // *error when an AI chose an illegal action.
    Outcome playGame(int game, std::vector<int> *ranks, QString *error) const;
    GameSetup setupFor(int game) const;
    // Whether run() can start; false with *error ("<field>: <reason>") otherwise.
    bool checkConfig(QString *error) const;
    // Plays every game on the pool, reporting progress; the outcome of each game (Stopped for
    // one cancelled or stopped by another game's failure, which sets *failure) and the ranks of
    // the finished ones.
    std::vector<Outcome> playAll(const Progress &progress, std::vector<std::vector<int>> *ranks,
                                 QString *failure);
    bool stopRequested() const { return m_cancelled.load() || m_failed.load(); }

    TournamentConfig m_config;
    int m_maxGameLength = 0; // the game's (GameInfo::maxGameLength), set by run()
    std::atomic<bool> m_cancelled{false};
    std::atomic<bool> m_failed{false};
};

} // namespace cw
