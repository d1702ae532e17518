// Visions of Rainbows Events and Grupo Compacto (docs/rules/visions.md,
// "Events, Grupo Compacto and Tactics"): one test per Event card, Grupo Compacto's rules, fatigue
// limits and the hidden Event deck.
#include "VisionsPositionSupport.h"

#include "visions/VisionsEvents.h"
#include "visions/VisionsGrupoCompacto.h"
#include "visions/VisionsNarration.h"

#include <QTest>

#include <algorithm>

using namespace cw::visions;

namespace {

void applyEvent(VisionsGame &game, VisionsEventCard card)
{
    VisionsEvents::applyEffect(game, int(card));
}

// The Event deck with `top` to be drawn next, the other cards under it.
void stackEventDeck(VisionsGame &game, VisionsEventCard top)
{
    auto &events = game.mutableState().events;
    events.clear();
    for (int card = 0; card < EventCardCount; ++card)
        if (card != int(top))
            events.putOnDrawPile(std::int8_t(card));
    events.putOnDrawPile(std::int8_t(top));
}

// `seat` holds cards 1-5 and draws Making Headlines next; the Event it draws is `event`.
void headlinesNext(VisionsGame &game, int seat, VisionsEventCard event)
{
    VisionsTeam &team = game.mutableState().team[std::size_t(seat)];
    team.deck.clear();
    team.deck.putOnDrawPile(0);
    team.deck.putOnDrawPile(std::int8_t(MakingHeadlines));
    team.hand = {1, 2, 3, 4, 5};
    team.handCount = 5;
    stackEventDeck(game, event);
}

} // namespace

class TestVisionsEvents : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void grupoCompactoTakesTheRearmostRidersOnTheRoad();
    void grupoCompactoMovesUpToTenRowsNeverAheadOfTheNextRider();
    void grupoCompactoAsksEachOwnerBestPlacedFirst();
    void reorganizationEventWaitsForGrupoCompactoThenStartsThePhase();
    void crosswinds();
    void rainOnTheCobbles();
    void crashInThePeloton();
    void puncture();
    void feedZone();
    void headwind();
    void mountainPass();
    void timeCheck();
    void motorbikeDraft();
    void spectatorOnTheRoad();
    void mechanical();
    void heatWave();
    void breakawayBonus();
    void policeEscort();
    void tailwind();
    void touchOfWheels();
    void descentCrash();
    void eventsTakeNoTokenPastTheFifth();
    void roadSideRidersAreNeverAffected();
    void eventDeckOrderIsHidden();
    void eventEffectsAreLogged();
    void moveEndIsLoggedBeforeAnEventMovesTheRider();
};

void TestVisionsEvents::initTestCase()
{
    const auto game = placedGame();
    const VisionsRaceTrack &track = game->track();
    QCOMPARE(game->state().length, GameLength::Medium);
    QCOMPARE(track.rowTerrain(FlatsRow), RoadTerrain::Flats);
    QCOMPARE(track.rowTerrain(SprintRow), RoadTerrain::Sprint);
    QCOMPARE(track.rowTerrain(DescentRow), RoadTerrain::Descent);
    QCOMPARE(track.rowTerrain(MountainRow), RoadTerrain::Mountain);
    QCOMPARE(track.rowTerrain(CobblesRow), RoadTerrain::Cobbles);
    QCOMPARE(track.rowTerrain(CobblesRow + 9), RoadTerrain::Cobbles);
    QVERIFY(cellOf(*game, CobblesRow, 2) >= 0);
}

void TestVisionsEvents::grupoCompactoTakesTheRearmostRidersOnTheRoad()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 10, 0);
    put(*game, rid(1, 0), 20, 0);
    put(*game, rid(2, 0), 30, 0);
    put(*game, rid(0, 1), 40, 0);
    auto &side = game->mutableState().riders[std::size_t(rid(1, 1))];
    side.where = VisionsRider::Where::RoadSide; // behind everyone, but never affected
    side.cell = 5;
    QCOMPARE(VisionsGrupoCompacto::rearmost(*game, 2), (std::vector<int>{rid(1, 0), rid(0, 0)}));
    QCOMPARE(VisionsGrupoCompacto::rearmost(*game, 5).size(), std::size_t(4));
}

