// The Visions of Rainbows AI levels (visions/VisionsEasyAi.h, VisionsSearchPolicy.h): every
// level's choice is legal, repeatable and blind to hidden cards; Easy finishes races on the three
// built-in roads; and a small seat-rotated sample of Normal against Easy, measured and printed
// (not asserted: a few races say little). VISIONS_AI_RACES raises that sample for a report.
#include "VisionsTestSupport.h"
#include "ai/AiFactory.h"
#include "visions/VisionsEasyAi.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

using namespace cw;
using namespace cw::visions;

class TestVisionsAi : public QObject {
    Q_OBJECT

private slots:
    void levelsExist();
    void easyFinishesRaces_data();
    void easyFinishesRaces();
    void choicesAreLegalAndRepeatable_data();
    void choicesAreLegalAndRepeatable();
    void choiceIgnoresHiddenCards_data();
    void choiceIgnoresHiddenCards();
    void easyStepsForward();
    void normalAgainstEasy();
};

namespace {

const QString GameId = QStringLiteral("visions");

// Plays Easy for every seat until the race is over or `limit` actions have been played; false
// when Easy chose an illegal action.
bool playEasy(VisionsGame &game, int limit)
{
    ActionList scratch;
    while (!game.isOver() && game.moveNumber() < limit) {
        const Action action = VisionsEasyAi::ruleAction(game, scratch);
        if (std::find(scratch.begin(), scratch.end(), action) == scratch.end())
            return false;
        game.apply(action);
    }
    return true;
}

// `count` decision positions (more than one legal action) of 4-team races on the medium road,
// spread over races played by Easy.
std::vector<VisionsGame> positions(int count)
{
    std::vector<VisionsGame> list;
    for (int k = 0; int(list.size()) < count; ++k) {
        VisionsGame game =
            visions::test::newGame(QStringLiteral("medium"), 4, std::uint64_t(300 + k));
        const int stop = 10 + (k * 137) % 900;
        playEasy(game, stop);
        while (!game.isOver() && game.legalActions().size() < 2)
            playEasy(game, game.moveNumber() + 1);
        if (!game.isOver())
            list.push_back(game);
    }
    return list;
}

int positionsFor(Controller level)
{
    return level == Controller::AiEasy ? 200 : level == Controller::AiNormal ? 8 : 2;
}

void addLevelRows()
{
    QTest::addColumn<int>("level");
    for (Controller level : {Controller::AiEasy, Controller::AiNormal, Controller::AiHard})
        QTest::newRow(qPrintable(controllerKey(level))) << int(level);
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, std::size_t(p * double(values.size())))];
}

} // namespace

void TestVisionsAi::levelsExist()
{
    QVERIFY(!makeAiPlayer(GameId, Controller::Human));
    for (Controller level : {Controller::AiEasy, Controller::AiNormal, Controller::AiHard})
        QVERIFY(makeAiPlayer(GameId, level));
}

void TestVisionsAi::easyFinishesRaces_data()
{
    QTest::addColumn<QString>("road");
    for (const char *road : {"short", "medium", "long"})
        QTest::newRow(road) << QString::fromLatin1(road);
}

// Every team count on each road, Easy in every seat: the race ends, every choice legal.
void TestVisionsAi::easyFinishesRaces()
{
    QFETCH(QString, road);
    const VisionsCourse course = builtInRoad(road);
    long long actions = 0;
    int phases = 0, races = 0;
    for (int teams = MinTeams; teams <= MaxTeams; ++teams) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            VisionsGame game(course, teams, seed);
            QVERIFY2(playEasy(game, 20000), "an illegal choice");
            QVERIFY2(
                game.isOver(),
                qPrintable(QStringLiteral("%1 teams, seed %2: unfinished").arg(teams).arg(seed)));
            actions += game.moveNumber();
            phases += game.state().phase;
            ++races;
        }
    }
    qInfo("%s: %d races, %.1f phases and %.0f actions a race", qPrintable(road), races,
          double(phases) / races, double(actions) / races);
}

void TestVisionsAi::choicesAreLegalAndRepeatable_data()
{
    addLevelRows();
}

void TestVisionsAi::choicesAreLegalAndRepeatable()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(GameId, Controller(level));
    const std::vector<VisionsGame> list = positions(positionsFor(Controller(level)));
    for (std::size_t i = 0; i < list.size(); ++i) {
        const VisionsState before = list[i].state();
        const Action action = ai->choose(list[i], i);
        QVERIFY2(list[i].isLegal(action),
                 qPrintable(QStringLiteral("position %1: illegal %2").arg(i).arg(action)));
        QVERIFY(list[i].state() == before); // choose() leaves the game alone
        // The same seed gives the same choice, on a copy and with a fresh AI object.
        QCOMPARE(makeAiPlayer(GameId, Controller(level))->choose(*list[i].clone(), i), action);
    }
}

void TestVisionsAi::choiceIgnoresHiddenCards_data()
{
    addLevelRows();
}

