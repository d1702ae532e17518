// Every AI level of the rowing race and of Salmon Run on sampled positions: it returns a legal
// action, the same one for the same seed, and the same one whatever the hidden cards of the true
// state are.
#include "../salmon/SalmonTestSupport.h"
#include "ai/AiFactory.h"
#include "rowing/RowingGame.h"

#include <QTest>

using namespace cw;
using namespace cw::rowing;

class TestAiLevels : public QObject {
    Q_OBJECT

private slots:
    void levelsExist();
    void choicesAreLegal_data();
    void choicesAreLegal();
    void sameSeedSameChoice_data();
    void sameSeedSameChoice();
    void choiceIgnoresHiddenCards_data();
    void choiceIgnoresHiddenCards();
    void salmonChoicesAreLegal_data();
    void salmonChoicesAreLegal();
    void salmonChoiceIgnoresHiddenCards_data();
    void salmonChoiceIgnoresHiddenCards();
};

namespace {

// `count` decision positions of 6-boat races on the standard course, spread over the race: half
// from races rowed by Easy, half from races of random moves (crabs, cluttered hands, reshuffles).
std::vector<RowingGame> positions(int count)
{
    const auto easy = makeAiPlayer(QStringLiteral("rowing"), Controller::AiEasy);
    std::vector<RowingGame> list;
    ActionList actions;
    for (int k = 0; int(list.size()) < count; ++k) {
        RowingGame game(RowingCourse::standard(), 6, std::uint64_t(700 + k));
        Rng rng{std::uint64_t(k)};
        const bool random = k % 2 == 1;
        const int stop = (k * 89) % (random ? 600 : 420);
        while (!game.isOver() && (game.moveNumber() < stop || game.legalActions().size() < 2)) {
            game.legalActions(actions);
            game.apply(random ? actions[rng.below(std::uint32_t(actions.size()))]
                              : easy->choose(game, std::uint64_t(game.moveNumber())));
        }
        if (!game.isOver())
            list.push_back(game);
    }
    return list;
}

// `count` decision positions of 4-salmon games on the beginner river, spread over the game: half
// from games played by Easy, half from games of random moves (cancelled moves, bears, eagles).
std::vector<salmon::SalmonGame> salmonPositions(int count)
{
    const auto river = salmon::test::beginnerRiver();
    const auto easy = makeAiPlayer(QStringLiteral("salmon"), Controller::AiEasy);
    std::vector<salmon::SalmonGame> list;
    ActionList actions;
    for (int k = 0; river && int(list.size()) < count; ++k) {
        salmon::SalmonGame game(river, 2 + k % 3, std::uint64_t(700 + k));
        Rng rng{std::uint64_t(k)};
        const bool random = k % 2 == 1;
        const int stop = (k * 89) % (random ? 400 : 250);
        while (!game.isOver() && (game.moveNumber() < stop || game.legalActions().size() < 2)) {
            game.legalActions(actions);
            game.apply(random ? actions[rng.below(std::uint32_t(actions.size()))]
                              : easy->choose(game, std::uint64_t(game.moveNumber())));
        }
        if (!game.isOver())
            list.push_back(game);
    }
    return list;
}

// Positions per level: the searches think for up to a second, so they see fewer.
int positionsFor(Controller level)
{
    return level == Controller::AiEasy ? 300 : level == Controller::AiNormal ? 24 : 6;
}

void addLevelRows()
{
    QTest::addColumn<int>("level");
    for (Controller level : {Controller::AiEasy, Controller::AiNormal, Controller::AiHard})
        QTest::newRow(qPrintable(controllerKey(level))) << int(level);
}

} // namespace

void TestAiLevels::levelsExist()
{
    QVERIFY(!makeAiPlayer(QStringLiteral("rowing"), Controller::Human));
    QVERIFY(!makeAiPlayer(QStringLiteral("no such game"), Controller::AiEasy));
    QVERIFY(!makeAiPlayer(QStringLiteral("salmon"), Controller::Human));
    for (Controller level : {Controller::AiEasy, Controller::AiNormal, Controller::AiHard}) {
        QVERIFY(makeAiPlayer(QStringLiteral("rowing"), level));
        QVERIFY(makeAiPlayer(QStringLiteral("salmon"), level));
    }
}

