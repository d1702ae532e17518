// Line cards through the Game interface: invariants over thousands of random games (each square
// at most one card, each player's 19 cards conserved over deck, hand and grid, energy 0-3, the
// legal placements those worked out square by square), the setup through the registry and its
// options, hidden information, the log, and the AI levels.
#include "LineCardsTestSupport.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "linecards/LineCardsEasyAi.h"
#include "linecards/LineCardsNarration.h"
#include "linecards/LineCardsTerritory.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace cw;
using namespace cw::linecards;
using namespace cw::linecards::test;

namespace {

GameSetup setupWith(const QJsonObject &options, std::uint64_t seed = 1)
{
    GameSetup setup;
    setup.gameId = QStringLiteral("linecards");
    setup.seats = {{QStringLiteral("Ada"), QStringLiteral("#e63946"), Controller::Human},
                   {QStringLiteral("Bo"), QStringLiteral("#2a9d8f"), Controller::AiEasy}};
    setup.seed = seed;
    setup.options = options;
    return setup;
}

int cardsOnGrid(const LineCardsState &s)
{
    int n = 0;
    for (int square = 0; square < MaxSquares; ++square)
        n += s.squareAt(square).owner >= 0;
    return n;
}

// The legal placements worked out square by square from isOpenExit, in the order the engine lists
// them: the cards the seat may continue from in square order, each open exit in Dir order, each
// kind held. The engine builds them from bit sets and kept counts instead.
ActionList placementsSquareBySquare(const LineCardsGame &game)
{
    const LineCardsState &s = game.state();
    const PlayerState &p = s.players[std::size_t(s.active)];
    const bool anyCard = s.effect == Effect::TurnAround && s.cardsLaid == 0;
    ActionList out;
    for (int square = 0; square < MaxSquares; ++square) {
        if (anyCard ? s.squareAt(square).owner != s.active : square != p.lastSquare)
            continue;
        for (int d = 0; d < DirCount; ++d)
            if (game.isOpenExit(square, Dir(d)))
                for (int kind = 0; kind < KindCount; ++kind)
                    if (p.hand[std::size_t(kind)] > 0)
                        out.push_back(
                            placeAction(Kind(kind), game.neighbour(square, Dir(d)), Dir(d)));
    }
    return out;
}

} // namespace

