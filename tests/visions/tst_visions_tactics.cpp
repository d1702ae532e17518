// Visions of Rainbows Tactics cards (docs/rules/visions.md, "Tactics (medium and long games)"):
// dealing, one test per card, the one-a-turn limit and the hidden hands.
#include "VisionsPositionSupport.h"

#include "visions/VisionsTactics.h"

#include <QTest>

#include <algorithm>

using namespace cw::visions;

namespace {

// `seat` holds exactly `cards` as Tactics, each taken from wherever it was; the cards it held go
// to the unseen pile (so the census still holds).
void giveTactics(VisionsGame &game, int seat, std::initializer_list<Tactic> cards)
{
    VisionsTacticsState &t = game.mutableState().tactics;
    for (int i = 0; i < t.handCount[std::size_t(seat)]; ++i)
        t.deck.putOnDrawPile(t.hand[std::size_t(seat)][std::size_t(i)]);
    t.handCount[std::size_t(seat)] = 0;
    for (Tactic card : cards) {
        // Take it from wherever it is.
        for (int other = 0; other < game.state().teams; ++other) {
            auto &hand = t.hand[std::size_t(other)];
            for (int i = 0; i < t.handCount[std::size_t(other)]; ++i)
                if (hand[std::size_t(i)] == int(card))
                    hand[std::size_t(i)] = hand[std::size_t(--t.handCount[std::size_t(other)])];
        }
        std::vector<std::int8_t> rest;
        for (int i = 0; i < t.deck.drawCount(); ++i)
            if (t.deck.drawAt(i) != int(card))
                rest.push_back(t.deck.drawAt(i));
        std::vector<std::int8_t> played;
        for (int i = 0; i < t.deck.discardCount(); ++i)
            if (t.deck.discardAt(i) != int(card))
                played.push_back(t.deck.discardAt(i));
        t.deck.clear();
        for (std::int8_t c : rest)
            t.deck.putOnDrawPile(c);
        for (std::int8_t c : played)
            t.deck.discard(c);
        t.hand[std::size_t(seat)][t.handCount[std::size_t(seat)]++] = std::int8_t(card);
    }
}

void finishMove(VisionsGame &game)
{
    while (game.state().stage == VisionsStage::Move || game.state().stage == VisionsStage::Link)
        game.apply(game.legalActions().front());
}

} // namespace

class TestVisionsTactics : public QObject {
    Q_OBJECT

private slots:
    void dealsTwoTacticsPerPlayer();
    void sevenPlayersShareElevenCards();
    void shortGamesHaveNoTactics();
    void initialTacticsAreLogged();
    void teamLeader();
    void mountainDomestique();
    void leadOutTrain();
    void rouleur();
    void bonusAbilitiesAreClassModifiers();
    void attack();
    void teamCar();
    void secondWind();
    void holdTheWheel();
    void domestiquesSacrifice();
    void counterAttack();
    void counterAttackIsAskedWhateverTheSeatHolds();
    void counterAttackIsNotAskedWhenNoOneCanHoldIt();
    void sprintRoyale();
    void oneTacticsCardPerTurn();
    void tacticsHandsAreHidden();
    void randomGamesKeepCardsAndRidersConsistent();
};

void TestVisionsTactics::dealsTwoTacticsPerPlayer()
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const auto game = placedGame(3, seed);
        const VisionsState &s = game->state();
        int dealt = 0;
        for (int team = 0; team < 3; ++team) {
            int initial = 0;
            for (int slot = 0; slot < 6; ++slot)
                for (std::uint8_t b = s.tactics.bonus[std::size_t(rid(team, slot))]; b; b &= b - 1)
                    ++initial;
            QCOMPARE(s.tactics.handCount[std::size_t(team)] + initial, TacticsPerPlayer);
            for (int i = 0; i < s.tactics.handCount[std::size_t(team)]; ++i)
                QVERIFY(s.tactics.hand[std::size_t(team)][std::size_t(i)] >= InitialTacticsCount);
            dealt += TacticsPerPlayer;
        }
        QCOMPARE(s.tactics.deck.drawCount(), TacticsCardCount - dealt);
        QCOMPARE(game->cardCensus().size(),
                 std::size_t(3 * DeckSize + EventCardCount + TacticsCardCount));
        for (int card = 0; card < TacticsCardCount; ++card)
            QCOMPARE(game->cardCensus()[std::size_t(3 * DeckSize + EventCardCount + card)], 1);
    }
}