void TestAiLevels::choicesAreLegal_data()
{
    addLevelRows();
}

void TestAiLevels::choicesAreLegal()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(QStringLiteral("rowing"), Controller(level));
    const std::vector<RowingGame> list = positions(positionsFor(Controller(level)));
    for (std::size_t i = 0; i < list.size(); ++i) {
        const RowingGame before = list[i];
        const Action action = ai->choose(list[i], i);
        QVERIFY2(list[i].isLegal(action),
                 qPrintable(QStringLiteral("position %1: illegal %2").arg(i).arg(action)));
        QVERIFY(list[i].state().boats == before.state().boats); // choose() leaves the game alone
    }
}

void TestAiLevels::sameSeedSameChoice_data()
{
    addLevelRows();
}

void TestAiLevels::sameSeedSameChoice()
{
    QFETCH(int, level);
    const std::vector<RowingGame> list = positions(4);
    for (std::size_t i = 0; i < list.size(); ++i) {
        // Separate AI objects, as separate threads of a tournament would have.
        const Action first =
            makeAiPlayer(QStringLiteral("rowing"), Controller(level))->choose(list[i], 99 + i);
        const auto again = makeAiPlayer(QStringLiteral("rowing"), Controller(level));
        QCOMPARE(again->choose(list[i], 99 + i), first);
        QCOMPARE(again->choose(*list[i].clone(), 99 + i), first);
    }
}

void TestAiLevels::choiceIgnoresHiddenCards_data()
{
    addLevelRows();
}

void TestAiLevels::choiceIgnoresHiddenCards()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(QStringLiteral("rowing"), Controller(level));
    const std::vector<RowingGame> list = positions(level == int(Controller::AiEasy) ? 40 : 3);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const RowingGame &truth = list[i];
        const int seat = truth.currentSeat();
        const Action original = ai->choose(truth, 5 + i);
        // Other worlds the seat cannot tell from this one: other hands and every deck order
        // dealt afresh.
        for (std::uint64_t world = 1; world <= 2; ++world) {
            RowingGame other = truth;
            Rng dealer(world * 1000 + i);
            other.resampleHidden(seat, dealer);
            QCOMPARE(other.viewFor(seat), truth.viewFor(seat));
            QCOMPARE(ai->choose(other, 5 + i), original);
        }
    }
}

void TestAiLevels::salmonChoicesAreLegal_data()
{
    addLevelRows();
}

void TestAiLevels::salmonChoicesAreLegal()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(QStringLiteral("salmon"), Controller(level));
    const std::vector<salmon::SalmonGame> list = salmonPositions(positionsFor(Controller(level)));
    QVERIFY(!list.empty());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const salmon::SalmonGame before = list[i];
        const Action action = ai->choose(list[i], i);
        QVERIFY2(list[i].isLegal(action),
                 qPrintable(QStringLiteral("position %1: illegal %2").arg(i).arg(action)));
        QVERIFY(list[i].state().salmon == before.state().salmon); // the game is left alone
        // The same seed gives the same choice, on a copy and with a fresh AI object.
        QCOMPARE(
            makeAiPlayer(QStringLiteral("salmon"), Controller(level))->choose(*list[i].clone(), i),
            action);
    }
}

void TestAiLevels::salmonChoiceIgnoresHiddenCards_data()
{
    addLevelRows();
}

void TestAiLevels::salmonChoiceIgnoresHiddenCards()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(QStringLiteral("salmon"), Controller(level));
    const std::vector<salmon::SalmonGame> list =
        salmonPositions(level == int(Controller::AiEasy) ? 60 : 3);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const salmon::SalmonGame &truth = list[i];
        const int seat = truth.currentSeat();
        const Action original = ai->choose(truth, 5 + i);
        for (std::uint64_t world = 1; world <= 2; ++world) {
            salmon::SalmonGame other = truth;
            Rng dealer(world * 1000 + i);
            other.resampleHidden(seat, dealer);
            QCOMPARE(other.viewFor(seat), truth.viewFor(seat));
            QCOMPARE(ai->choose(other, 5 + i), original);
        }
    }
}

QTEST_GUILESS_MAIN(TestAiLevels)
#include "tst_ai_levels.moc"