void TestVisionsEvents::grupoCompactoMovesUpToTenRowsNeverAheadOfTheNextRider()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 22, 1);
    put(*game, rid(1, 0), 27, 1);
    std::vector<int> spaces = VisionsGrupoCompacto::spaces(*game, rid(0, 0), 10);
    auto has = [&](int row, int lane) {
        return std::find(spaces.begin(), spaces.end(), cellOf(*game, row, lane)) != spaces.end();
    };
    QVERIFY(has(23, 1));
    QVERIFY(has(26, 0));
    QVERIFY(has(27, 2)); // beside the rider ahead, further from the priority line: behind it
    QVERIFY(!has(27, 0));
    QVERIFY(!has(28, 1));
    QVERIFY(!has(22, 0)); // sideways is not forward
    // With the next rider far ahead, ten rows at most.
    put(*game, rid(1, 0), 50, 1);
    spaces = VisionsGrupoCompacto::spaces(*game, rid(0, 0), 10);
    QVERIFY(has(32, 2));
    QVERIFY(!has(33, 0));
    QCOMPARE(spaces.size(), std::size_t(30));
    // A rider closer ahead becomes the limit; occupied spaces are never offered.
    put(*game, rid(2, 0), 24, 1);
    spaces = VisionsGrupoCompacto::spaces(*game, rid(0, 0), 10);
    QVERIFY(!has(24, 1));
    QVERIFY(has(24, 2));
    QVERIFY(!has(25, 2));
}

void TestVisionsEvents::grupoCompactoAsksEachOwnerBestPlacedFirst()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    clearRoad(*game);
    const int mover = rid(seat, 0);
    const int x = rid((seat + 1) % 3, 1), y = rid((seat + 2) % 3, 1), z = rid(seat, 1);
    put(*game, mover, 40, 0);
    put(*game, x, 10, 0);
    put(*game, y, 12, 0);
    put(*game, z, 14, 0);
    put(*game, rid((seat + 1) % 3, 2), 30, 0);
    // The seat's next draw is Making Headlines; the Event is Time Check (Grupo Compacto 3).
    headlinesNext(*game, seat, VisionsEventCard::TimeCheck);
    game->setRecordLog(true);
    game->apply(VisionsAction::activate(0, 1, MoveType::Lead));
    while (game->state().stage == VisionsStage::Move || game->state().stage == VisionsStage::Link)
        game->apply(game->legalActions().front());
    // z (the best placed of the three rearmost) first: up to row 24, behind the rider at 30.
    QCOMPARE(game->state().stage, VisionsStage::GrupoCompacto);
    QCOMPARE(game->currentSeat(), s.teamOf(z));
    QVERIFY(game->isLegal(VisionsAction::GrupoCompactoStay));
    QVERIFY(game->isLegal(VisionsAction::GrupoCompactoBase + cellOf(*game, 24, 0)));
    QVERIFY(!game->isLegal(VisionsAction::GrupoCompactoBase + cellOf(*game, 25, 0)));
    game->apply(VisionsAction::GrupoCompactoBase + cellOf(*game, 24, 0));
    QCOMPARE(rowOf(*game, z), 24);
    QCOMPARE(game->currentSeat(), s.teamOf(y));
    game->apply(VisionsAction::GrupoCompactoStay);
    QCOMPARE(rowOf(*game, y), 12);
    // x: never ahead of y, the next rider ahead of it.
    QCOMPARE(game->currentSeat(), s.teamOf(x));
    QVERIFY(!game->isLegal(VisionsAction::GrupoCompactoBase + cellOf(*game, 13, 0)));
    QVERIFY(game->isLegal(VisionsAction::GrupoCompactoBase + cellOf(*game, 12, 2)));
    game->apply(VisionsAction::GrupoCompactoBase + cellOf(*game, 11, 0));
    // The Event is over: the drawing seat has drawn to 5 and the next seat plays.
    QCOMPARE(game->state().stage, VisionsStage::Activate);
    QCOMPARE(game->currentSeat(), (seat + 1) % 3);
    QCOMPARE(int(game->state().team[std::size_t(seat)].handCount), HandSize);
    QCOMPARE(int(game->state().eventsThisPhase), 1);
    QCOMPARE(game->state().event.card, std::int8_t(-1));
    // The log tells the moves (the rider who stayed is not mentioned).
    const QStringList log = game->takeLog();
    QCOMPARE(log.filter(QStringLiteral("Grupo Compacto")).size(), 2);
    QVERIFY(
        log.filter(QStringLiteral("Grupo Compacto")).first().contains(QStringLiteral("row 25")));
}