void TestVisionsTactics::sevenPlayersShareElevenCards()
{
    const auto game = placedGame(7, 3);
    const VisionsState &s = game->state();
    int dealt = 0;
    for (int i = 0; i < 7; ++i) {
        const int seat = (s.firstSeat + i) % 7;
        int initial = 0;
        for (int slot = 0; slot < 3; ++slot)
            initial += s.tactics.bonus[std::size_t(seat * 3 + slot)] != 0;
        // Initial cards a team without Domestiques cannot use are played for nothing.
        QVERIFY(s.tactics.handCount[std::size_t(seat)] + initial <= (i < 4 ? 2 : 1));
        dealt += s.tactics.handCount[std::size_t(seat)];
    }
    QCOMPARE(s.tactics.deck.drawCount(), 0);
    QCOMPARE(dealt + s.tactics.deck.discardCount(), TacticsCardCount);
}

void TestVisionsTactics::shortGamesHaveNoTactics()
{
    VisionsGame game = test::newGame(QStringLiteral("short"), 3, 5);
    test::placeAll(game);
    QCOMPARE(game.state().length, GameLength::Short);
    for (int team = 0; team < 3; ++team)
        QCOMPARE(int(game.state().tactics.handCount[std::size_t(team)]), 0);
    game.mutableState().tactics.hand[std::size_t(game.state().seat)][0] =
        std::int8_t(Tactic::Attack);
    game.mutableState().tactics.handCount[std::size_t(game.state().seat)] = 1;
    for (cw::Action action : game.legalActions())
        QVERIFY(!VisionsTactics::isPlay(action));
    QVERIFY(!game.viewFor(0).contains(QStringLiteral("tactics")));
}

// The log says which Initial Tactics each team got at setup and which rider gained which Bonus
// ability from it.
void TestVisionsTactics::initialTacticsAreLogged()
{
    int logged = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        VisionsGame game(terrainRoad(), 3, seed);
        game.setRecordLog(true);
        test::placeAll(game);
        const VisionsState &s = game.state();
        std::array<int, 3> initial{};
        for (const VisionsEvent &e : game.events()) {
            if (e.type != VisionsEvent::TacticsPlayed)
                continue;
            QCOMPARE(e.b, 1);
            QVERIFY(e.a < InitialTacticsCount);
            ++initial[std::size_t(e.seat)];
            QVERIFY(e.rider >= 0); // 3 teams: every team has the riders they name
            QCOMPARE(s.teamOf(e.rider), e.seat);
            QVERIFY(s.tactics.bonus[std::size_t(e.rider)] & (1u << e.a));
        }
        for (int team = 0; team < 3; ++team)
            QCOMPARE(initial[std::size_t(team)] + s.tactics.handCount[std::size_t(team)],
                     TacticsPerPlayer);
        const QStringList log = game.takeLog();
        const int total = initial[0] + initial[1] + initial[2];
        QCOMPARE(int(std::count_if(log.begin(), log.end(),
                                   [](const QString &line) {
                                       return line.contains(QStringLiteral("Initial Tactic")) &&
                                              line.contains(QStringLiteral("+1 PS on"));
                                   })),
                 total);
        logged += total;
    }
    QVERIFY(logged > 0);
}

namespace {

// The PS rider `rider` starts with on `row` with card `card` played as `type`, with and without
// the Bonus ability `ability`.
std::pair<int, int> psWithAbility(int rider, int row, Tactic ability, int card = 1,
                                  MoveType type = MoveType::Lead)
{
    auto game = placedGame();
    clearRoad(*game);
    put(*game, rider, row, 0);
    game->mutableState().tactics.bonus = {};
    const int without = game->startingPs(rider, card, type);
    game->mutableState().tactics.bonus[std::size_t(rider)] = std::uint8_t(1u << int(ability));
    return {game->startingPs(rider, card, type), without};
}

} // namespace

