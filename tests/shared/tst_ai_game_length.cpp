// AI-only games end (issue 55): on every registered game, seeded games between the AI levels a
// person meets (Easy, Normal, and Hard, the coach's Play It, against Normal) end by the rules
// within the bound this file states for the game, measured with measure_game_lengths (lengths/)
// and given about twice the longest game seen. A Niagara game between two Normal seats once ran
// past round 1,000 (the AI kept the weather up and saw no gain in landing a gem); this check keeps
// any game from coming back to that. A registered game without a bound here fails, so a new game
// states its own. Kept to seconds: two seats (the fewest a game takes), a few games a level.
#include "ai/AiFactory.h"
#include "suites/SuiteGames.h"

#include <QTest>

#include <map>

using namespace cw;

class TestAiGameLength : public QObject {
    Q_OBJECT

private slots:
    void aiGamesEndWithinTheirBound_data();
    void aiGamesEndWithinTheirBound();
};

namespace {

// The most actions a game of the fewest seats may take on the default course, every level.
// Measured (measure_game_lengths GAME LEVEL 6 "" {} 1 SEATS, 2026-12-02), longest Easy / Normal /
// Hard of each: rowing 77 / 92 / 77; Salmon Run 109 / 135 / 85; Line cards 56 / 50 / 51; Niagara
// 878 / 344 / 188 (Normal against Normal took a median 108 rounds, about 1,300 actions, before
// issue 55); Visions of Rainbows (3 teams) 536 / 468 on the short road.
const std::map<QString, int> &declaredBounds()
{
    static const std::map<QString, int> bounds{
        {QStringLiteral("rowing"), 160},    {QStringLiteral("salmon"), 270},
        {QStringLiteral("linecards"), 120}, {QStringLiteral("niagara"), 1600},
        {QStringLiteral("visions"), 1100},
    };
    return bounds;
}

// The levels of each seat, and how many seeded games of them.
struct Pairing {
    const char *name;
    Controller first, others;
    int games;
};
constexpr Pairing Pairings[] = {
    {"easy", Controller::AiEasy, Controller::AiEasy, 4},
    {"normal", Controller::AiNormal, Controller::AiNormal, 3},
    {"hard-normal", Controller::AiHard, Controller::AiNormal, 1},
};

} // namespace

void TestAiGameLength::aiGamesEndWithinTheirBound_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<int>("pairing");
    for (const QString &id : suites::registeredGameIds())
        for (int p = 0; p < int(std::size(Pairings)); ++p)
            QTest::newRow(qPrintable(id + QLatin1Char('-') + QLatin1String(Pairings[p].name)))
                << id << p;
}

void TestAiGameLength::aiGamesEndWithinTheirBound()
{
    QFETCH(QString, gameId);
    QFETCH(int, pairing);
    const auto bound = declaredBounds().find(gameId);
    QVERIFY2(bound != declaredBounds().end(),
             qPrintable(gameId + QLatin1String(": no bound declared in tst_ai_game_length")));
    const GameInfo &info = *GameRegistry::find(gameId);
    const Pairing &levels = Pairings[pairing];
    std::vector<std::unique_ptr<AiPlayer>> players;
    for (int seat = 0; seat < info.minSeats; ++seat)
        players.push_back(makeAiPlayer(gameId, seat == 0 ? levels.first : levels.others));
    for (int g = 0; g < levels.games; ++g) {
        const GameSetup setup = suites::setupFor(info, std::uint64_t(5501 + g), info.minSeats);
        QString error;
        const std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
        QVERIFY2(game, qPrintable(error));
        int actions = 0;
        while (!game->isOver() && actions < bound->second) {
            const int seat = game->currentSeat();
            game->apply(players[std::size_t(seat)]->choose(*game, std::uint64_t(g) * 100003 +
                                                                      std::uint64_t(actions)));
            ++actions;
        }
        QVERIFY2(
            game->isOver(),
            qPrintable(QStringLiteral("game %1 still on after %2 actions").arg(g).arg(actions)));
        qDebug("%s: game %d ended in %d actions", Pairings[pairing].name, g, actions);
    }
}

QTEST_GUILESS_MAIN(TestAiGameLength)
#include "tst_ai_game_length.moc"