void TestVisionsEvents::reorganizationEventWaitsForGrupoCompactoThenStartsThePhase()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    clearRoad(*game);
    put(*game, rid(0, 0), 40, 0);
    put(*game, rid(1, 0), 20, 0);
    put(*game, rid(2, 0), 10, 0);
    // Every rider activated but one of the seat's: its move ends the phase, no Event drawn yet.
    const int seat = s.seat;
    for (int r = 0; r < s.riderCount(); ++r)
        s.riders[std::size_t(r)].activated = r != rid(seat, 0);
    stackEventDeck(*game, VisionsEventCard::PoliceEscort);
    VisionsTeam &team = s.team[std::size_t(seat)];
    team.deck.clear();
    for (int card = 0; card < 5; ++card)
        team.deck.putOnDrawPile(std::int8_t(card));
    team.hand = {5, 6, 7, 8, 9};
    team.handCount = 5;
    const int phase = s.phase;
    game->apply(VisionsAction::activate(0, 5, MoveType::Chase));
    while (game->state().stage == VisionsStage::Move || game->state().stage == VisionsStage::Link)
        game->apply(game->legalActions().front());
    while (game->state().stage == VisionsStage::DropBack ||
           game->state().stage == VisionsStage::Rescue)
        game->apply(game->legalActions().back()); // nobody drops back or rescues
    QCOMPARE(game->state().stage, VisionsStage::GrupoCompacto);
    QCOMPARE(int(game->state().phase), phase);
    while (game->state().stage == VisionsStage::GrupoCompacto)
        game->apply(VisionsAction::GrupoCompactoStay);
    QCOMPARE(int(game->state().phase), phase + 1);
    QCOMPARE(game->state().stage, VisionsStage::Activate);
}

void TestVisionsEvents::crosswinds()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 0); // alone
    put(*game, rid(1, 0), 20, 1); // linked pair
    put(*game, rid(2, 0), 19, 1);
    put(*game, rid(0, 1), 20, 0); // beside the pair: not linked
    applyEvent(*game, VisionsEventCard::Crosswinds);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(0, 1)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 0);
    QCOMPARE(riderOf(*game, rid(2, 0)).temporary, 0);
}

void TestVisionsEvents::rainOnTheCobbles()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), CobblesRow, 0);
    put(*game, rid(1, 0), CobblesRow + 5, 2);
    put(*game, rid(2, 0), CobblesRow - 1, 0);
    applyEvent(*game, VisionsEventCard::RainOnTheCobbles);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(2, 0)).temporary, 0);
}

void TestVisionsEvents::crashInThePeloton()
{
    auto game = placedGame();
    clearRoad(*game);
    // Two lines of two (the better placed one crashes) and a line of one.
    put(*game, rid(0, 0), 30, 0);
    put(*game, rid(0, 1), 29, 0);
    put(*game, rid(1, 0), 20, 0);
    put(*game, rid(1, 1), 19, 0);
    put(*game, rid(2, 0), 40, 0);
    applyEvent(*game, VisionsEventCard::CrashInThePeloton);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(0, 1)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 0);
    QCOMPARE(riderOf(*game, rid(2, 0)).temporary, 0);
    // A longer line crashes however placed.
    put(*game, rid(1, 2), 18, 0);
    applyEvent(*game, VisionsEventCard::CrashInThePeloton);
    QCOMPARE(riderOf(*game, rid(1, 2)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
}

void TestVisionsEvents::puncture()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 1);
    put(*game, rid(1, 0), 27, 1); // the space 3 rows back is taken: the nearest lane
    put(*game, rid(2, 0), 10, 0);
    applyEvent(*game, VisionsEventCard::Puncture);
    QCOMPARE(riderOf(*game, rid(0, 0)).cell, std::int16_t(cellOf(*game, 27, 0)));
    QCOMPARE(riderOf(*game, rid(1, 0)).cell, std::int16_t(cellOf(*game, 27, 1)));
    // rid(0, 0) still leads (the priority lane); with row 24 full it goes to row 23.
    put(*game, rid(0, 1), 24, 0);
    put(*game, rid(0, 2), 24, 1);
    put(*game, rid(2, 1), 24, 2);
    applyEvent(*game, VisionsEventCard::Puncture);
    QCOMPARE(riderOf(*game, rid(0, 0)).cell, std::int16_t(cellOf(*game, 23, 0)));
}