void TestVisionsTactics::teamLeader()
{
    const auto [with, without] = psWithAbility(rid(0, 0), FlatsRow, Tactic::TeamLeader);
    QCOMPARE(with, without + 1);
    const auto [mountain, plain] = psWithAbility(rid(0, 0), MountainRow, Tactic::TeamLeader);
    QCOMPARE(mountain, plain);
}

void TestVisionsTactics::mountainDomestique()
{
    const auto [with, without] = psWithAbility(rid(1, 3), MountainRow, Tactic::MountainDomestique);
    QCOMPARE(with, without + 1);
    const auto [flats, plain] = psWithAbility(rid(1, 3), FlatsRow, Tactic::MountainDomestique);
    QCOMPARE(flats, plain);
}

void TestVisionsTactics::leadOutTrain()
{
    const auto [with, without] = psWithAbility(rid(2, 2), SprintRow, Tactic::LeadOutTrain);
    QCOMPARE(with, without + 1);
    const auto [descent, plain] = psWithAbility(rid(2, 2), DescentRow, Tactic::LeadOutTrain);
    QCOMPARE(descent, plain);
}

void TestVisionsTactics::rouleur()
{
    const auto [with, without] = psWithAbility(rid(0, 4), DescentRow, Tactic::Rouleur);
    QCOMPARE(with, without + 1);
    const auto [cobbles, plain] = psWithAbility(rid(0, 4), CobblesRow, Tactic::Rouleur);
    QCOMPARE(cobbles, plain);
}

void TestVisionsTactics::bonusAbilitiesAreClassModifiers()
{
    // A Draft takes no class modifier: the Bonus ability neither.
    const auto [draft, plain] =
        psWithAbility(rid(0, 0), FlatsRow, Tactic::TeamLeader, 8, MoveType::Draft);
    QCOMPARE(draft, plain);
    // Entering the terrain during the move adds it, like a terrain modifier.
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    clearRoad(*game);
    s.tactics.bonus = {};
    s.tactics.bonus[std::size_t(rid(seat, 0))] = 1u << int(Tactic::LeadOutTrain);
    put(*game, rid(seat, 0), SprintRow - 2, 0);
    giveHand(*game, seat, {0, 1, 2, 3, 4});
    game->apply(VisionsAction::activate(0, 1, MoveType::Lead)); // Lead 6 on flats: 6 PS
    QCOMPARE(int(game->state().move.ps), 6);
    game->apply(VisionsAction::ForwardBase + 0);
    game->apply(VisionsAction::ForwardBase + 0); // into the sprint: All-Star +1, ability +1
    QCOMPARE(int(game->state().move.ps), 6 - 2 + 2);
}

void TestVisionsTactics::attack()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    clearRoad(*game);
    put(*game, rid(seat, 0), FlatsRow, 0);
    giveTactics(*game, seat, {Tactic::Attack});
    giveHand(*game, seat, {0, 1, 2, 3, 4});
    const int before = game->startingPs(rid(seat, 0), 1, MoveType::Lead);
    QVERIFY(game->isLegal(VisionsAction::tactic(Tactic::Attack)));
    game->setRecordLog(true);
    game->apply(VisionsAction::tactic(Tactic::Attack));
    QCOMPARE(game->takeLog().filter(QStringLiteral("plays Attack!")).size(), 1);
    QCOMPARE(game->state().stage, VisionsStage::Activate);
    QCOMPARE(game->currentSeat(), seat);
    game->apply(VisionsAction::activate(0, 1, MoveType::Lead));
    QCOMPARE(int(game->state().move.ps), before + AttackPs);
    finishMove(*game);
    QVERIFY(!game->state().tactics.attack); // this activation only
    QCOMPARE(game->state().tactics.deck.countInDiscard(std::int8_t(Tactic::Attack)), 1);
}

void TestVisionsTactics::teamCar()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    giveTactics(*game, seat, {Tactic::TeamCar});
    s.riders[std::size_t(rid(seat, 1))].temporary = 3;
    s.riders[std::size_t(rid(seat, 1))].permanent = 1;
    QVERIFY(!game->isLegal(VisionsAction::tactic(Tactic::TeamCar, 2))); // no fatigue there
    game->apply(VisionsAction::tactic(Tactic::TeamCar, 1));
    QCOMPARE(riderOf(*game, rid(seat, 1)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(seat, 1)).permanent, 1);
}

