// Playing strength: AI-only races on the standard course through cw::Tournament (seats rotate
// from race to race, all cores used). Not a Google Benchmark: a strength figure needs hundreds of
// races, so the race count and the lineup are arguments.
//
//   bench_ai_strength <races> <seed> <level>...      (one level per boat, 2 to 6 boats)
//   e.g. bench_ai_strength 300 1 hard easy easy easy easy easy
//        bench_ai_strength 300 1 hard normal easy easy easy easy   (Hard and Normal paired)
//
// Prints, per level, boat-races, wins, win rate and mean rank (1 = first).
#include "ai/Tournament.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

#include <cstdio>
#include <cstdlib>

using namespace cw;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    TournamentConfig config;
    bool usable = argc >= 5;
    for (int i = 3; i < argc; ++i) {
        Controller level = Controller::Human;
        usable =
            usable && controllerFromKey(QString::fromLocal8Bit(argv[i]), &level) && isAi(level);
        config.players.append(level);
    }
    if (!usable) {
        std::fprintf(stderr, "usage: %s <races> <seed> <level>... (easy, normal, hard)\n", argv[0]);
        return 2;
    }
    config.games = std::atoi(argv[1]);
    config.seed = std::strtoull(argv[2], nullptr, 10);
    config.gameId = QStringLiteral("rowing");
    config.courseSource = QStringLiteral(":/courses/rowing-standard.json");
    QFile course(config.courseSource);
    if (!course.open(QIODevice::ReadOnly))
        return 1;
    config.course = QJsonDocument::fromJson(course.readAll()).object();

    Tournament tournament(config);
    QString error;
    const auto result = tournament.run(
        [](int done, int total) {
            if (done % 10 == 0)
                std::fprintf(stderr, "%d/%d races\n", done, total);
        },
        &error);
    if (!result) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    for (const Controller level : {Controller::AiHard, Controller::AiNormal, Controller::AiEasy}) {
        int races = 0, wins = 0, rankSum = 0;
        for (const TournamentStanding &standing : result->standings) {
            if (standing.ai != level)
                continue;
            races += standing.games;
            wins += standing.wins;
            rankSum += standing.rankSum;
        }
        if (races > 0)
            std::printf("%-6s %5d boat-races, %4d wins, win rate %.3f, mean rank %.3f\n",
                        qPrintable(controllerKey(level)), races, wins, double(wins) / races,
                        double(rankSum) / races);
    }
    return 0;
}
