// What Niagara, Visions of Rainbows and Line cards report to the course lab, by name: on a fixed
// seeded all-Easy game each kind fires where its rule fires (checked against the game's own log
// and state, counted), a rule set up by hand reports at its place, the lab counts each game's
// length in the game's own word, and reading the lab's events changes nothing in the game.
#include "LabTestSupport.h"
#include "ai/AiFactory.h"
#include "core/AiPlayer.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "lab/CourseLab.h"
#include "linecards/LineCardsGame.h"
#include "niagara/NiagaraGame.h"
#include "visions/VisionsGame.h"

#include <QTest>

#include <set>

using namespace cw;

namespace {

// A game of `gameId` on `courseFile` (none: no course) for `seats` Easy seats, recording.
std::unique_ptr<Game> newGame(const QString &gameId, const QString &courseFile, int seats,
                              std::uint64_t seed)
{
    GameSetup setup;
    setup.gameId = gameId;
    if (!courseFile.isEmpty())
        setup.course = test::builtInCourse(courseFile);
    setup.seed = seed;
    for (int s = 0; s < seats; ++s)
        setup.seats.append(SeatConfig{QString(), defaultSeatColour(s), Controller::AiEasy});
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    if (game)
        game->setRecordLog(true);
    return game;
}

// Plays the game to its end with Easy in every seat (decision seeds from `seed`).
void playOut(Game &game, std::uint64_t seed)
{
    const std::unique_ptr<AiPlayer> easy = makeAiPlayer(game.gameId(), Controller::AiEasy);
    while (!game.isOver() && game.moveNumber() < 5000)
        game.apply(easy->choose(game, seed * 7919 + std::uint64_t(game.moveNumber())));
}

int kindIndex(const Game &game, const QString &key)
{
    const std::vector<LabEventKind> kinds = game.labEventKinds();
    for (std::size_t k = 0; k < kinds.size(); ++k)
        if (kinds[k].key == key)
            return int(k);
    return -1;
}

std::vector<LabEvent> eventsOf(const std::vector<LabEvent> &events, int kind)
{
    std::vector<LabEvent> out;
    for (const LabEvent &event : events)
        if (event.kind == kind)
            out.push_back(event);
    return out;
}

// The lab on `games` Easy games of `courseFile` (none: no course).
LabReport labReport(const QString &gameId, const QString &courseFile, int seats, int games)
{
    return test::easyLab(gameId,
                         courseFile.isEmpty() ? QJsonObject() : test::builtInCourse(courseFile),
                         seats, games);
}

} // namespace

class TestGameLabEvents : public QObject {
    Q_OBJECT

private slots:
    void niagaraCanoesLostAtTheFalls();
    void niagaraGemsTakenStolenAndTheRiversSpeed();
    void niagaraLabCountsRounds();
    void visionsFatigueBumpsLaneChangesBonusLinesEvents();
    void visionsLabCountsPhasesAndLocatesOnTheRoad();
    void lineCardsStuckWhereTheLineEnds();
    void lineCardsLabCountsTurns();
    void readingLabEventsChangesNothing_data();
    void readingLabEventsChangesNothing();
};

// A canoe on the end of the Left arm (the fork pointing Left) goes over the fall when the river
// moves one point: one canoeLost at that space, one gemLost with it when it carried a gem.
void TestGameLabEvents::niagaraCanoesLostAtTheFalls()
{
    using namespace niagara;
    std::unique_ptr<Game> game =
        newGame(QStringLiteral("niagara"), QStringLiteral("niagara-standard.json"), 3, 11);
    QVERIFY(game);
    auto &niagara = static_cast<NiagaraGame &>(*game);
    const int lost = kindIndex(niagara, QStringLiteral("canoeLost"));
    const int gemLost = kindIndex(niagara, QStringLiteral("gemLost"));
    QVERIFY(lost >= 0 && gemLost >= 0);

    // Played out: every canoe lost is reported once, at the end of an arm.
    playOut(niagara, 11);
    QVERIFY(niagara.isOver());
    std::vector<LabEvent> events;
    niagara.takeLabEvents(events);
    int inLog = 0;
    for (const NiagaraEvent &e : niagara.events())
        inLog += e.type == NiagaraEvent::CanoeLost;
    const std::vector<LabEvent> losses = eventsOf(events, lost);
    QCOMPARE(int(losses.size()), inLog);
    for (const LabEvent &e : losses)
        QVERIFY2(niagara.state().layout.isArmEnd(e.location),
                 qPrintable(QString::number(e.location)));
    // Read once: a second call reports nothing new.
    std::vector<LabEvent> again;
    niagara.takeLabEvents(again);
    QVERIFY(again.empty());
}

