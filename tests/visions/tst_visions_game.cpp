// Visions of Rainbows through the Game interface: thousands of seeded random games on the three
// built-in roads with the invariants checked after every action (VisionsInvariants.h: one rider
// per space, nobody on the road side but riders that dropped back, fatigue 0-5; and every card
// conserved), clones and replays equal, and views that hide hands and deck order.
#include "VisionsPositionSupport.h"
#include "VisionsTestSupport.h"
#include "core/GameState.h"
#include "visions/VisionsInvariants.h"

using namespace cw;
using namespace cw::visions;
using namespace cw::visions::test;

namespace {

// The invariants (VisionsInvariants.h) and the card census, as a failure message (empty when
// they hold).
QString invariantBroken(const VisionsGame &game, const std::vector<int> &census)
{
    if (game.cardCensus() != census)
        return QStringLiteral("cards not conserved");
    return brokenInvariant(game);
}

// A random legal action. Uniform, except that a team car call ends with "no more riders" 7 times
// in 8: uniformly random drop backs send most tired riders 5 rows back every phase, faster than
// the race moves forward, and a medium or long race then never ends. With `forwardBias`, a
// forward step 3 times in 4 whenever there is one (a simple forward-biased player).
Action pick(const VisionsGame &game, const ActionList &actions, Rng &rng, bool forwardBias)
{
    if (game.state().stage == VisionsStage::DropBack && rng.below(8) != 0)
        return VisionsAction::DropBackDone;
    if (forwardBias)
        for (Action action : actions)
            if (action >= VisionsAction::ForwardBase && action < VisionsAction::BumpForwardBase &&
                rng.below(4) != 0)
                return action;
    return actions[rng.below(std::uint32_t(actions.size()))];
}

struct Totals {
    int games = 0;
    long long actions = 0;
    int phases = 0;
};

void playChecked(const QString &roadName, int games, bool forwardBias, Totals *totals)
{
    const VisionsCourse road = builtInRoad(roadName);
    ActionList buffer;
    for (int g = 0; g < games; ++g) {
        VisionsGame game(road, MinTeams + g % (MaxTeams - MinTeams + 1), std::uint64_t(g));
        const std::vector<int> census = game.cardCensus();
        Rng rng{std::uint64_t(g) * 7 + 3};
        while (!game.isOver()) {
            if (game.moveNumber() % 20000 == 19999)
                qInfo("%s game %d: move %d, phase %d, finished %d", qPrintable(roadName), g,
                      game.moveNumber(), int(game.state().phase), int(game.state().finished));
            game.legalActions(buffer);
            QVERIFY2(!buffer.empty(), "no legal action in a game not over");
            game.apply(pick(game, buffer, rng, forwardBias));
            const QString broken = invariantBroken(game, census);
            QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("%1 game %2, move %3: %4")
                                                      .arg(roadName)
                                                      .arg(g)
                                                      .arg(game.moveNumber())
                                                      .arg(broken)));
        }
        QVERIFY(game.state().finished >= 1);
        totals->actions += game.moveNumber();
        totals->phases += game.state().phase;
        ++totals->games;
    }
}

} // namespace

class TestVisionsGame : public QObject {
    Q_OBJECT

private slots:
    // Random play (see pick()) ends every race on every built-in road, with no move cap.
    void randomGamesKeepTheInvariants_data()
    {
        QTest::addColumn<QString>("road");
        QTest::addColumn<int>("games");
        QTest::newRow("short") << QStringLiteral("short") << 250;
        QTest::newRow("medium") << QStringLiteral("medium") << 120;
        QTest::newRow("long") << QStringLiteral("long") << 80;
    }
    void randomGamesKeepTheInvariants()
    {
        QFETCH(QString, road);
        QFETCH(int, games);
        Totals totals;
        playChecked(road, games, false, &totals);
        qInfo("%s: %d games, %.0f actions and %.1f phases a game", qPrintable(road), totals.games,
              double(totals.actions) / totals.games, double(totals.phases) / totals.games);
    }

    void forwardBiasedGamesKeepTheInvariants()
    {
        Totals totals;
        for (const QString &road :
             {QStringLiteral("short"), QStringLiteral("medium"), QStringLiteral("long")})
            playChecked(road, 150, true, &totals);
        qInfo("forward-biased: %d games, %.0f actions and %.1f phases a game", totals.games,
              double(totals.actions) / totals.games, double(totals.phases) / totals.games);
    }