void TestVisionsEvents::feedZone()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 1);
    put(*game, rid(1, 0), 20, 1);
    auto &s = game->mutableState();
    s.riders[std::size_t(rid(0, 0))].temporary = 2;
    s.riders[std::size_t(rid(0, 0))].permanent = 1;
    s.riders[std::size_t(rid(1, 0))].permanent = 1;
    applyEvent(*game, VisionsEventCard::FeedZone);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(0, 0)).permanent, 1);
    QCOMPARE(riderOf(*game, rid(1, 0)).permanent, 1);
}

void TestVisionsEvents::headwind()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 0); // leading its lane
    put(*game, rid(1, 0), 28, 0); // a rider 2 rows ahead in its lane
    put(*game, rid(2, 0), 25, 0); // 3 rows behind rid(1, 0): sheltered
    put(*game, rid(0, 1), 20, 0); // 5 rows behind: leading
    put(*game, rid(1, 1), 29, 1); // leading lane 1 (riders of other lanes do not shelter)
    applyEvent(*game, VisionsEventCard::Headwind);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 0);
    QCOMPARE(riderOf(*game, rid(2, 0)).temporary, 0);
    QCOMPARE(riderOf(*game, rid(0, 1)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 1)).temporary, 1);
}

void TestVisionsEvents::mountainPass()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), MountainRow, 0); // All-Star
    put(*game, rid(0, 1), MountainRow, 1); // Climber: spared
    put(*game, rid(1, 3), MountainRow + 4, 2);
    put(*game, rid(2, 0), DescentRow, 0);
    applyEvent(*game, VisionsEventCard::MountainPass);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(0, 1)).temporary, 0);
    QCOMPARE(riderOf(*game, rid(1, 3)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(2, 0)).temporary, 0);
}

void TestVisionsEvents::timeCheck()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 0);
    put(*game, rid(1, 0), 10, 0);
    const VisionsState before = game->state();
    applyEvent(*game, VisionsEventCard::TimeCheck);
    QVERIFY(game->state() == before);
    QCOMPARE(EventGrupoCompacto[std::size_t(VisionsEventCard::TimeCheck)], 3);
}

void TestVisionsEvents::motorbikeDraft()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 0);
    put(*game, rid(1, 0), 20, 0);
    put(*game, rid(2, 0), 10, 0);
    applyEvent(*game, VisionsEventCard::MotorbikeDraft);
    const VisionsEventState &e = game->state().event;
    QCOMPARE(int(e.moverCount), 1);
    QCOMPARE(int(e.movers[0]), rid(2, 0)); // the last-placed rider
    QCOMPARE(int(e.rows), VisionsEvents::MotorbikeRows);
    const std::vector<int> spaces = VisionsGrupoCompacto::spaces(*game, rid(2, 0), e.rows);
    QCOMPARE(spaces.size(), std::size_t(9));
    QCOMPARE(game->track().position(spaces.front()).row, 13);
}

void TestVisionsEvents::spectatorOnTheRoad()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 1);
    put(*game, rid(1, 0), 30, 0); // the priority lane: best placed
    applyEvent(*game, VisionsEventCard::SpectatorOnTheRoad);
    QCOMPARE(riderOf(*game, rid(1, 0)).permanent, 1);
    QCOMPARE(riderOf(*game, rid(0, 0)).permanent, 0);
}

void TestVisionsEvents::mechanical()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 1);
    put(*game, rid(1, 0), 25, 2);
    put(*game, rid(2, 0), 10, 0);
    applyEvent(*game, VisionsEventCard::Mechanical);
    QCOMPARE(riderOf(*game, rid(1, 0)).cell, std::int16_t(cellOf(*game, 23, 2)));
    QCOMPARE(rowOf(*game, rid(0, 0)), 30);
    QCOMPARE(rowOf(*game, rid(2, 0)), 10);
}

void TestVisionsEvents::heatWave()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 1);
    put(*game, rid(1, 0), 20, 1);
    auto &s = game->mutableState();
    s.riders[std::size_t(rid(0, 0))].temporary = 1;
    s.riders[std::size_t(rid(0, 0))].permanent = 2;
    s.riders[std::size_t(rid(1, 0))].temporary = 2;
    applyEvent(*game, VisionsEventCard::HeatWave);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 2);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 2);
}