// Over a seeded game: a gem taken is located at the discovery place of the space the canoe
// loaded on, a gem stolen at a river space; the river's moves add up to the points it moved.
void TestGameLabEvents::niagaraGemsTakenStolenAndTheRiversSpeed()
{
    using namespace niagara;
    int taken = 0, stolen = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        std::unique_ptr<Game> game =
            newGame(QStringLiteral("niagara"), QStringLiteral("niagara-standard.json"), 4, seed);
        QVERIFY(game);
        auto &niagara = static_cast<NiagaraGame &>(*game);
        playOut(niagara, seed);
        std::vector<LabEvent> events;
        niagara.takeLabEvents(events);
        int loads = 0, thefts = 0, riverPoints = 0;
        for (const NiagaraEvent &e : niagara.events()) {
            loads += e.type == NiagaraEvent::Loaded;
            thefts += e.type == NiagaraEvent::Stole;
            riverPoints += e.type == NiagaraEvent::RiverMoved ? e.a : 0;
        }
        const std::vector<LabEvent> gemTaken =
            eventsOf(events, kindIndex(niagara, QStringLiteral("gemTaken")));
        const std::vector<LabEvent> gemStolen =
            eventsOf(events, kindIndex(niagara, QStringLiteral("gemStolen")));
        QCOMPARE(int(gemTaken.size()), loads);
        QCOMPARE(int(gemStolen.size()), thefts);
        for (const LabEvent &e : gemTaken)
            QVERIFY(e.location >= 0 && e.location < GemColours);
        for (const LabEvent &e : gemStolen)
            QVERIFY(e.location >= 0 && e.location < niagara.state().layout.spaces());
        int moved = 0;
        for (const LabEvent &e : eventsOf(events, kindIndex(niagara, QStringLiteral("riverMoved"))))
            moved += e.amount;
        QCOMPARE(moved, riverPoints);
        QVERIFY(riverPoints > 0);
        taken += loads;
        stolen += thefts;
    }
    QVERIFY2(taken > 0, "no gem taken in six games");
    Q_UNUSED(stolen) // Easy may or may not steal; the count above matches the log either way
}

void TestGameLabEvents::niagaraLabCountsRounds()
{
    const LabReport report =
        labReport(QStringLiteral("niagara"), QStringLiteral("niagara-standard.json"), 3, 30);
    QCOMPARE(report.gamesPlayed, 30);
    QCOMPARE(report.lengthUnit, QStringLiteral("rounds"));
    QCOMPARE(report.rule(QStringLiteral("round"))->perGame, report.length.mean);
    const LabRuleStats *taken = report.rule(QStringLiteral("gemTaken"));
    QVERIFY(taken && !taken->heat.empty());
    QCOMPARE(taken->element, QStringLiteral("place"));
    for (const LabHeatCell &cell : taken->heat)
        QVERIFY2(cell.name.endsWith(QStringLiteral(" place")), qPrintable(cell.name));
    const LabRuleStats *speed = report.rule(QStringLiteral("riverMoved"));
    QVERIFY(speed && speed->amount >= speed->count);
}