// Worlds the seat cannot tell apart (other hands, every deck order and the Event deck dealt
// afresh) give the same choice.
void TestVisionsAi::choiceIgnoresHiddenCards()
{
    QFETCH(int, level);
    const auto ai = makeAiPlayer(GameId, Controller(level));
    const std::vector<VisionsGame> list = positions(level == int(Controller::AiEasy)     ? 60
                                                    : level == int(Controller::AiNormal) ? 3
                                                                                         : 2);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const VisionsGame &truth = list[i];
        const int seat = truth.currentSeat();
        const Action original = ai->choose(truth, 5 + i);
        for (std::uint64_t world = 1; world <= 2; ++world) {
            VisionsGame other = truth;
            Rng dealer(world * 1000 + i);
            other.resampleHidden(seat, dealer);
            QCOMPARE(other.viewFor(seat), truth.viewFor(seat));
            QCOMPARE(ai->choose(other, 5 + i), original);
        }
    }
}

// Mid-move, Easy takes a forward step whenever the road ahead is open, into the best-placed
// space, and never stops early.
void TestVisionsAi::easyStepsForward()
{
    int checked = 0;
    for (const VisionsGame &game : positions(80)) {
        if (game.state().stage != VisionsStage::Move)
            continue;
        ActionList scratch;
        const Action action = VisionsEasyAi::ruleAction(game, scratch);
        int bestRank = game.track().cellCount();
        bool finishLine = false;
        for (Action legal : scratch) {
            const int target = game.stepTarget(legal);
            finishLine = finishLine || target == -2;
            if (target >= 0 && legal < VisionsAction::BumpForwardBase)
                bestRank = std::min(bestRank, game.track().rank(target));
        }
        QVERIFY(action != VisionsAction::Stop || scratch.size() == 1 ||
                bestRank == game.track().cellCount());
        if (finishLine)
            QCOMPARE(game.stepTarget(action), -2);
        else if (bestRank < game.track().cellCount())
            QVERIFY(game.track().rank(game.stepTarget(action)) <= bestRank);
        ++checked;
    }
    QVERIFY(checked > 10);
}

// One Normal team against three Easy ones on the short road, the Normal team's seat rotating
// from race to race; prints mean ranks and decision times (measured, not asserted). For a report:
// VISIONS_AI_RACES (count), VISIONS_AI_ROAD (short, medium, long), VISIONS_AI_HARD (Hard instead
// of Normal), VISIONS_AI_AGAINST_NORMAL (three Normal teams instead of Easy).
void TestVisionsAi::normalAgainstEasy()
{
    const int races = qEnvironmentVariableIntValue("VISIONS_AI_RACES") > 0
                          ? qEnvironmentVariableIntValue("VISIONS_AI_RACES")
                          : 2;
    const QString road = qEnvironmentVariableIsSet("VISIONS_AI_ROAD")
                             ? qEnvironmentVariable("VISIONS_AI_ROAD")
                             : QStringLiteral("short");
    const Controller strong =
        qEnvironmentVariableIsSet("VISIONS_AI_HARD") ? Controller::AiHard : Controller::AiNormal;
    const Controller weak = qEnvironmentVariableIsSet("VISIONS_AI_AGAINST_NORMAL")
                                ? Controller::AiNormal
                                : Controller::AiEasy;
    const VisionsCourse course = builtInRoad(road);
    const auto normal = makeAiPlayer(GameId, strong);
    const auto easy = makeAiPlayer(GameId, weak);
    constexpr int Teams = 4;
    int normalRanks = 0, easyRanks = 0, wins = 0;
    std::vector<double> ms;
    for (int race = 0; race < races; ++race) {
        VisionsGame game(course, Teams, std::uint64_t(9000 + race));
        const int seat = race % Teams;
        while (!game.isOver()) {
            const bool searching = game.currentSeat() == seat;
            QElapsedTimer timer;
            timer.start();
            const Action action =
                (searching ? normal : easy)
                    ->choose(game, std::uint64_t(race * 100000 + game.moveNumber()));
            if (searching)
                ms.push_back(double(timer.nsecsElapsed()) / 1e6);
            QVERIFY(game.isLegal(action));
            game.apply(action);
        }
        const std::vector<int> ranks = game.ranks();
        for (int t = 0; t < Teams; ++t)
            (t == seat ? normalRanks : easyRanks) += ranks[std::size_t(t)];
        wins += ranks[std::size_t(seat)] == 1 ? 1 : 0;
    }
    qInfo("%s: %s vs 3 %s, %d races: mean rank %.2f (the others %.2f), %d wins; decision p50 "
          "%.1f ms, p95 %.1f ms",
          qPrintable(road), qPrintable(controllerKey(strong)), qPrintable(controllerKey(weak)),
          races, double(normalRanks) / races, double(easyRanks) / (races * (Teams - 1)), wins,
          percentile(ms, 0.5), percentile(ms, 0.95));
}

QTEST_GUILESS_MAIN(TestVisionsAi)
#include "tst_visions_ai.moc"
