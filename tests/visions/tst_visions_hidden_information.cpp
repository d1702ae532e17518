// Visions of Rainbows: who is asked to decide, and what it is offered, never tells what another
// seat holds (docs/rules/visions.md, "Seats and the shared screen": a secret is shown only to its
// seat; the Tactics hands are dealt and the rest removed unseen). Checked over random races on many
// roads, and for the one question of the game asked on another player's turn, Counter-attack,
// through the AI too.
#include "VisionsPositionSupport.h"

#include "ai/AiFactory.h"
#include "visions/VisionsEasyAi.h"
#include "visions/VisionsRandomCourse.h"
#include "visions/VisionsTactics.h"

#include <QTest>

#include <algorithm>

using namespace cw;
using namespace cw::visions;

namespace {

// Deals again what the seats other than `seat` hold, from the cards `seat` cannot see: their
// Tactics hands together with the Tactics removed unseen, and each one's Action hand together
// with its own draw pile. Nothing public moves: every Making Headlines card keeps its place in its
// draw pile, and `seat`'s cards, the Event deck and the game's generator are untouched, so the
// same actions have the same chance outcomes and only what the others hold differs.
void dealOthersAgain(VisionsGame &game, int seat, Rng &rng)
{
    VisionsState &s = game.mutableState();
    if (s.length != GameLength::Short)
        VisionsTactics::resampleHidden(s, seat, rng);
    for (int t = 0; t < s.teams; ++t) {
        if (t == seat)
            continue;
        VisionsTeam &team = s.team[std::size_t(t)];
        std::vector<std::int8_t> cards(team.hand.begin(), team.hand.begin() + team.handCount);
        std::vector<std::int8_t> pile;
        for (int i = 0; i < team.deck.drawCount(); ++i) {
            pile.push_back(team.deck.drawAt(i));
            if (pile.back() != MakingHeadlines)
                cards.push_back(pile.back());
        }
        rng.shuffle(cards.begin(), cards.end());
        std::copy(cards.begin(), cards.begin() + team.handCount, team.hand.begin());
        std::size_t next = team.handCount;
        for (std::int8_t &card : pile)
            if (card != MakingHeadlines)
                card = cards[next++];
        std::vector<std::int8_t> discard;
        for (int i = 0; i < team.deck.discardCount(); ++i)
            discard.push_back(team.deck.discardAt(i));
        team.deck.clear();
        for (std::int8_t card : pile)
            team.deck.putOnDrawPile(card);
        for (std::int8_t card : discard)
            team.deck.discard(card);
    }
}

std::unique_ptr<VisionsGame> copyOf(const VisionsGame &game)
{
    return std::make_unique<VisionsGame>(game.sharedTrack(), game.state());
}

// The roads of the random races: the built-in ones, the long custom road with 1 to 4 lanes, and
// roads made by VisionsRandomCourse (medium and long, so that there are Tactics).
std::vector<std::pair<QString, VisionsCourse>> roads()
{
    std::vector<std::pair<QString, VisionsCourse>> out;
    for (const QString &name :
         {QStringLiteral("short"), QStringLiteral("medium"), QStringLiteral("long")})
        out.emplace_back(name, builtInRoad(name));
    out.emplace_back(QStringLiteral("long custom"), visions::test::longCustomRoad());
    for (std::uint64_t seed : {3, 4}) {
        Rng rng(seed);
        out.emplace_back(
            QStringLiteral("random %1").arg(seed),
            VisionsRandomCourse::make(seed % 2 ? GameLength::Long : GameLength::Medium, rng));
    }
    return out;
}

// Where two positions that one seat cannot tell apart show a difference, as a failure message
// (empty when there is none): the seat asked to decide, the seat's view (the public view and its
// own cards), and when the seat itself decides, the actions it is offered.
QString difference(const VisionsGame &game, const VisionsGame &other, int seat)
{
    if (game.currentSeat() != other.currentSeat())
        return QStringLiteral("seat %1 asked instead of seat %2")
            .arg(game.currentSeat())
            .arg(other.currentSeat());
    if (game.viewFor(seat) != other.viewFor(seat))
        return QStringLiteral("seat %1's view differs").arg(seat);
    if (game.currentSeat() == seat && game.legalActions() != other.legalActions())
        return QStringLiteral("seat %1 is offered other actions").arg(seat);
    return {};
}

} // namespace

class TestVisionsHiddenInformation : public QObject {
    Q_OBJECT

private slots:
    void askedSeatsAndOfferedActionsIgnoreWhatOthersHold();
    void aiDecidesACounterAttackFromItsOwnView();
};