    // A clone is equal to its original and stays equal under the same actions; a game replays
    // exactly from its seed and actions.
    void clonesAndReplaysAreEqual()
    {
        for (int g = 0; g < 20; ++g) {
            const int teams = MinTeams + g % 5;
            VisionsGame game = newGame(QStringLiteral("medium"), teams, std::uint64_t(g + 100));
            Rng rng{std::uint64_t(g)};
            std::vector<Action> played;
            while (!game.isOver()) {
                const Action action = pick(game, game.legalActions(), rng, false);
                if (played.size() % 37 == 0) {
                    std::unique_ptr<Game> copy = game.clone();
                    auto *visions = static_cast<VisionsGame *>(copy.get());
                    QVERIFY(visions->state() == game.state());
                    copy->apply(action);
                    game.apply(action);
                    QVERIFY(visions->state() == game.state());
                } else {
                    game.apply(action);
                }
                played.push_back(action);
            }
            VisionsGame replay = newGame(QStringLiteral("medium"), teams, std::uint64_t(g + 100));
            for (Action action : played) {
                QVERIFY(replay.isLegal(action));
                replay.apply(action);
            }
            QVERIFY(replay.state() == game.state());
            QCOMPARE(replay.ranks(), game.ranks());
        }
    }

    // A seat's view shows its own hand only; the others' hands and every deck's order are
    // hidden, so resampling them leaves the seat's view as it was, and changes the hidden cards.
    void viewsHideHandsAndDeckOrder()
    {
        VisionsGame game = newGame(QStringLiteral("short"), 4, 5);
        placeAll(game);
        Rng rng{11};
        bool changed = false;
        for (int seat = 0; seat < game.seatCount(); ++seat) {
            const QJsonObject view = game.viewFor(seat);
            const QJsonArray teams = view.value(QStringLiteral("teams")).toArray();
            for (int t = 0; t < teams.size(); ++t)
                QCOMPARE(teams[t].toObject().contains(QStringLiteral("hand")), t == seat);
            VisionsGame copy(game.sharedTrack(), game.state());
            copy.resampleHidden(seat, rng);
            QCOMPARE(viewBytes(copy, seat), viewBytes(game, seat));
            QCOMPARE(copy.cardCensus(), game.cardCensus());
            changed = changed || !(copy.state().team == game.state().team);
        }
        QVERIFY(changed);
        QVERIFY(!game.viewFor(-1)
                     .value(QStringLiteral("teams"))
                     .toArray()[0]
                     .toObject()
                     .contains(QStringLiteral("hand")));
    }

    // resampleHidden depends on the view and the generator only: two states that differ only in
    // hidden cards resample to the same state.
    void resamplingDependsOnTheViewOnly()
    {
        VisionsGame game = newGame(QStringLiteral("short"), 3, 8);
        placeAll(game);
        VisionsGame scrambled(game.sharedTrack(), game.state());
        Rng scramble{77};
        scrambled.resampleHidden(0, scramble);
        Rng a{5}, b{5};
        VisionsGame first(game.sharedTrack(), game.state());
        first.resampleHidden(0, a);
        scrambled.resampleHidden(0, b);
        QVERIFY(first.state() == scrambled.state());
    }

    // Another team's hand is redrawn from its hand and draw pile, but never holds Making Headlines:
    // drawing it resolves an Event at once (the AI's searches index hands by Action card).
    void resampledHandsNeverHoldMakingHeadlines()
    {
        VisionsGame game = newGame(QStringLiteral("short"), 4, 3);
        placeAll(game);
        Rng rng{11};
        for (int world = 0; world < 500; ++world) {
            VisionsGame copy(game.sharedTrack(), game.state());
            copy.resampleHidden(0, rng);
            for (int t = 1; t < copy.state().teams; ++t) {
                const VisionsTeam &team = copy.state().team[std::size_t(t)];
                for (int i = 0; i < team.handCount; ++i)
                    QVERIFY(team.hand[std::size_t(i)] != MakingHeadlines);
            }
            QCOMPARE(copy.cardCensus(), game.cardCensus());
        }
    }

    // The log narrates a game in sentences, and every legal action has a name.
    void narrationAndActionNames()
    {
        VisionsGame game = newGame(QStringLiteral("short"), 3, 2);
        game.setRecordLog(true);
        Rng rng{3};
        QStringList log;
        while (!game.isOver()) {
            for (Action action : game.legalActions())
                QVERIFY(!game.actionName(action).isEmpty());
            const ActionList actions = game.legalActions();
            game.apply(actions[rng.below(std::uint32_t(actions.size()))]);
            log += game.takeLog();
        }
        QVERIFY(log.size() > 50);
        QVERIFY(log.last().contains(QStringLiteral("over")));
    }

