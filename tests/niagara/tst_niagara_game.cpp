// Niagara through the Game interface: hundreds of games (a random action one time in four, else
// Easy's) on the standard river and a custom one, with the invariants of the rulebook checked after
// every action (gems conserved, at most one gem per canoe, weather on its track, one disc on every
// space), and saved positions with a damaged turn in progress refused naming the field.
#include "NiagaraTestSupport.h"
#include "core/GameState.h"
#include "niagara/NiagaraInvariants.h"

#include "niagara/NiagaraEasyAi.h"

using namespace cw;
using namespace cw::niagara;
using namespace cw::niagara::test;

namespace {

NiagaraCourse customRiver()
{
    NiagaraCourse river = NiagaraCourse::standard();
    river.mainLength = 4;
    river.leftArm = 3;
    river.rightArm = 1;
    river.gemsPerColour = 5;
    river.weatherMax = 3;
    river.places = {QStringList{QStringLiteral("2")}, QStringList{QStringLiteral("3")},
                    QStringList{QStringLiteral("4")},
                    QStringList{QStringLiteral("L5"), QStringLiteral("R5")},
                    QStringList{QStringLiteral("L7")}};
    return river;
}

void playChecked(const NiagaraCourse &river, int games)
{
    ActionList buffer;
    for (int g = 0; g < games; ++g) {
        NiagaraGame game(river, 2 + g % 4, std::uint64_t(g));
        Rng rng{std::uint64_t(g) + 99};
        int moves = 0;
        while (!game.isOver() && moves < 100000) {
            game.legalActions(buffer);
            const Action action = rng.below(4) == 0
                                      ? buffer[rng.below(std::uint32_t(buffer.size()))]
                                      : NiagaraEasyAi::ruleAction(game);
            game.apply(action);
            ++moves;
            const QString broken = brokenInvariant(game);
            QVERIFY2(
                broken.isEmpty(),
                qPrintable(QStringLiteral("game %1, move %2: %3").arg(g).arg(moves).arg(broken)));
        }
        QVERIFY2(game.isOver(), qPrintable(QStringLiteral("game %1 did not end").arg(g)));
        int winners = 0;
        for (int i = 0; i < game.seatCount(); ++i)
            winners += game.state().seats[std::size_t(i)].winner ? 1 : 0;
        QVERIFY(winners >= 1);
    }
}

} // namespace

class TestNiagaraGame : public QObject {
    Q_OBJECT

private slots:
    void invariantsHoldOnTheStandardRiver() { playChecked(NiagaraCourse::standard(), 150); }
    void invariantsHoldOnACustomRiver() { playChecked(customRiver(), 150); }

    // The standard river has nine spaces, so nine discs on the river (and three spare ones).
    void nineDiscsOnTheStandardRiver()
    {
        const NiagaraGame game = newGame();
        QCOMPARE(game.state().layout.spaces(), 9);
        QCOMPARE(game.state().discCount() - game.state().poolCount, 9);
    }

    // A game replays exactly from its seed and actions.
    void seedAndActionsReplay()
    {
        NiagaraGame game = newGame(4, 42);
        std::vector<Action> played;
        while (!game.isOver()) {
            const Action action = NiagaraEasyAi::ruleAction(game);
            played.push_back(action);
            game.apply(action);
        }
        NiagaraGame again = newGame(4, 42);
        for (const Action action : played) {
            QVERIFY(again.isLegal(action));
            again.apply(action);
        }
        QVERIFY(again.state() == game.state());
    }

    // A saved position whose turn in progress the rules could not leave is refused, naming the
    // turn's field (NiagaraStateCodec.cpp, turnStateFits): a canoe owed a move that is on the
    // beach (the turn would come to a dead end once the other canoes had acted), points left
    // between canoes, a canoe acting between canoes. The position as played loads.
    void damagedTurnsAreRefusedNamingTheField()
    {
        NiagaraGame game = newGame(3, 51);
        while (!game.isOver() &&
               !(game.state().step == Step::Canoes &&
                 game.state().seats[std::size_t(game.currentSeat())].canoes[0].where ==
                     Canoe::Where::Beach &&
                 (game.state().turn.acted & 1u) == 0))
            game.apply(NiagaraEasyAi::ruleAction(game));
        QVERIFY(!game.isOver());
        const NiagaraGame context = newGame(3, 7);
        QString error;
        QVERIFY2(GameState::load(context, GameState::save(game), &error), qPrintable(error));
        const auto refusal = [&](auto damage) {
            NiagaraGame damaged(game.state());
            damage(damaged.mutableState().turn);
            QString why;
            return GameState::load(context, GameState::save(damaged), &why) ? QString() : why;
        };
        QVERIFY2(refusal([](TurnState &t) { t.mustMove |= 1u; }).startsWith(u"turn.mustMove: "),
                 qPrintable(refusal([](TurnState &t) { t.mustMove |= 1u; })));
        QVERIFY(refusal([](TurnState &t) { t.points = 2; }).startsWith(u"turn.points: "));
        QVERIFY(refusal([](TurnState &t) { t.canoe = 0; }).startsWith(u"turn.canoe: "));
    }
};

QTEST_GUILESS_MAIN(TestNiagaraGame)
#include "tst_niagara_game.moc"
