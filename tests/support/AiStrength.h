#pragma once

// The statistical strength check every game's AI test shares (issue 35): one AI level in one
// seat against another level in every other seat, seats rotating from game to game, on the
// game's standard course, from a fixed seed. The check fails when the first level wins fewer than
// `minWins` games: each test sets it well above the fair share (games / seats) and below what
// scripts/measure-strength measured, so that an equal player would rarely reach it and the
// measured one nearly always does (the test says both). The seeds are fixed, so a run always
// plays the same games; a change that makes the stronger level lose its edge fails the test.
#include "ai/Tournament.h"
#include "core/GameRegistry.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

namespace cw::test {

// The lower end of the 95 % Wilson score interval of `wins` in `games`.
inline double wilsonLow(int wins, int games)
{
    if (games == 0)
        return 0;
    constexpr double z = 1.96;
    const double n = games, p = wins / n;
    const double centre = p + z * z / (2 * n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    return (centre - half) / (1 + z * z / n);
}

// Plays `games` games of `gameId` on its standard course, `strong` in one seat and `weak` in the
// other seatCount - 1, from `seed`, and checks that `strong` wins at least `minWins` games and
// that no game was stopped unfinished. Use it inside a test slot (QVERIFY).
inline void checkStronger(const QString &gameId, Controller strong, Controller weak, int seatCount,
                          int games, std::uint64_t seed, int minWins)
{
    TournamentConfig config;
    config.gameId = gameId;
    const GameInfo *info = GameRegistry::find(gameId);
    QVERIFY(info);
    if (!info->defaultCourse.isEmpty()) {
        config.courseSource = info->defaultCourse;
        QFile course(config.courseSource);
        QVERIFY(course.open(QIODevice::ReadOnly));
        config.course = QJsonDocument::fromJson(course.readAll()).object();
    }
    config.players = {strong};
    for (int seat = 1; seat < seatCount; ++seat)
        config.players.append(weak);
    config.games = games;
    config.seed = seed;

    Tournament tournament(config);
    QString error;
    const std::optional<TournamentResult> result = tournament.run({}, &error);
    QVERIFY2(result, qPrintable(error));
    QVERIFY(result->unfinished.empty());
    const TournamentStanding &first = result->standings.front();
    QCOMPARE(first.games, games);
    const double low = wilsonLow(first.wins, games);
    qInfo("%s: %s won %d of %d against %s (at least %d needed; 95 %% interval from %.1f %%; fair "
          "share %.1f %%)",
          qPrintable(gameId), qPrintable(controllerKey(strong)), first.wins, games,
          qPrintable(controllerKey(weak)), minWins, 100 * low, 100.0 / seatCount);
    QVERIFY2(first.wins >= minWins,
             "the stronger level no longer wins clearly more than its share");
}

} // namespace cw::test