void TestVisionsEvents::breakawayBonus()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 1);
    put(*game, rid(1, 0), 20, 1);
    applyEvent(*game, VisionsEventCard::BreakawayBonus);
    QCOMPARE(riderOf(*game, rid(0, 0)).bonusSeconds, 2);
    QCOMPARE(riderOf(*game, rid(1, 0)).bonusSeconds, 0);
    // Linked to a rider behind: no bonus.
    put(*game, rid(2, 0), 29, 1);
    applyEvent(*game, VisionsEventCard::BreakawayBonus);
    QCOMPARE(riderOf(*game, rid(0, 0)).bonusSeconds, 2);
}

void TestVisionsEvents::policeEscort()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 0);
    const VisionsState before = game->state();
    applyEvent(*game, VisionsEventCard::PoliceEscort);
    QVERIFY(game->state() == before);
    QCOMPARE(EventGrupoCompacto[std::size_t(VisionsEventCard::PoliceEscort)], 5);
}

void TestVisionsEvents::tailwind()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), FlatsRow, 0);
    put(*game, rid(1, 0), SprintRow, 0);
    game->mutableState().riders[std::size_t(rid(0, 0))].temporary = 2;
    game->mutableState().riders[std::size_t(rid(1, 0))].temporary = 2;
    applyEvent(*game, VisionsEventCard::Tailwind);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 2);
}

void TestVisionsEvents::touchOfWheels()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), 30, 0);
    put(*game, rid(1, 0), 29, 0); // behind another team's rider
    put(*game, rid(1, 1), 28, 0); // behind a team mate
    put(*game, rid(2, 0), 30, 1); // nobody ahead
    applyEvent(*game, VisionsEventCard::TouchOfWheels);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 1)).temporary, 0);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 0);
    QCOMPARE(riderOf(*game, rid(2, 0)).temporary, 0);
}

void TestVisionsEvents::descentCrash()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), DescentRow + 9, 0);
    put(*game, rid(1, 0), MountainRow, 0);
    applyEvent(*game, VisionsEventCard::DescentCrash);
    QCOMPARE(riderOf(*game, rid(0, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 0);
}

void TestVisionsEvents::eventsTakeNoTokenPastTheFifth()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), CobblesRow, 0);
    put(*game, rid(1, 0), CobblesRow - 5, 0);
    auto &s = game->mutableState();
    s.riders[std::size_t(rid(0, 0))].temporary = 3;
    s.riders[std::size_t(rid(0, 0))].permanent = 2;
    s.riders[std::size_t(rid(1, 0))].permanent = 5;
    applyEvent(*game, VisionsEventCard::RainOnTheCobbles);
    applyEvent(*game, VisionsEventCard::SpectatorOnTheRoad);
    applyEvent(*game, VisionsEventCard::Crosswinds);
    applyEvent(*game, VisionsEventCard::HeatWave);
    QCOMPARE(riderOf(*game, rid(0, 0)).fatigue(), MaxFatigue);
    QCOMPARE(riderOf(*game, rid(0, 0)).permanent, 2);
    QCOMPARE(riderOf(*game, rid(1, 0)).fatigue(), MaxFatigue);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 0);
}

void TestVisionsEvents::roadSideRidersAreNeverAffected()
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rid(0, 0), CobblesRow, 0);
    auto &side = game->mutableState().riders[std::size_t(rid(1, 0))];
    side.where = VisionsRider::Where::RoadSide;
    side.cell = std::int16_t(CobblesRow + 5); // placed best, on the cobbles' road side
    side.temporary = 2;
    for (int card = 0; card < EventCardCount; ++card)
        VisionsEvents::applyEffect(*game, card);
    QCOMPARE(riderOf(*game, rid(1, 0)).temporary, 2);
    QCOMPARE(riderOf(*game, rid(1, 0)).permanent, 0);
    QCOMPARE(riderOf(*game, rid(1, 0)).cell, std::int16_t(CobblesRow + 5));
    QCOMPARE(riderOf(*game, rid(1, 0)).bonusSeconds, 0);
    QCOMPARE(riderOf(*game, rid(0, 0)).permanent, 1); // Spectator: the best placed on the road
    QVERIFY(VisionsGrupoCompacto::spaces(*game, rid(1, 0), 10).empty());
}