// Over ten seeded races: fatigue amounts add up to what the moves took, every bump and lane change
// is on the road, a lane change stays in its row, each bonus line is won at most once a race,
// every Event drawn is reported.
void TestGameLabEvents::visionsFatigueBumpsLaneChangesBonusLinesEvents()
{
    using namespace visions;
    int bumps = 0, laneChanges = 0, bonuses = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        std::unique_ptr<Game> game =
            newGame(QStringLiteral("visions"), QStringLiteral("visions-short.json"), 3, seed);
        QVERIFY(game);
        auto &visions = static_cast<VisionsGame &>(*game);
        playOut(visions, seed);
        QVERIFY(visions.isOver());
        std::vector<LabEvent> events;
        visions.takeLabEvents(events);
        int takenT = 0, drawn = 0, steppedSideways = 0, pushed = 0;
        const VisionsRaceTrack &track = visions.track();
        for (const VisionsEvent &e : visions.events()) {
            takenT += e.type == VisionsEvent::MoveEnded ? std::max(0, e.a) : 0; // Sticky Bottle: -1
            drawn += e.type == VisionsEvent::EventDrawn;
            pushed +=
                e.type == VisionsEvent::ForwardBumped || e.type == VisionsEvent::SidewaysBumped;
            steppedSideways += e.type == VisionsEvent::Stepped && e.a >= 0 && e.b >= 0 &&
                               track.position(e.a).row == track.position(e.b).row &&
                               track.position(e.a).lane != track.position(e.b).lane;
        }
        int t = 0;
        for (const LabEvent &e : eventsOf(events, kindIndex(visions, QStringLiteral("fatigueT"))))
            t += e.amount;
        QCOMPARE(t, takenT);
        QCOMPARE(int(eventsOf(events, kindIndex(visions, QStringLiteral("eventDrawn"))).size()),
                 drawn);
        const std::vector<LabEvent> bump =
            eventsOf(events, kindIndex(visions, QStringLiteral("bump")));
        QCOMPARE(int(bump.size()), pushed);
        const std::vector<LabEvent> lanes =
            eventsOf(events, kindIndex(visions, QStringLiteral("laneChange")));
        QCOMPARE(int(lanes.size()), steppedSideways);
        for (const LabEvent &e : lanes)
            QVERIFY(e.location >= 0 && e.location < track.cellCount());
        std::set<int> won;
        for (const LabEvent &e :
             eventsOf(events, kindIndex(visions, QStringLiteral("bonusLine")))) {
            QVERIFY2(won.insert(e.location).second, "a bonus line won twice in one race");
            QVERIFY(e.amount >= 2);
        }
        QVERIFY(int(won.size()) <= int(track.bonusLines().size()));
        bumps += int(bump.size());
        laneChanges += int(lanes.size());
        bonuses += int(won.size());
    }
    Q_UNUSED(laneChanges) // Easy seldom steps sideways: the count above matches the log either way
    QVERIFY2(bonuses > 0, "no bonus line won in ten races");
    Q_UNUSED(bumps)
}

void TestGameLabEvents::visionsLabCountsPhasesAndLocatesOnTheRoad()
{
    const LabReport report =
        labReport(QStringLiteral("visions"), QStringLiteral("visions-short.json"), 3, 12);
    QCOMPARE(report.gamesPlayed, 12);
    QCOMPARE(report.lengthUnit, QStringLiteral("phases"));
    QCOMPARE(report.rule(QStringLiteral("phase"))->perGame, report.length.mean);
    const LabRuleStats *fatigue = report.rule(QStringLiteral("fatigueT"));
    QVERIFY(fatigue && !fatigue->heat.empty());
    QCOMPARE(fatigue->element, QStringLiteral("space"));
    for (const LabHeatCell &cell : fatigue->heat)
        QVERIFY2(cell.name.startsWith(QStringLiteral("row ")), qPrintable(cell.name));
    const LabRuleStats *bonus = report.rule(QStringLiteral("bonusLine"));
    QVERIFY(bonus && !bonus->heat.empty());
    QCOMPARE(bonus->element, QStringLiteral("bonusLine"));
}