// In positions whose views are equal for a seat (the other seats' hands dealt again from what it
// cannot see), the seats asked to decide and the actions offered are the same whatever the other
// seats hold: after the seat's own action, the same seat is asked, the seat sees the same (the
// public view included) and, if it decides again, is offered the same actions; and the seat now
// asked is offered the same actions whatever the others hold. Random races
// (Easy's moves and uniformly random ones, in turn by a coin) of 3 to 7 teams, three on every road
// of roads(), up to 2,000 actions each.
void TestVisionsHiddenInformation::askedSeatsAndOfferedActionsIgnoreWhatOthersHold()
{
    int checked = 0, counterAttacks = 0;
    ActionList legal;
    int roadIndex = 0;
    for (const auto &[name, road] : roads()) {
        QVERIFY2(!road.tiles.empty(), qPrintable(name));
        for (int g = 0; g < 3; ++g) {
            const int teams = MinTeams + (g + roadIndex) % (MaxTeams - MinTeams + 1);
            VisionsGame game(road, teams, std::uint64_t(6000 + g));
            Rng rng(std::uint64_t(g) * 977 + 5), dealer(std::uint64_t(g) + 1);
            while (!game.isOver() && game.moveNumber() < 2000) {
                const int actor = game.currentSeat();
                game.legalActions(legal);
                const Action action = rng.below(2) == 0
                                          ? VisionsEasyAi::ruleAction(game, legal)
                                          : legal[rng.below(std::uint32_t(legal.size()))];
                const auto other = copyOf(game);
                dealOthersAgain(*other, actor, dealer);
                QCOMPARE(other->viewFor(actor), game.viewFor(actor));
                QVERIFY(other->isLegal(action));
                game.apply(action);
                other->apply(action);
                const QString after = difference(game, *other, actor);
                QVERIFY2(after.isEmpty(), qPrintable(QStringLiteral("%1, %2 teams, seed %3, move "
                                                                    "%4: %5")
                                                         .arg(name)
                                                         .arg(teams)
                                                         .arg(6000 + g)
                                                         .arg(game.moveNumber())
                                                         .arg(after)));
                counterAttacks += game.state().stage == VisionsStage::CounterAttack;
                if (game.isOver())
                    break;
                // The seat now asked, seen from its own view.
                const int asked = game.currentSeat();
                const auto again = copyOf(game);
                dealOthersAgain(*again, asked, dealer);
                QVERIFY2(again->legalActions() == game.legalActions(),
                         qPrintable(QStringLiteral("%1, move %2: seat %3 offered other actions")
                                        .arg(name)
                                        .arg(game.moveNumber())
                                        .arg(asked)));
                ++checked;
            }
        }
        ++roadIndex;
    }
    qInfo("%d positions checked, %d of them a Counter-attack question", checked, counterAttacks);
    QVERIFY(counterAttacks > 0);
}

// The Counter-attack question seen by the AI: a seat without the card declines (it is offered
// nothing else), and the mover's AI, deciding before its move, chooses the same whether the seat
// behind holds Counter-attack or not.
void TestVisionsHiddenInformation::aiDecidesACounterAttackFromItsOwnView()
{
    const QString id = QStringLiteral("visions");
    for (const Controller level : {Controller::AiEasy, Controller::AiNormal}) {
        const std::unique_ptr<AiPlayer> ai = makeAiPlayer(id, level);
        QVERIFY(ai);
        std::vector<Action> moverChoices;
        for (const bool holds : {true, false}) {
            auto game = placedGame();
            VisionsState &s = game->mutableState();
            const int seat = s.seat;
            const int behind = (seat + 1) % 3;
            clearRoad(*game);
            put(*game, rid(seat, 0), 30, 1);
            put(*game, rid(behind, 0), 29, 0);
            put(*game, rid((seat + 2) % 3, 0), 31, 0);
            put(*game, rid((seat + 2) % 3, 1), 31, 1);
            giveHand(*game, seat, {11, 1, 2, 3, 4});
            // The seat behind holds one Tactics card, Counter-attack or Team Car; the other one
            // and every other card not played are among those removed unseen.
            holdOnly(*game, behind, holds ? Tactic::CounterAttack : Tactic::TeamCar);
            moverChoices.push_back(ai->choose(*game, 99));
            game->apply(VisionsAction::activate(0, 11, MoveType::Break));
            game->apply(VisionsAction::SidewaysLowBase); // directly ahead of the seat behind
            game->apply(VisionsAction::Stop);
            QCOMPARE(game->state().stage, VisionsStage::CounterAttack);
            QCOMPARE(game->currentSeat(), behind);
            const Action answer = ai->choose(*game, 7);
            QVERIFY(game->isLegal(answer));
            if (!holds)
                QCOMPARE(answer, Action(VisionsAction::CounterAttackDecline));
        }
        QCOMPARE(moverChoices[0], moverChoices[1]);
    }
}

QTEST_GUILESS_MAIN(TestVisionsHiddenInformation)
#include "tst_visions_hidden_information.moc"