class TestLineCardsGame : public QObject {
    Q_OBJECT
private slots:
    void randomGamesKeepTheInvariants_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("7 wrapping") << 7 << true;
        QTest::newRow("7 edges") << 7 << false;
        QTest::newRow("5 wrapping") << 5 << true;
        QTest::newRow("11 wrapping") << 11 << true;
    }
    void randomGamesKeepTheInvariants()
    {
        QFETCH(int, side);
        QFETCH(bool, wrap);
        ActionList actions;
        int energyUses = 0;
        for (std::uint64_t g = 0; g < 1500; ++g) {
            LineCardsGame game(g, {side, wrap});
            const std::vector<int> census = game.cardCensus();
            Rng rng(g + 17);
            int placedBefore = 0;
            while (!game.isOver()) {
                game.legalActions(actions);
                QVERIFY(!actions.empty());
                if (game.phase() == Phase::Place)
                    QCOMPARE(actions, placementsSquareBySquare(game));
                const Action a = actions[rng.below(std::uint32_t(actions.size()))];
                if (isPlacement(a)) // a card only ever goes on an empty square
                    QCOMPARE(int(game.state().squareAt(decodePlacement(a).square).owner), -1);
                energyUses += a >= action::Boost && a <= action::ExtraGas;
                game.apply(a);
                const LineCardsState &s = game.state();
                QVERIFY(game.cardCensus() == census);
                QCOMPARE(cardsOnGrid(s), s.placed + Players); // one card a square
                QVERIFY(s.placed >= placedBefore);
                placedBefore = s.placed;
                for (int seat = 0; seat < Players; ++seat) {
                    const PlayerState &p = s.players[std::size_t(seat)];
                    QVERIFY(p.energy >= 0 && p.energy <= StartEnergy);
                    QVERIFY(p.handCount() <= HandSize + 1);
                    QCOMPARE(p.handCount() + p.deckCount +
                                 int(std::count_if(
                                     s.gridCards.begin(), s.gridCards.begin() + s.placed,
                                     [&](const GridCard &card) { return card.owner == seat; })),
                             DeckSize);
                    // What the engine keeps instead of reading it again agrees with the hand
                    // and the grid.
                    PlayerState recounted = p;
                    recounted.recountHand();
                    QCOMPARE(p.cardsInHand, recounted.cardsInHand);
                    QCOMPARE(p.heldKinds, recounted.heldKinds);
                    QCOMPARE(p.lastExits, s.squareAt(p.lastSquare).exits);
                    QVERIFY(game.openTargetsOfLast(seat) ==
                            game.openTargets(seat, squareBit(p.lastSquare)));
                }
                if (s.phase == Phase::Place) { // setState() works the open exits out afresh
                    LineCardsGame rebuilt(g, {side, wrap});
                    rebuilt.setState(s);
                    QCOMPARE(s.activeOpenExits, rebuilt.state().activeOpenExits);
                }
            }
            QVERIFY(game.state().loser == 0 || game.state().loser == 1);
        }
        QVERIFY(energyUses > 0);
    }

    // The registry makes the game without a course; options size the grid and turn wrapping off;
    // a bad option names its field.
    void registryCreatesWithOptions()
    {
        QString error;
        auto standard = GameRegistry::create(setupWith({}), &error);
        QVERIFY2(standard, qPrintable(error));
        QCOMPARE(standard->viewFor(-1).value(QStringLiteral("side")).toInt(), 7);
        QCOMPARE(standard->viewFor(-1).value(QStringLiteral("wrap")).toBool(), true);
        auto small = GameRegistry::create(
            setupWith({{QStringLiteral("side"), 5}, {QStringLiteral("wrap"), false}}), &error);
        QVERIFY2(small, qPrintable(error));
        QCOMPARE(small->viewFor(-1).value(QStringLiteral("side")).toInt(), 5);
        QCOMPARE(small->viewFor(-1).value(QStringLiteral("wrap")).toBool(), false);
        QVERIFY(!GameRegistry::create(setupWith({{QStringLiteral("side"), 12}}), &error));
        QVERIFY2(error.startsWith(QStringLiteral("options.side: ")), qPrintable(error));
        GameSetup three = setupWith({});
        three.seats.append(three.seats.front());
        QVERIFY(!GameRegistry::create(three, &error));
        QVERIFY2(error.startsWith(QStringLiteral("seats: ")), qPrintable(error));
    }

    // A seat sees its own hand, never the other's, and nobody sees deck order.
    void viewsHideHandsAndDeckOrder()
    {
        const LineCardsGame game(3, {});
        const QJsonObject mine = game.viewFor(0);
        const QJsonArray players = mine.value(QStringLiteral("players")).toArray();
        QVERIFY(players.at(0).toObject().contains(QStringLiteral("hand")));
        QVERIFY(!players.at(1).toObject().contains(QStringLiteral("hand")));
        QVERIFY(!game.viewFor(-1)
                     .value(QStringLiteral("players"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .contains(QStringLiteral("hand")));
        QVERIFY(!mine.contains(QStringLiteral("deck")));
        LineCardsGame other = game;
        Rng rng(5);
        other.resampleHidden(0, rng);
        QCOMPARE(other.viewFor(0), mine);
        QVERIFY(other.state().players[1].hand != game.state().players[1].hand ||
                other.state().players[1].deck != game.state().players[1].deck);
    }

    // A card laid is narrated with where its line goes on, as docs/play/linecards.md's example
    // says it ("a Left turn on C2: her line now heads left"), not the way it entered the square
    // (issue 55: "Right turn (2) on B2, heading left" for a line that then heads up).
    void logNamesTheHeadingAfterTheCard()
    {
        const LineCardsNarration n({QStringLiteral("Ana"), QStringLiteral("Ben")});
        const auto laid = [&n](Kind kind, int row, int column, Dir travel) {
            return n.sentence(
                {LineCardsEvent::Laid, 0, int(kind), squareIndex(row, column), int(travel)});
        };
        QCOMPARE(laid(Kind::Left1, 1, 2, Dir::Up),
                 QStringLiteral("Ana lays Left turn (1) on C2, heading left."));
        QCOMPARE(laid(Kind::Right2, 1, 1, Dir::Left),
                 QStringLiteral("Ana lays Right turn (2) on B2, heading up."));
        QCOMPARE(laid(Kind::Straight1, 1, 0, Dir::Left),
                 QStringLiteral("Ana lays Straight (1) on A2, heading left."));
        QCOMPARE(laid(Kind::ForkLeftRight3, 1, 4, Dir::Up),
                 QStringLiteral("Ana lays Fork (left and right) (3) on E2, its exits facing right "
                                "and left."));
    }

    // The log narrates the setup, the reveal, each card and why a player starts a turn.
    void logNarratesTheGame()
    {
        QString error;
        auto game = GameRegistry::create(setupWith({}, 4), &error);
        QVERIFY(game);
        game->setRecordLog(true);
        ActionList actions;
        Rng rng(2);
        QStringList log;
        while (!game->isOver()) {
            game->legalActions(actions);
            game->apply(actions[rng.below(std::uint32_t(actions.size()))]);
            log += game->takeLog();
        }
        const QString text = log.join(u'\n');
        QVERIFY2(text.contains(QStringLiteral("Reveal: Ada shows")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Ada lays")));
        QVERIFY(text.contains(QStringLiteral("Bo lays")));
        QVERIFY(text.contains(QStringLiteral("starts the next turn")));
        QVERIFY(text.contains(QStringLiteral("cannot lay a card and loses")));
        auto clone = game->clone();
        QVERIFY(clone->takeLog().isEmpty());
    }

    // The replay text shows the grid and the players.
    void positionTextShowsTheGrid()
    {
        GameRecord record;
        record.setup = setupWith({});
        const GameInfo *info = GameRegistry::find(QStringLiteral("linecards"));
        QVERIFY(info && info->positionText);
        LineCardsGame game(1, {});
        const QString text = info->positionText(record, game.viewFor(-1));
        QVERIFY2(text.contains(QStringLiteral("1S")) && text.contains(QStringLiteral("2S")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Ada")));
    }

    // LineCardsTerritory: squares each line reaches first; a line with no open exit is dead.
    void territoryCountsSquaresReachedFirst()
    {
        LineCardsGame game = scenario(3, 0, {Kind::Straight1}, {Kind::Straight1});
        const LineCardsTerritory start = LineCardsTerritory::of(game);
        // Symmetric start: equal shares.
        QCOMPARE(start.squares[0], start.squares[1]);
        QVERIFY(start.alive[0] && start.alive[1]);
        setEnergy(game, 0, 0);
        put(game, 1, "C3", Kind::Straight1, Dir::Up, false); // blocks player 1's only exit
        const LineCardsTerritory blocked = LineCardsTerritory::of(game);
        QVERIFY(!blocked.alive[0]);
        QCOMPARE(blocked.squares[0], 0);
        QVERIFY(blocked.margin(0, 7) < 0);
    }

    // The rules page and the player's guide in English and French are in the resources, where
    // Help finds them.
    void rulesAndGuidesAreResources()
    {
        const GameInfo *info = GameRegistry::find(QStringLiteral("linecards"));
        QVERIFY(info);
        for (const QString &path : {info->rulesPage, QStringLiteral(":/docs/play/linecards.md"),
                                    QStringLiteral(":/docs/play/linecards.fr.md")}) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            QVERIFY(file.readAll().startsWith("# "));
        }
    }

    // Easy plays legal moves to the end and beats uniformly random play clearly.
    void easyBeatsRandomPlay()
    {
        const auto easy = makeAiPlayer(QStringLiteral("linecards"), Controller::AiEasy);
        QVERIFY(easy);
        int wins = 0;
        const int games = 60;
        ActionList actions;
        for (int g = 0; g < games; ++g) {
            LineCardsGame game(std::uint64_t(g), {});
            const int easySeat = g % 2;
            Rng rng(std::uint64_t(g) + 99);
            while (!game.isOver()) {
                Action a;
                if (game.currentSeat() == easySeat) {
                    a = easy->choose(game, std::uint64_t(g * 1000 + game.moveNumber()));
                } else {
                    game.legalActions(actions);
                    a = actions[rng.below(std::uint32_t(actions.size()))];
                }
                QVERIFY(game.isLegal(a));
                game.apply(a);
            }
            wins += game.state().loser != easySeat;
        }
        QVERIFY2(wins > games * 3 / 4, qPrintable(QString::number(wins)));
    }
};

QTEST_GUILESS_MAIN(TestLineCardsGame)
#include "tst_linecards_game.moc"
