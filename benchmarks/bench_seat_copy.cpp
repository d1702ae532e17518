// A seat's copy (docs/seat-copy.md), per registered game on the built-in course of its kind whose
// copies are largest, with the game's most seats: the copy's size (counter copy_bytes) and the
// time to make one (clone, resample from the seat's view, save) and to load one (every check of
// GameState::load), each over positions of a seeded game mixing Easy's and random moves.
// Repetitions give the median and p95 of the mean time an iteration takes (goal: under 4 KB, under
// 20 µs each way).
#include "ai/AiFactory.h"
#include "core/GameRegistry.h"
#include "core/GameState.h"
#include "core/SeatCopy.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <benchmark/benchmark.h>

#include <algorithm>

using namespace cw;

namespace {

constexpr int Positions = 64; // positions of the game each timing runs over

QJsonObject readCourse(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject{};
}

std::unique_ptr<Game> gameOn(const GameInfo &info, const QJsonObject &course, std::uint64_t seed)
{
    for (int seats = info.maxSeats; seats >= info.minSeats; --seats) {
        GameSetup setup;
        setup.gameId = info.id;
        setup.course = course;
        for (int seat = 0; seat < seats; ++seat)
            setup.seats.append(SeatConfig{QStringLiteral("Seat %1").arg(seat + 1),
                                          defaultSeatColour(seat), Controller::AiEasy});
        setup.seed = seed;
        QString error;
        if (auto game = GameRegistry::create(setup, &error))
            return game;
    }
    return nullptr;
}

// Positions of one seeded game, Easy's and random moves mixed, up to Positions of them.
std::vector<std::unique_ptr<Game>> positionsOf(const GameInfo &info, const QJsonObject &course)
{
    std::vector<std::unique_ptr<Game>> out;
    auto game = gameOn(info, course, 51);
    if (!game)
        return out;
    const auto easy = makeAiPlayer(info.id, Controller::AiEasy);
    Rng rng(51);
    ActionList actions;
    while (!game->isOver() && int(out.size()) < Positions) {
        out.push_back(game->clone());
        for (int move = 0; move < 3 && !game->isOver(); ++move) {
            game->legalActions(actions);
            game->apply(rng.below(2) == 0 ? easy->choose(*game, rng.next())
                                          : actions[rng.below(std::uint32_t(actions.size()))]);
        }
    }
    return out;
}

// The built-in course of the game's kind whose copies are largest (the table for Line cards).
QJsonObject largestBuiltInCourse(const GameInfo &info)
{
    if (info.defaultCourse.isEmpty())
        return {};
    const QJsonValue kind = readCourse(info.defaultCourse).value(QStringLiteral("kind"));
    QJsonObject best;
    qsizetype bestSize = -1;
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QJsonObject course = readCourse(dir.filePath(name));
        if (course.value(QStringLiteral("kind")) != kind)
            continue;
        auto game = gameOn(info, course, 1);
        if (!game)
            continue;
        const qsizetype size = GameState::save(*game).size();
        if (size > bestSize) {
            bestSize = size;
            best = course;
        }
    }
    return best;
}

double p95(const std::vector<double> &values)
{
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    return sorted[std::min(sorted.size() - 1, std::size_t(double(sorted.size()) * 0.95))];
}

struct Fixture {
    std::vector<std::unique_ptr<Game>> positions;
    std::unique_ptr<Game> context;
    std::vector<QByteArray> copies; // one per position, seat to act's (seat 0 once over)
};

Fixture fixtureFor(const QString &gameId)
{
    Fixture fixture;
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info)
        return fixture;
    const QJsonObject course = largestBuiltInCourse(*info);
    fixture.positions = positionsOf(*info, course);
    if (fixture.positions.empty())
        return fixture;
    fixture.context = gameOn(*info, course, 2);
    Rng session(7);
    for (const auto &position : fixture.positions)
        fixture.copies.push_back(
            makeSeatCopy(*position, std::max(0, position->currentSeat()), session));
    return fixture;
}

void BM_MakeSeatCopy(benchmark::State &state, const QString &gameId)
{
    const Fixture fixture = fixtureFor(gameId);
    if (fixture.positions.empty()) {
        state.SkipWithError("no positions");
        return;
    }
    Rng session(9);
    std::size_t i = 0;
    qsizetype largest = 0;
    for (auto _ : state) {
        const Game &game = *fixture.positions[i];
        const QByteArray copy = makeSeatCopy(game, std::max(0, game.currentSeat()), session);
        largest = std::max(largest, copy.size());
        benchmark::DoNotOptimize(copy.data());
        i = (i + 1) % fixture.positions.size();
    }
    state.counters["copy_bytes"] = double(largest);
}

void BM_LoadSeatCopy(benchmark::State &state, const QString &gameId)
{
    const Fixture fixture = fixtureFor(gameId);
    if (fixture.positions.empty() || !fixture.context) {
        state.SkipWithError("no positions");
        return;
    }
    std::size_t i = 0;
    for (auto _ : state) {
        QString error;
        auto loaded = loadSeatCopy(*fixture.context, fixture.copies[i], &error);
        if (!loaded) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        benchmark::DoNotOptimize(loaded.get());
        i = (i + 1) % fixture.copies.size();
    }
    qsizetype largest = 0;
    for (const QByteArray &copy : fixture.copies)
        largest = std::max(largest, copy.size());
    state.counters["copy_bytes"] = double(largest);
}

} // namespace

#define CW_SEAT_COPY_BENCHMARKS(game)                                                              \
    BENCHMARK_CAPTURE(BM_MakeSeatCopy, game, QStringLiteral(#game))                                \
        ->Unit(benchmark::kMicrosecond)                                                            \
        ->Repetitions(20)                                                                          \
        ->ComputeStatistics("p95", p95)                                                            \
        ->ReportAggregatesOnly(true);                                                              \
    BENCHMARK_CAPTURE(BM_LoadSeatCopy, game, QStringLiteral(#game))                                \
        ->Unit(benchmark::kMicrosecond)                                                            \
        ->Repetitions(20)                                                                          \
        ->ComputeStatistics("p95", p95)                                                            \
        ->ReportAggregatesOnly(true)

CW_SEAT_COPY_BENCHMARKS(rowing);
CW_SEAT_COPY_BENCHMARKS(salmon);
CW_SEAT_COPY_BENCHMARKS(linecards);
CW_SEAT_COPY_BENCHMARKS(niagara);
CW_SEAT_COPY_BENCHMARKS(visions);

BENCHMARK_MAIN();