void TestVisionsEvents::eventDeckOrderIsHidden()
{
    auto game = placedGame();
    auto other = game->clone();
    auto *otherGame = static_cast<VisionsGame *>(other.get());
    stackEventDeck(*game, VisionsEventCard::Crosswinds);
    stackEventDeck(*otherGame, VisionsEventCard::DescentCrash);
    for (int seat = 0; seat < 3; ++seat)
        QCOMPARE(game->viewFor(seat), otherGame->viewFor(seat));
    // Resampling for a seat keeps the cards and deals the deck again.
    const std::vector<int> census = game->cardCensus();
    bool reordered = false;
    for (int i = 0; i < 8 && !reordered; ++i) {
        cw::Rng rng(std::uint64_t(i) + 1);
        game->resampleHidden(0, rng);
        QCOMPARE(game->cardCensus(), census);
        reordered = game->state().events.drawAt(EventCardCount - 1) !=
                    std::int8_t(VisionsEventCard::Crosswinds);
    }
    QVERIFY(reordered);
}

// The log says what an Event did to whom (the board's Event card shows these lines): a drawn
// Puncture sends the leader back, Crosswinds tire the riders linked to no one.
void TestVisionsEvents::eventEffectsAreLogged()
{
    for (const VisionsEventCard card : {VisionsEventCard::Puncture, VisionsEventCard::Crosswinds}) {
        auto game = placedGame();
        VisionsState &s = game->mutableState();
        const int seat = s.seat;
        clearRoad(*game);
        const int mover = rid(seat, 0);
        const int leader = rid((seat + 1) % 3, 0);
        put(*game, mover, 20, 0);
        put(*game, leader, 40, 0);
        put(*game, rid((seat + 2) % 3, 0), 10, 0);
        headlinesNext(*game, seat, card);
        game->setRecordLog(true);
        game->apply(VisionsAction::activate(0, 1, MoveType::Lead));
        while (game->state().stage != VisionsStage::Activate)
            game->apply(game->state().stage == VisionsStage::GrupoCompacto
                            ? cw::Action(VisionsAction::GrupoCompactoStay)
                            : game->legalActions().front());
        const QStringList log = game->takeLog();
        const QString name = VisionsNarration::eventName(int(card));
        if (card == VisionsEventCard::Puncture) {
            QCOMPARE(rowOf(*game, leader), 37);
            QCOMPARE(log.filter(QStringLiteral("falls back to row 38")).size(), 1);
            QVERIFY(log.filter(QStringLiteral("falls back")).first().contains(name));
        } else {
            // Nobody is linked: every rider on the road takes a Temporary fatigue.
            QCOMPARE(log.filter(QStringLiteral("takes 1 Temporary fatigue (%1)").arg(name)).size(),
                     3);
        }
    }
}

// The log says where the move ended, then what the Event drawn after it did: a Puncture that
// sets the mover back 3 rows comes after "ends its move on" the row the move reached.
void TestVisionsEvents::moveEndIsLoggedBeforeAnEventMovesTheRider()
{
    auto game = placedGame();
    const int seat = game->state().seat;
    clearRoad(*game);
    const int mover = rid(seat, 0);
    put(*game, mover, FlatsRow, 0);
    put(*game, rid((seat + 1) % 3, 0), 15, 0);
    put(*game, rid((seat + 2) % 3, 0), 10, 0);
    headlinesNext(*game, seat, VisionsEventCard::Puncture);
    game->setRecordLog(true);
    game->apply(
        VisionsAction::activate(0, 1, MoveType::Lead)); // Lead 6 on flats: to row 28, leading
    while (game->state().stage != VisionsStage::Activate)
        game->apply(game->state().stage == VisionsStage::GrupoCompacto
                        ? cw::Action(VisionsAction::GrupoCompactoStay)
                        : game->legalActions().front());
    QCOMPARE(rowOf(*game, mover), 25);
    const QStringList log = game->takeLog();
    const auto lineWith = [&](const QString &text) {
        for (int i = 0; i < log.size(); ++i)
            if (log[i].contains(text))
                return i;
        return -1;
    };
    const int ended = lineWith(QStringLiteral("ends its move on row 29, lane 1."));
    const int fell = lineWith(QStringLiteral("falls back to row 26, lane 1"));
    QVERIFY2(ended >= 0, qPrintable(log.join(u'\n')));
    QVERIFY(fell > ended);
}

QTEST_GUILESS_MAIN(TestVisionsEvents)
#include "tst_visions_events.moc"