// The player who cannot lay a card loses: one stuck event, that seat's, at the square its line
// ends on; every card laid is reported at its square.
void TestGameLabEvents::lineCardsStuckWhereTheLineEnds()
{
    using namespace linecards;
    int stuckGames = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        std::unique_ptr<Game> game = newGame(QStringLiteral("linecards"), QString(), Players, seed);
        QVERIFY(game);
        auto &cards = static_cast<LineCardsGame &>(*game);
        playOut(cards, seed);
        QVERIFY(cards.isOver());
        std::vector<LabEvent> events;
        cards.takeLabEvents(events);
        const std::vector<LabEvent> stuck =
            eventsOf(events, kindIndex(cards, QStringLiteral("stuck")));
        QCOMPARE(int(stuck.size()), 1);
        const int loser = cards.state().loser;
        QCOMPARE(stuck.front().seat, loser);
        QCOMPARE(stuck.front().location, int(cards.state().players[std::size_t(loser)].lastSquare));
        ++stuckGames;
        const std::vector<LabEvent> laid =
            eventsOf(events, kindIndex(cards, QStringLiteral("laid")));
        QCOMPARE(int(laid.size()), cards.state().placed);
        for (const LabEvent &e : laid)
            QCOMPARE(int(cards.state().squareAt(e.location).owner), e.seat);
        QCOMPARE(int(eventsOf(events, kindIndex(cards, QStringLiteral("turn"))).size()),
                 cards.state().turn);
    }
    QCOMPARE(stuckGames, 8);
}

void TestGameLabEvents::lineCardsLabCountsTurns()
{
    const LabReport report = labReport(QStringLiteral("linecards"), QString(), 2, 40);
    QCOMPARE(report.gamesPlayed, 40);
    QCOMPARE(report.lengthUnit, QStringLiteral("turns"));
    const LabRuleStats *stuck = report.rule(QStringLiteral("stuck"));
    QVERIFY(stuck);
    QCOMPARE(stuck->count, 40); // every game ends with a player stuck
    QCOMPARE(stuck->element, QStringLiteral("square"));
    QVERIFY(!stuck->heat.empty());
}

void TestGameLabEvents::readingLabEventsChangesNothing_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("seats");
    QTest::newRow("niagara") << QStringLiteral("niagara") << QStringLiteral("niagara-standard.json")
                             << 3;
    QTest::newRow("visions") << QStringLiteral("visions") << QStringLiteral("visions-short.json")
                             << 3;
    QTest::newRow("linecards") << QStringLiteral("linecards") << QString() << 2;
}

// The same seed played with the lab reading every move and without: the same actions, the same
// public view at the end.
void TestGameLabEvents::readingLabEventsChangesNothing()
{
    QFETCH(QString, gameId);
    QFETCH(QString, file);
    QFETCH(int, seats);
    std::unique_ptr<Game> read = newGame(gameId, file, seats, 5);
    std::unique_ptr<Game> quiet = newGame(gameId, file, seats, 5);
    QVERIFY(read && quiet);
    quiet->setRecordLog(false);
    const std::unique_ptr<AiPlayer> easy = makeAiPlayer(gameId, Controller::AiEasy);
    std::vector<LabEvent> events;
    while (!read->isOver()) {
        const Action action = easy->choose(*read, std::uint64_t(read->moveNumber()));
        QCOMPARE(easy->choose(*quiet, std::uint64_t(quiet->moveNumber())), action);
        read->apply(action);
        quiet->apply(action);
        read->takeLabEvents(events);
    }
    QVERIFY(quiet->isOver());
    QCOMPARE(read->viewFor(-1), quiet->viewFor(-1));
    QVERIFY(!events.empty());
}

QTEST_GUILESS_MAIN(TestGameLabEvents)
#include "tst_game_lab_events.moc"
