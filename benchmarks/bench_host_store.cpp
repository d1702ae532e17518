// The host's store (models/host/HostStore.h, docs/protocol.md "Storage"): a group commit of N
// actions (one per game, as a busy host commits what arrived together), and a game's longest
// record (GameRecord::MaxActions) appended in groups of 1,000 and loaded back. Counters give the
// time per commit and per action; the database lives in a temporary folder (on the disk /tmp is
// on: its sync time is most of a commit's).
#include "host/HostStore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace cw;

namespace {

HostedGame hostedGame(const QString &code)
{
    HostedGame game;
    game.code = code;
    game.setup.gameId = QStringLiteral("rowing");
    QFile course(QStringLiteral(":/courses/rowing-standard.json"));
    course.open(QIODevice::ReadOnly);
    game.setup.course = QJsonDocument::fromJson(course.readAll()).object();
    for (int seat = 0; seat < 4; ++seat)
        game.setup.seats.append(
            {QStringLiteral("Seat %1").arg(seat + 1), defaultSeatColour(seat), Controller::Human});
    game.setup.seed = 1;
    return game;
}

// A group commit of state.range(0) actions, one for each of as many games.
void BM_GroupCommit(benchmark::State &state)
{
    QTemporaryDir dir;
    HostStore store;
    QString error;
    if (!store.open(dir.path(), &error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    const int games = int(state.range(0));
    for (int i = 0; i < games; ++i)
        store.createGame(hostedGame(QStringLiteral("G%1").arg(i)), &error);
    int move = 0;
    std::vector<HostStore::PendingAction> group(std::size_t(games), {QString(), 0, 0});
    for (auto _ : state) {
        for (int i = 0; i < games; ++i)
            group[std::size_t(i)] = {QStringLiteral("G%1").arg(i), move, move % 7};
        if (!store.appendActions(group, &error)) {
            state.SkipWithError(qPrintable(error));
            return;
        }
        ++move;
    }
    state.counters["actions_per_s"] =
        benchmark::Counter(double(state.iterations()) * games, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GroupCommit)
    ->Arg(1)
    ->Arg(16)
    ->Arg(256)
    ->Arg(1000)
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

// The longest record a game may have: appended in groups of 1,000, then the store reopened and
// every game loaded (what a restarted host does first).
void BM_LongestRecord(benchmark::State &state)
{
    for (auto _ : state) {
        QTemporaryDir dir;
        HostStore store;
        QString error;
        store.open(dir.path(), &error);
        store.createGame(hostedGame(QStringLiteral("LONG")), &error);
        std::vector<HostStore::PendingAction> group;
        QElapsedTimer clock;
        clock.start();
        for (int from = 0; from < GameRecord::MaxActions; from += 1000) {
            group.clear();
            for (int move = from; move < from + 1000; ++move)
                group.push_back({QStringLiteral("LONG"), move, move % 97});
            if (!store.appendActions(group, &error)) {
                state.SkipWithError(qPrintable(error));
                return;
            }
        }
        state.counters["append_s"] = double(clock.restart()) / 1000;
        store.close();
        store.open(dir.path(), &error);
        const auto games = store.loadGames(&error);
        state.counters["load_s"] = double(clock.elapsed()) / 1000;
        if (!games || games->at(0).actions.size() != std::size_t(GameRecord::MaxActions))
            state.SkipWithError("the record did not load back whole");
    }
}
BENCHMARK(BM_LongestRecord)->Iterations(1)->UseRealTime()->Unit(benchmark::kSecond);

} // namespace

// QtSql loads its drivers through the application object.
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