void TestVisionsTactics::secondWind()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    giveTactics(*game, seat, {Tactic::SecondWind});
    s.riders[std::size_t(rid(seat, 0))].temporary = 2;
    s.riders[std::size_t(rid(seat, 0))].permanent = 2;
    QVERIFY(!game->isLegal(VisionsAction::tactic(Tactic::SecondWind, 1)));
    game->apply(VisionsAction::tactic(Tactic::SecondWind, 0));
    QCOMPARE(riderOf(*game, rid(seat, 0)).permanent, 1);
    QCOMPARE(riderOf(*game, rid(seat, 0)).temporary, 2);
}

void TestVisionsTactics::holdTheWheel()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    clearRoad(*game);
    put(*game, rid(seat, 1), MountainRow, 0); // the Climber: +2 on mountains
    s.riders[std::size_t(rid(seat, 1))].temporary = 3;
    giveTactics(*game, seat, {Tactic::HoldTheWheel});
    giveHand(*game, seat, {0, 1, 2, 3, 4});
    QVERIFY(!game->isLegal(VisionsAction::tactic(Tactic::HoldTheWheel))); // no Draft in hand
    giveHand(*game, seat, {0, 1, 2, 3, 9});
    const int draft = game->startingPs(rid(seat, 1), 9, MoveType::Draft);
    QCOMPARE(draft, ActionCards[9].ps);
    game->apply(VisionsAction::tactic(Tactic::HoldTheWheel));
    // The class modifier, still no fatigue modifier.
    game->apply(VisionsAction::activate(1, 9, MoveType::Draft));
    QCOMPARE(int(game->state().move.ps), draft + 2);
}

void TestVisionsTactics::domestiquesSacrifice()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    giveTactics(*game, seat, {Tactic::DomestiquesSacrifice});
    VisionsRider &star = s.riders[std::size_t(rid(seat, 0))];
    star.temporary = 1;
    star.permanent = 2;
    s.riders[std::size_t(rid(seat, 3))].temporary = 4;
    s.riders[std::size_t(rid(seat, 4))].permanent = 5;
    QVERIFY(!game->isLegal(VisionsAction::tactic(Tactic::DomestiquesSacrifice, 0, 4))); // full
    QVERIFY(
        !game->isLegal(VisionsAction::tactic(Tactic::DomestiquesSacrifice, 0, 2))); // no Domestique
    game->apply(VisionsAction::tactic(Tactic::DomestiquesSacrifice, 0, 3));
    // Only one token fits: a Permanent one.
    QCOMPARE(riderOf(*game, rid(seat, 0)).permanent, 1);
    QCOMPARE(riderOf(*game, rid(seat, 0)).temporary, 1);
    QCOMPARE(riderOf(*game, rid(seat, 3)).permanent, 1);
    QCOMPARE(riderOf(*game, rid(seat, 3)).fatigue(), MaxFatigue);
}

