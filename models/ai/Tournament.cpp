#include "Tournament.h"

#include "AiFactory.h"
#include "core/GameRegistry.h"
#include "core/StartPositions.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <condition_variable>
#include <memory>
#include <mutex>

namespace cw {

namespace {

// splitmix64's finaliser: a bijection that spreads every input bit over the whole output.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t combine(std::uint64_t a, std::uint64_t b)
{
    return mix(a ^ mix(b));
}

std::uint64_t gameKey(std::uint64_t tournamentSeed, int game)
{
    return combine(tournamentSeed, std::uint64_t(game));
}

} // namespace

Tournament::Tournament(TournamentConfig config) : m_config(std::move(config)) {}

// Index 0 is the setup; decisions use move + 1, so no decision shares the setup's seed.
std::uint64_t Tournament::setupSeed(std::uint64_t tournamentSeed, int game)
{
    return combine(gameKey(tournamentSeed, game), 0);
}

std::uint64_t Tournament::decisionSeed(std::uint64_t tournamentSeed, int game, int move)
{
    return combine(gameKey(tournamentSeed, game), std::uint64_t(move) + 1);
}

GameSetup Tournament::setupFor(int game) const
{
    GameSetup setup;
    setup.gameId = m_config.gameId;
    setup.courseSource = m_config.courseSource;
    setup.course = m_config.course;
    setup.seed = setupSeed(m_config.seed, game);
    const int seats = int(m_config.players.size());
    for (int seat = 0; seat < seats; ++seat)
        setup.seats.append(SeatConfig{QString(), defaultSeatColour(seat), Controller::AiEasy});
    for (int player = 0; player < seats; ++player) {
        SeatConfig &seat = setup.seats[seatOf(player, game, seats)];
        seat.controller = m_config.players[player];
        seat.name = tr("Player %1 (%2)").arg(player + 1).arg(controllerKey(seat.controller));
    }
    if (m_config.rotateStarts) {
        std::vector<int> starts;
        for (int seat = 0; seat < seats; ++seat)
            starts.push_back(startOf(seat, game, seats));
        setup.options.insert(StartPositions::key(), StartPositions::toJson(starts));
    }
    return setup;
}

Tournament::Outcome Tournament::playGame(int game, std::vector<int> *ranks, QString *error) const
{
    const GameSetup setup = setupFor(game);
    std::unique_ptr<Game> state = GameRegistry::create(setup, error);
    if (!state)
        return Outcome::Failed;
    // One AI object per seat, made here: AiPlayer is thread-safe only for distinct objects.
    if (m_config.finished)
        state->setRecordLog(true);
    std::vector<std::unique_ptr<AiPlayer>> ai;
    for (const SeatConfig &seat : setup.seats)
        ai.push_back(makeAiPlayer(setup.gameId, seat.controller));
    GameRecord record{setup, {}};

    while (!state->isOver()) {
        if (stopRequested())
            return Outcome::Stopped;
        if (state->moveNumber() >= m_maxGameLength) {
            if (m_config.finished)
                m_config.finished(game, *state);
            return Outcome::Unfinished;
        }
        const int seat = state->currentSeat();
        const int move = state->moveNumber();
        const Action action =
            ai[std::size_t(seat)]->choose(*state, decisionSeed(m_config.seed, game, move));
        // apply() requires a legal action; an AI that breaks its contract fails the tournament
        // instead of corrupting the game.
        if (!state->isLegal(action)) {
            *error = tr("game %1, move %2: the %3 AI in seat %4 chose the illegal action %5")
                         .arg(game + 1)
                         .arg(move + 1)
                         .arg(controllerKey(setup.seats[seat].controller))
                         .arg(seat + 1)
                         .arg(action);
            return Outcome::Failed;
        }
        state->apply(action);
        if (m_config.recorded)
            record.actions.push_back(action);
    }

    if (m_config.finished)
        m_config.finished(game, *state);
    if (m_config.recorded)
        m_config.recorded(game, record);
    const std::vector<int> seatRanks = state->ranks();
    const int seats = int(m_config.players.size());
    ranks->assign(std::size_t(seats), 0);
    for (int player = 0; player < seats; ++player)
        (*ranks)[std::size_t(player)] = seatRanks[std::size_t(seatOf(player, game, seats))];
    return Outcome::Finished;
}

bool Tournament::checkConfig(QString *error) const
{
    const GameInfo *info = GameRegistry::find(m_config.gameId);
    if (!info) {
        *error = tr("game: unknown game \"%1\"").arg(m_config.gameId);
        return false;
    }
    if (info->maxGameLength <= 0) {
        *error = tr("game: %1 declares no maximum game length").arg(info->displayName.text());
        return false;
    }
    const int seats = int(m_config.players.size());
    if (seats < info->minSeats || seats > info->maxSeats) {
        *error = tr("seats: %1 needs %2 to %3 seats, found %4")
                     .arg(info->displayName.text())
                     .arg(info->minSeats)
                     .arg(info->maxSeats)
                     .arg(seats);
        return false;
    }
    for (int player = 0; player < seats; ++player) {
        if (!makeAiPlayer(m_config.gameId, m_config.players[player])) {
            *error = tr("seats[%1]: \"%2\" is not an AI level of %3")
                         .arg(player)
                         .arg(controllerKey(m_config.players[player]), info->displayName.text());
            return false;
        }
    }
    if (m_config.games < 0) {
        *error = tr("games: must not be negative, found %1").arg(m_config.games);
        return false;
    }
    // Builds game 0 once, so a course that does not parse or holds too few lanes is reported
    // before any thread starts.
    return GameRegistry::create(setupFor(0), error) != nullptr;
}

std::vector<Tournament::Outcome> Tournament::playAll(const Progress &progress,
                                                     std::vector<std::vector<int>> *ranks,
                                                     QString *failure)
{
    const int total = m_config.games;
    const int threads = m_config.threads > 0 ? m_config.threads : QThread::idealThreadCount();
    const int workers = std::max(1, std::min(threads, total));

    // Shared between the workers and this thread, guarded by `mutex`.
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<Outcome> outcomes(static_cast<std::size_t>(total), Outcome::Stopped);
    ranks->assign(static_cast<std::size_t>(total), {});
    int finished = 0; // finished or unfinished
    int workersDone = 0;
    std::atomic<int> nextGame{0};

    auto worker = [&] {
        for (int game = nextGame.fetch_add(1); game < total && !stopRequested();
             game = nextGame.fetch_add(1)) {
            std::vector<int> gameRanks;
            QString gameError;
            const Outcome outcome = playGame(game, &gameRanks, &gameError);
            const std::lock_guard lock(mutex);
            if (outcome == Outcome::Finished || outcome == Outcome::Unfinished) {
                outcomes[std::size_t(game)] = outcome;
                (*ranks)[std::size_t(game)] = std::move(gameRanks);
                ++finished;
            } else if (outcome == Outcome::Failed && !m_failed.exchange(true)) {
                *failure = gameError;
            }
            changed.notify_all();
        }
        const std::lock_guard lock(mutex);
        ++workersDone;
        changed.notify_all();
    };

    QThreadPool pool;
    pool.setMaxThreadCount(workers);
    for (int i = 0; i < workers; ++i)
        pool.start(worker);

    // Progress is reported from this thread, never from a worker, so callers need no locking.
    {
        std::unique_lock lock(mutex);
        int reported = 0;
        while (workersDone < workers || reported < finished) {
            changed.wait(lock, [&] { return reported < finished || workersDone == workers; });
            while (reported < finished) {
                const int count = ++reported;
                if (progress) {
                    lock.unlock();
                    progress(count, total);
                    lock.lock();
                }
            }
        }
    }
    pool.waitForDone();
    return outcomes;
}

std::optional<TournamentResult> Tournament::run(const Progress &progress, QString *error)
{
    if (!checkConfig(error))
        return std::nullopt;
    m_maxGameLength = GameRegistry::find(m_config.gameId)->maxGameLength;
    QString failure;
    TournamentResult result;
    result.maxGameLength = m_maxGameLength;
    const std::vector<Outcome> outcomes = playAll(progress, &result.ranks, &failure);
    if (m_failed.load()) {
        *error = failure;
        return std::nullopt;
    }

    // Totals are summed in game order, so they do not depend on which thread played what.
    for (Controller ai : m_config.players)
        result.standings.push_back(TournamentStanding{ai, 0, 0, 0});
    for (std::size_t game = 0; game < outcomes.size(); ++game) {
        if (outcomes[game] == Outcome::Unfinished)
            result.unfinished.push_back(int(game));
        if (outcomes[game] == Outcome::Stopped)
            result.cancelled = true;
        if (outcomes[game] != Outcome::Finished)
            continue;
        const std::vector<int> &gameRanks = result.ranks[game];
        for (std::size_t player = 0; player < gameRanks.size(); ++player) {
            TournamentStanding &standing = result.standings[player];
            ++standing.games;
            standing.rankSum += gameRanks[player];
            if (gameRanks[player] == 1)
                ++standing.wins;
        }
    }
    return result;
}

} // namespace cw
