// Niagara games with the AI end (issue 55): the two-seat game of
// tests/niagara/games/niagara-round-34.cwgame, played on from round 34 by the coach's level (Hard)
// and Normal, ends; and seeded two-seat games between the levels a person meets end within a
// bound of rounds. The rules allow a game that never ends (docs/rules/niagara.md, "Length of
// games"); the AI plays to end it.
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "niagara/NiagaraGame.h"

#include <QTest>

using namespace cw;
using namespace cw::niagara;

class TestNiagaraGameLength : public QObject {
    Q_OBJECT

private slots:
    void roundThirtyFourGameEnds();
    void twoSeatGamesEndWithinABound_data();
    void twoSeatGamesEndWithinABound();
};

namespace {

const QString GameId = QStringLiteral("niagara");

// Plays `game` on with one AI level per seat, each decision's seed from `seedOf(move)`, until it
// ends or `rounds` more rounds began; whether it ended.
template <class SeedOf>
bool playsToTheEnd(NiagaraGame &game, const std::vector<Controller> &levels, int rounds,
                   SeedOf seedOf)
{
    std::vector<std::unique_ptr<AiPlayer>> players;
    for (const Controller level : levels)
        players.push_back(makeAiPlayer(GameId, level));
    const int last = game.round() + rounds;
    while (!game.isOver() && game.round() <= last)
        game.apply(
            players[std::size_t(game.currentSeat())]->choose(game, seedOf(game.moveNumber())));
    return game.isOver();
}

} // namespace

// The person's seat plays as the coach's Play It does (Hard), the other as its Normal AI, the
// seeds the app's own (GameRecord::decisionSeed); the game ends within 40 more rounds.
void TestNiagaraGameLength::roundThirtyFourGameEnds()
{
    QString error;
    const auto record =
        GameRecord::load(qEnvironmentVariable("CW_SOURCE_DIR") +
                             QStringLiteral("/tests/niagara/games/niagara-round-34.cwgame"),
                         &error);
    QVERIFY2(record, qPrintable(error));
    const std::unique_ptr<Game> replayed = record->replay(-1, &error);
    QVERIFY2(replayed, qPrintable(error));
    auto &game = dynamic_cast<NiagaraGame &>(*replayed);
    QCOMPARE(game.round(), 34);
    QVERIFY(playsToTheEnd(game, {Controller::AiHard, Controller::AiNormal}, 40,
                          [&](int move) { return record->decisionSeed(move); }));
}

void TestNiagaraGameLength::twoSeatGamesEndWithinABound_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("second");
    QTest::newRow("normal-normal") << int(Controller::AiNormal) << int(Controller::AiNormal);
    QTest::newRow("hard-normal") << int(Controller::AiHard) << int(Controller::AiNormal);
}

// Two seats, the river at its fastest for a game (the lower of two cards is the river's move):
// seeded games end within 60 rounds (the longest of 40 Normal games took 42; before issue 55's
// change, half took more than 136 and one 1,188).
void TestNiagaraGameLength::twoSeatGamesEndWithinABound()
{
    QFETCH(int, first);
    QFETCH(int, second);
    const int games = Controller(first) == Controller::AiHard ? 2 : 6;
    for (int k = 0; k < games; ++k) {
        NiagaraGame game(NiagaraCourse::standard(), 2, std::uint64_t(5500 + k));
        QVERIFY2(
            playsToTheEnd(game, {Controller(first), Controller(second)}, 60,
                          [k](int move) { return std::uint64_t(k) * 100003 + move; }),
            qPrintable(QStringLiteral("game %1 still on in round %2").arg(k).arg(game.round())));
    }
}

QTEST_GUILESS_MAIN(TestNiagaraGameLength)
#include "tst_niagara_game_length.moc"
