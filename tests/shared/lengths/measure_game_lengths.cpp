// measure_game_lengths: the longest AI-only games of a registered game, as the maximum game length
// each game declares (GameInfo::maxGameLength) is measured: every seat at one AI level, on a
// course (built-in, or a file such as the largest courses beside this file), with SEATS seats or
// the most the course takes. Games are played to their end by the rules, whatever the declared
// maximum (a safety cap of CapActions stops one that never ends and says so). Not a test: a
// measurement, run by hand (each <Game>GameInfo.cpp gives the figures it measured).
//
//   measure_game_lengths GAME LEVEL GAMES COURSE [OPTIONS_JSON] [THREADS] [SEATS]
//   measure_game_lengths rowing hard 10 :/courses/rowing-standard.json
//   measure_game_lengths linecards easy 500 "" '{"side": 11, "wrap": false}'
//
// Prints one line: game, course, options, level, seats, games, longest, mean, capped.
#include "ai/AiFactory.h"
#include "core/GameRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

using namespace cw;

namespace {

constexpr int CapActions = 1000000;

QJsonObject readJson(const QString &path)
{
    if (path.isEmpty()) // a game played without a course
        return {};
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                          : QJsonObject();
}

GameSetup setupFor(const GameInfo &info, const QString &course, const QJsonObject &options,
                   int seats, Controller level, std::uint64_t seed)
{
    GameSetup setup;
    setup.gameId = info.id;
    setup.courseSource = course;
    setup.course = readJson(course);
    setup.options = options;
    for (int i = 0; i < seats; ++i)
        setup.seats.append(
            {QStringLiteral("Seat %1").arg(i + 1), QStringLiteral("#000000"), level});
    setup.seed = seed;
    return setup;
}

// Plays one game, every seat at `level`; its length in actions, CapActions when capped.
int playOne(const GameSetup &setup, Controller level, std::uint64_t seed)
{
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    const std::unique_ptr<AiPlayer> ai = makeAiPlayer(setup.gameId, level);
    std::uint64_t decision = seed * 1000003;
    while (!game->isOver() && game->moveNumber() < CapActions)
        game->apply(ai->choose(*game, ++decision));
    return game->moveNumber();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout), err(stderr);
    const QStringList args = app.arguments();
    Controller level = Controller::AiEasy;
    const GameInfo *info = args.size() >= 5 ? GameRegistry::find(args[1]) : nullptr;
    if (!info || !controllerFromKey(args[2], &level) || level == Controller::Human) {
        err << "usage: measure_game_lengths GAME LEVEL GAMES COURSE [OPTIONS_JSON] [THREADS] "
               "[SEATS]\n";
        return 2;
    }
    const int games = args[3].toInt();
    const QString course = args[4].isEmpty() ? info->defaultCourse : args[4];
    const QJsonObject options =
        args.size() > 5 ? QJsonDocument::fromJson(args[5].toUtf8()).object() : QJsonObject();
    const int threads = args.size() > 6 ? args[6].toInt() : QThread::idealThreadCount();

    // SEATS, or the most seats the course takes.
    const int wanted = args.size() > 7 ? args[7].toInt() : 0;
    int seats = 0;
    for (int n = wanted > 0 ? wanted : info->maxSeats; n >= info->minSeats && seats == 0; --n) {
        QString error;
        if (GameRegistry::create(setupFor(*info, course, options, n, level, 1), &error))
            seats = n;
        else if (n == info->minSeats)
            err << course << ": " << error << '\n';
    }
    if (seats == 0)
        return 1;

    std::vector<int> lengths(std::size_t(std::max(0, games)), 0);
    std::atomic<int> next{0};
    auto worker = [&] {
        for (int g = next++; g < games; g = next++)
            lengths[std::size_t(g)] =
                playOne(setupFor(*info, course, options, seats, level, std::uint64_t(g) + 1), level,
                        std::uint64_t(g) + 1);
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < std::max(1, threads); ++t)
        pool.emplace_back(worker);
    for (std::thread &thread : pool)
        thread.join();

    const int longest = lengths.empty() ? 0 : *std::max_element(lengths.begin(), lengths.end());
    double mean = 0;
    for (int length : lengths)
        mean += double(length) / std::max(1, games);
    const auto capped = std::count(lengths.begin(), lengths.end(), CapActions);
    out << info->id << '\t' << course << '\t'
        << QJsonDocument(options).toJson(QJsonDocument::Compact) << '\t' << controllerKey(level)
        << '\t' << seats << " seats\t" << games << " games\tlongest " << longest << "\tmean "
        << QString::number(mean, 'f', 1) << "\tcapped " << capped << '\n';
    return 0;
}