void TestVisionsTactics::counterAttack()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    const int opponent = (seat + 1) % 3;
    clearRoad(*game);
    put(*game, rid(seat, 0), 30, 1);
    put(*game, rid(opponent, 0), 29, 0);
    put(*game, rid((seat + 2) % 3, 0), 31, 0); // block the road ahead
    put(*game, rid((seat + 2) % 3, 1), 31, 1);
    giveTactics(*game, opponent, {Tactic::CounterAttack});
    giveHand(*game, seat, {11, 1, 2, 3, 4});
    QVERIFY(!game->isLegal(VisionsAction::CounterAttackBase + cellOf(*game, 30, 2)));
    game->setRecordLog(true);
    game->apply(VisionsAction::activate(0, 11, MoveType::Break));
    game->apply(VisionsAction::SidewaysLowBase); // ends directly ahead of the opponent's rider
    game->apply(VisionsAction::Stop);
    QCOMPARE(game->state().stage, VisionsStage::CounterAttack);
    QCOMPARE(game->currentSeat(), opponent);
    QVERIFY(game->isLegal(VisionsAction::CounterAttackDecline));
    QVERIFY(game->isLegal(VisionsAction::CounterAttackBase + cellOf(*game, 30, 1)));
    QVERIFY(!game->isLegal(VisionsAction::CounterAttackBase + cellOf(*game, 32, 0)));
    game->apply(VisionsAction::CounterAttackBase + cellOf(*game, 31, 2));
    QCOMPARE(riderOf(*game, rid(opponent, 0)).cell, std::int16_t(cellOf(*game, 31, 2)));
    QVERIFY(!VisionsTactics::holds(game->state(), opponent, Tactic::CounterAttack));
    QCOMPARE(game->takeLog().filter(QStringLiteral("counter-attacks")).size(), 1);
    // The mover's turn ends as usual: its card's fatigue, then the next seat.
    QCOMPARE(riderOf(*game, rid(seat, 0)).temporary, ActionCards[11].temporary);
    QCOMPARE(game->state().stage, VisionsStage::Activate);
    QCOMPARE(game->currentSeat(), opponent);
    // A team mate's move offers nothing.
    auto same = placedGame();
    VisionsState &t = same->mutableState();
    clearRoad(*same);
    put(*same, rid(t.seat, 0), 30, 1);
    put(*same, rid(t.seat, 1), 29, 0);
    put(*same, rid((t.seat + 1) % 3, 0), 31, 0);
    put(*same, rid((t.seat + 1) % 3, 1), 31, 1);
    giveTactics(*same, t.seat, {Tactic::CounterAttack});
    giveHand(*same, t.seat, {11, 1, 2, 3, 4});
    same->apply(VisionsAction::activate(0, 11, MoveType::Break));
    same->apply(VisionsAction::SidewaysLowBase);
    same->apply(VisionsAction::Stop);
    QCOMPARE(same->state().stage, VisionsStage::Activate);
}

namespace {

// The position of counterAttack(): the current seat's All-Star at row 30, lane 1, about to play
// Break 6; the next seat's All-Star at row 29, lane 0; the road ahead blocked. The next seat
// holds `card` as its only Tactics card (nobody else holds one).
std::unique_ptr<VisionsGame> counterAttackPosition(Tactic card)
{
    auto game = placedGame();
    const int seat = game->state().seat;
    clearRoad(*game);
    put(*game, rid(seat, 0), 30, 1);
    put(*game, rid((seat + 1) % 3, 0), 29, 0);
    put(*game, rid((seat + 2) % 3, 0), 31, 0);
    put(*game, rid((seat + 2) % 3, 1), 31, 1);
    holdOnly(*game, (seat + 1) % 3, card);
    giveHand(*game, seat, {11, 1, 2, 3, 4});
    game->setRecordLog(true);
    return game;
}

// The move of counterAttackPosition(): it ends directly ahead of the next seat's All-Star.
void moveAheadOfTheNextSeat(VisionsGame &game)
{
    game.apply(VisionsAction::activate(0, 11, MoveType::Break));
    game.apply(VisionsAction::SidewaysLowBase);
    game.apply(VisionsAction::Stop);
}

} // namespace

