// Niagara's AI levels on sampled 5-seat positions of the standard river: every level returns a
// legal action, the same one for the same seed, and decides from its own view only: the paddle
// cards other seats chose in secret (Phase I) are hidden information, so a world where they chose
// other cards of their hands must get the same choice.
#include "ai/AiFactory.h"
#include "niagara/NiagaraGame.h"

#include <QTest>

#include <optional>

using namespace cw;
using namespace cw::niagara;

class TestNiagaraAi : public QObject {
    Q_OBJECT

private slots:
    void choicesAreLegalAndRepeatable_data();
    void choicesAreLegalAndRepeatable();
    void choiceIsBlindToOthersChosenCards_data();
    void choiceIsBlindToOthersChosenCards();
};

namespace {

const QString GameId = QStringLiteral("niagara");

// Easy plays game k until its move `stop`, then on to a real decision (more than one legal
// action) that `keep` accepts; nullopt when the game ends first.
template <class Keep>
std::optional<NiagaraGame> positionOf(int k, int stop, Keep keep)
{
    const auto easy = makeAiPlayer(GameId, Controller::AiEasy);
    NiagaraGame game(NiagaraCourse::standard(), 5, std::uint64_t(800 + k));
    while (!game.isOver() &&
           (game.moveNumber() < stop || game.legalActions().size() < 2 || !keep(game)))
        game.apply(easy->choose(game, std::uint64_t(game.moveNumber())));
    if (game.isOver())
        return std::nullopt;
    return game;
}

// `count` positions spread over Easy's games (about 300 actions long).
std::vector<NiagaraGame> positions(int count)
{
    std::vector<NiagaraGame> list;
    for (int k = 0; int(list.size()) < count; ++k)
        if (auto game = positionOf(k, (k * 71) % 280, [](const NiagaraGame &) { return true; }))
            list.push_back(*game);
    return list;
}

// The same position, but every other seat that chose in secret chose another card of its hand.
NiagaraGame otherChoices(const NiagaraGame &truth, int viewer, int shift)
{
    NiagaraState state = truth.state();
    for (int i = 0; i < state.seatCount; ++i) {
        Seat &seat = state.seats[std::size_t(i)];
        if (i == viewer || seat.chosen < 0 || seat.revealed)
            continue;
        for (int step = 1; step < actions::Cards; ++step) {
            const int card = (seat.chosen + step * shift) % actions::Cards;
            if (seat.hand & (1u << card)) {
                seat.chosen = std::int8_t(card);
                break;
            }
        }
    }
    return NiagaraGame(state);
}

// `count` Phase I positions where at least two other seats have chosen their card in secret and
// one of them could have chosen another.
std::vector<NiagaraGame> secretChoicePositions(int count)
{
    std::vector<NiagaraGame> list;
    for (int k = 0; int(list.size()) < count; ++k) {
        const auto secret = [](const NiagaraGame &game) {
            return game.state().step == Step::ChooseCard && game.state().turnInRound >= 2 &&
                   !(otherChoices(game, game.currentSeat(), 1).state() == game.state());
        };
        if (auto game = positionOf(k, (k * 53) % 250, secret))
            list.push_back(*game);
    }
    return list;
}

// Positions per level: the searches think for up to a second, so they see fewer.
int positionsFor(Controller level)
{
    return level == Controller::AiEasy ? 200 : level == Controller::AiNormal ? 12 : 3;
}

void addLevelRows()
{
    QTest::addColumn<int>("level");
    for (Controller level : {Controller::AiEasy, Controller::AiNormal, Controller::AiHard})
        QTest::newRow(qPrintable(controllerKey(level))) << int(level);
}

} // namespace

void TestNiagaraAi::choicesAreLegalAndRepeatable_data()
{
    addLevelRows();
}

void TestNiagaraAi::choicesAreLegalAndRepeatable()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(GameId, Controller(level));
    const std::vector<NiagaraGame> list = positions(positionsFor(Controller(level)));
    for (std::size_t i = 0; i < list.size(); ++i) {
        const NiagaraState before = list[i].state();
        const Action action = ai->choose(list[i], i);
        QVERIFY2(list[i].isLegal(action),
                 qPrintable(QStringLiteral("position %1: illegal %2").arg(i).arg(action)));
        QVERIFY(list[i].state() == before); // choose() leaves the game alone
        // The same seed gives the same choice, on a copy and with a fresh AI object.
        QCOMPARE(makeAiPlayer(GameId, Controller(level))->choose(*list[i].clone(), i), action);
    }
}

void TestNiagaraAi::choiceIsBlindToOthersChosenCards_data()
{
    addLevelRows();
}

void TestNiagaraAi::choiceIsBlindToOthersChosenCards()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(GameId, Controller(level));
    const std::vector<NiagaraGame> list =
        secretChoicePositions(level == int(Controller::AiEasy) ? 60 : 3);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const NiagaraGame &truth = list[i];
        const int seat = truth.currentSeat();
        const Action original = ai->choose(truth, 5 + i);
        for (int shift = 1; shift <= 2; ++shift) {
            const NiagaraGame other = otherChoices(truth, seat, shift);
            // Another world: the same for the seat, different in what the others chose.
            QVERIFY(!(other.state() == truth.state()));
            QCOMPARE(other.viewFor(seat), truth.viewFor(seat));
            QCOMPARE(ai->choose(other, 5 + i), original);
        }
    }
}

QTEST_GUILESS_MAIN(TestNiagaraAi)
#include "tst_niagara_ai.moc"