    // An activation's PS is logged whatever its sign: a start below zero (the move ends at once)
    // reads "with −1 PS", and no log line of a race keeps an unfilled "%n" or "%1".
    void negativeStartingPsIsNarrated()
    {
        auto game = placedGame(); // a medium game: 5 tokens are −5 PS
        const int seat = game->state().seat;
        clearRoad(*game);
        put(*game, rid(seat, 1), DescentRow, 1);
        game->mutableState().riders[std::size_t(rid(seat, 1))].temporary = MaxFatigue;
        giveHand(*game, seat, {4, 1, 2, 3, 5});
        game->setRecordLog(true);
        QCOMPARE(game->startingPs(rid(seat, 1), 4, MoveType::Chase), -1); // Climber: −1 downhill
        game->apply(VisionsAction::activate(1, 4, MoveType::Chase));
        const QStringList log = game->takeLog();
        QCOMPARE(
            log.filter(QStringLiteral("the Climber plays Chase 5 as Chase with −1 PS.")).size(), 1);
        int below = 0;
        for (int g = 0; g < 10; ++g) {
            VisionsGame race(builtInRoad(QStringLiteral("medium")), MinTeams + g % 5,
                             std::uint64_t(1001 + g));
            race.setRecordLog(true);
            Rng rng{std::uint64_t(g) + 40};
            while (!race.isOver()) {
                const ActionList actions = race.legalActions();
                race.apply(pick(race, actions, rng, true));
                for (const QString &line : race.takeLog()) {
                    QVERIFY2(!line.contains(u'%'), qPrintable(line));
                    below += line.contains(QStringLiteral("with −"));
                }
            }
        }
        QVERIFY(below > 0);
    }

    // A copy still placing riders once every rider is placed is refused naming the field:
    // fuzz_state found one whose next placement read a start space past the road's (an ASan
    // heap-buffer-overflow in VisionsGame::place). The position as played loads.
    void placingWithEveryRiderPlacedIsRefused()
    {
        const VisionsGame game = newGame(QStringLiteral("short"), 3, 51);
        const VisionsGame context = newGame(QStringLiteral("short"), 3, 7);
        QString error;
        QVERIFY2(GameState::load(context, GameState::save(game), &error), qPrintable(error));
        VisionsGame damaged(game.sharedTrack(), game.state());
        damaged.mutableState().placed = std::uint8_t(game.state().riderCount());
        QVERIFY(!GameState::load(context, GameState::save(damaged), &error));
        QVERIFY2(error.startsWith(u"placed: "), qPrintable(error));
    }

    // A copy at Lead's Link decision without a rider to link is refused naming the field: the
    // sanitizer build's damaged copies (tst_seat_copy) reached it, and linking read the riders at
    // index -1 (UBSan, VisionsGame::directlyBehind). The position as played loads.
    void linkingWithoutACandidateIsRefused()
    {
        VisionsGame game = newGame(QStringLiteral("short"), 3, 51);
        placeAll(game);
        for (int i = 0; i < 20 && game.state().stage != VisionsStage::Move; ++i)
            game.apply(game.legalActions().front()); // a rider activated, its steps to come
        QVERIFY(game.state().stage == VisionsStage::Move);
        const VisionsGame context = newGame(QStringLiteral("short"), 3, 7);
        QString error;
        QVERIFY2(GameState::load(context, GameState::save(game), &error), qPrintable(error));
        VisionsGame damaged(game.sharedTrack(), game.state());
        damaged.mutableState().stage = VisionsStage::Link;
        damaged.mutableState().move.linkCandidate = -1;
        QVERIFY(!GameState::load(context, GameState::save(damaged), &error));
        QVERIFY2(error.startsWith(u"move.linkCandidate: "), qPrintable(error));
    }

    // The steps of a move without its Action card, and Making Headlines in a hand, are refused
    // naming the field: the sanitizer build's damaged copies and fuzz_state reached both, and
    // the legal actions read the Action cards at index -1 and 16.
    void movesWithoutTheirCardAndHeadlinesInHandAreRefused()
    {
        VisionsGame game = newGame(QStringLiteral("short"), 3, 51);
        placeAll(game);
        const VisionsGame context = newGame(QStringLiteral("short"), 3, 7);
        QString error;
        VisionsGame headlines(game.sharedTrack(), game.state());
        headlines.mutableState().team[0].hand[0] = std::int8_t(MakingHeadlines);
        QVERIFY(!GameState::load(context, GameState::save(headlines), &error));
        QVERIFY2(error.startsWith(u"team.hand.card: "), qPrintable(error));
        for (int i = 0; i < 20 && game.state().stage != VisionsStage::Move; ++i)
            game.apply(game.legalActions().front());
        QVERIFY(game.state().stage == VisionsStage::Move);
        QVERIFY2(GameState::load(context, GameState::save(game), &error), qPrintable(error));
        VisionsGame noCard(game.sharedTrack(), game.state());
        noCard.mutableState().move.card = -1;
        QVERIFY(!GameState::load(context, GameState::save(noCard), &error));
        QVERIFY2(error.startsWith(u"move.card: "), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestVisionsGame)
#include "tst_visions_game.moc"