// docs/rules/visions.md, "Seats and the shared screen": a secret is shown only to its seat. The
// seat whose rider the move ends directly ahead of is asked whatever it holds; without the card it
// can only decline, and its decline looks the same to everyone else as a holder's: views, log, the
// name of the action.
void TestVisionsTactics::counterAttackIsAskedWhateverTheSeatHolds()
{
    const auto holder = counterAttackPosition(Tactic::CounterAttack);
    const auto other = counterAttackPosition(Tactic::TeamCar);
    const int seat = holder->state().seat;
    const int asked = (seat + 1) % 3;
    QCOMPARE(holder->viewFor(seat), other->viewFor(seat));
    moveAheadOfTheNextSeat(*holder);
    moveAheadOfTheNextSeat(*other);
    for (const VisionsGame *game : {holder.get(), other.get()}) {
        QCOMPARE(game->state().stage, VisionsStage::CounterAttack);
        QCOMPARE(game->currentSeat(), asked);
        QVERIFY(game->isLegal(VisionsAction::CounterAttackDecline));
    }
    QVERIFY(holder->isLegal(VisionsAction::CounterAttackBase + cellOf(*holder, 31, 2)));
    QCOMPARE(other->legalActions(), cw::ActionList{VisionsAction::CounterAttackDecline});
    for (int viewer : {-1, seat, (seat + 2) % 3})
        QCOMPARE(holder->viewFor(viewer), other->viewFor(viewer));
    QCOMPARE(holder->actionName(VisionsAction::CounterAttackDecline),
             other->actionName(VisionsAction::CounterAttackDecline));
    holder->apply(VisionsAction::CounterAttackDecline);
    other->apply(VisionsAction::CounterAttackDecline);
    QCOMPARE(holder->takeLog(), other->takeLog());
    for (int viewer : {-1, seat, (seat + 2) % 3})
        QCOMPARE(holder->viewFor(viewer), other->viewFor(viewer));
    QCOMPARE(holder->state().stage, VisionsStage::Activate);
    QVERIFY(VisionsTactics::holds(holder->state(), asked, Tactic::CounterAttack));
}

// Nobody is asked where everyone knows the seat cannot hold the card: its Tactics hand is empty,
// or Counter-attack has been played.
void TestVisionsTactics::counterAttackIsNotAskedWhenNoOneCanHoldIt()
{
    auto empty = counterAttackPosition(Tactic::TeamCar);
    const int asked = (empty->state().seat + 1) % 3;
    QVERIFY(VisionsTactics::discardFromHand(empty->mutableState(), asked, Tactic::TeamCar));
    moveAheadOfTheNextSeat(*empty);
    QCOMPARE(empty->state().stage, VisionsStage::Activate);
    auto played = counterAttackPosition(Tactic::CounterAttack);
    VisionsState &s = played->mutableState();
    QVERIFY(VisionsTactics::discardFromHand(s, asked, Tactic::CounterAttack));
    s.tactics.hand[std::size_t(asked)][0] = std::int8_t(Tactic::TeamCar);
    s.tactics.handCount[std::size_t(asked)] = 1;
    QVERIFY(s.tactics.deck.takeFromDraw(std::int8_t(Tactic::TeamCar)));
    moveAheadOfTheNextSeat(*played);
    QCOMPARE(played->state().stage, VisionsStage::Activate);
}

void TestVisionsTactics::sprintRoyale()
{
    for (bool royale : {false, true}) {
        auto game = placedGame();
        VisionsState &s = game->mutableState();
        const int seat = s.seat;
        clearRoad(*game);
        const int line = game->track().bonusLines().front().row;
        put(*game, rid(seat, 0), line - 1, 0);
        giveTactics(*game, seat, {Tactic::SprintRoyale});
        giveHand(*game, seat, {0, 1, 2, 3, 4});
        if (royale)
            game->apply(VisionsAction::tactic(Tactic::SprintRoyale));
        game->apply(VisionsAction::activate(0, 0, MoveType::Lead));
        finishMove(*game);
        QCOMPARE(int(riderOf(*game, rid(seat, 0)).bonusSeconds), royale ? SprintRoyaleSeconds : 2);
        QVERIFY(!game->state().tactics.sprintRoyale);
    }
}

void TestVisionsTactics::oneTacticsCardPerTurn()
{
    auto game = placedGame();
    VisionsState &s = game->mutableState();
    const int seat = s.seat;
    giveTactics(*game, seat, {Tactic::Attack, Tactic::SprintRoyale});
    QVERIFY(game->isLegal(VisionsAction::tactic(Tactic::SprintRoyale)));
    game->apply(VisionsAction::tactic(Tactic::Attack));
    for (cw::Action action : game->legalActions())
        QVERIFY(!VisionsTactics::isPlay(action));
    // The next turn of that player may play one again.
    VisionsTactics::endTurn(game->mutableState());
    QVERIFY(game->isLegal(VisionsAction::tactic(Tactic::SprintRoyale)));
}

void TestVisionsTactics::tacticsHandsAreHidden()
{
    auto game = placedGame();
    giveTactics(*game, 0, {Tactic::HoldTheWheel});
    giveTactics(*game, 2, {Tactic::DomestiquesSacrifice, Tactic::SprintRoyale});
    giveTactics(*game, 1, {Tactic::TeamCar, Tactic::SecondWind});
    auto other = game->clone();
    auto *otherGame = static_cast<VisionsGame *>(other.get());
    giveTactics(*otherGame, 1, {Tactic::Attack, Tactic::CounterAttack});
    QCOMPARE(game->cardCensus(), otherGame->cardCensus());
    QCOMPARE(game->viewFor(0), otherGame->viewFor(0));
    QCOMPARE(game->viewFor(2), otherGame->viewFor(2));
    QVERIFY(game->viewFor(1) != otherGame->viewFor(1));
    QCOMPARE(game->viewFor(0)[QStringLiteral("tactics")][QStringLiteral("handCounts")][1].toInt(),
             2);
    // Resampling for seat 0 keeps seat 0's hand and every count, and deals seat 1 again.
    const std::vector<int> census = game->cardCensus();
    bool changed = false;
    for (std::uint64_t i = 1; i <= 10 && !changed; ++i) {
        cw::Rng rng(i);
        game->resampleHidden(0, rng);
        const VisionsTacticsState &t = game->state().tactics;
        QCOMPARE(game->cardCensus(), census);
        QCOMPARE(int(t.handCount[0]), 1);
        QCOMPARE(int(t.hand[0][0]), int(Tactic::HoldTheWheel));
        QCOMPARE(int(t.handCount[1]), 2);
        changed = !VisionsTactics::holds(game->state(), 1, Tactic::TeamCar) ||
                  !VisionsTactics::holds(game->state(), 1, Tactic::SecondWind);
    }
    QVERIFY(changed);
}

// Random games of 3 to 7 teams on the medium road (mostly forward steps, so that they finish):
// every card stays somewhere, no rider holds more than 5 tokens or shares a space, and the
// Event and Counter-attack choices come up.
void TestVisionsTactics::randomGamesKeepCardsAndRidersConsistent()
{
    int grupoCompacto = 0, counterAttacks = 0, tacticsPlayed = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const int teams = 3 + int(seed % 5);
        VisionsGame game(terrainRoad(), teams, seed);
        cw::Rng rng(seed * 7919);
        std::vector<int> census;
        int actions = 0;
        for (; !game.isOver() && actions < 20000; ++actions) {
            const cw::ActionList legal = game.legalActions();
            QVERIFY(!legal.empty());
            // Mostly the first action (a forward step, no drop back): games reach the finish.
            const bool dropBack = game.state().stage == VisionsStage::DropBack;
            const cw::Action action = rng.below(4) == 0
                                          ? legal[rng.below(std::uint32_t(legal.size()))]
                                      : dropBack ? legal.back()
                                                 : legal.front();
            grupoCompacto += game.state().stage == VisionsStage::GrupoCompacto;
            counterAttacks += game.state().stage == VisionsStage::CounterAttack;
            tacticsPlayed += VisionsTactics::isPlay(action);
            game.apply(action);
            if (game.state().stage == VisionsStage::Place)
                continue;
            if (census.empty())
                census = game.cardCensus();
            QCOMPARE(game.cardCensus(), census);
            std::vector<int> cells;
            for (int r = 0; r < game.state().riderCount(); ++r) {
                const VisionsRider &rider = riderOf(game, r);
                QVERIFY(rider.fatigue() <= MaxFatigue);
                if (rider.where == VisionsRider::Where::Road)
                    cells.push_back(rider.cell);
            }
            std::sort(cells.begin(), cells.end());
            QVERIFY(std::adjacent_find(cells.begin(), cells.end()) == cells.end());
        }
        QVERIFY2(game.isOver(), qPrintable(QStringLiteral("seed %1").arg(seed)));
    }
    QVERIFY(grupoCompacto > 0);
    QVERIFY(counterAttacks > 0);
    QVERIFY(tacticsPlayed > 0);
}

QTEST_GUILESS_MAIN(TestVisionsTactics)
#include "tst_visions_tactics.moc"
