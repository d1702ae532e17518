// Salmon Run through the Game interface, over thousands of seeded random games on the beginner
// river: every game ends, cards are conserved, every listed action is legal and keeps the
// invariants, replay reproduces play, views hide what they must, and the log narrates.
#include "SalmonTestSupport.h"

#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "salmon/SalmonSwimRules.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>

#include <set>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

namespace {

constexpr int RandomGames = 3000;
constexpr int MoveCap = 200000;

// Invariants that hold after every action: salmon on water, bears on boards, hands no bigger than
// what the seat owns, a sane decision queue; every card where it came from: no supply pile above
// its size, and each seat's starting cards (`deck`) all in its deck or in the box.
QString brokenInvariant(const SalmonGame &game, const CardCounts &deck)
{
    const SalmonState &s = game.state();
    for (int type = 0; type < CardTypeCount; ++type)
        if (s.supply[Card(type)] > additionalDeck()[Card(type)])
            return QStringLiteral("the %1 pile holds more than the additional deck")
                .arg(cardKey(Card(type)));
    for (int seat = 0; seat < s.playerCount; ++seat) {
        const Salmon &salmon = s.salmon[std::size_t(seat)];
        for (int type = 0; type < CardTypeCount; ++type) {
            const Card card = Card(type);
            if (salmon.handStarting[card] > salmon.hand[card] ||
                salmon.playedStarting[card] > salmon.played[card])
                return QStringLiteral("seat %1 has more starting cards than cards").arg(seat);
            const int starting = salmon.handStarting[card] + salmon.playedStarting[card] +
                                 salmon.pile.countInDraw(OwnedCard(card, true)) +
                                 salmon.pile.countInDiscard(OwnedCard(card, true)) +
                                 salmon.boxed[card];
            if (starting != deck[card])
                return QStringLiteral("seat %1 has %2 starting %3 cards, not %4")
                    .arg(seat)
                    .arg(starting)
                    .arg(cardKey(card))
                    .arg(deck[card]);
        }
        if (!game.river().at(salmon.hex).isWater())
            return QStringLiteral("salmon %1 off the water").arg(seat);
        if (salmon.hand.total() + salmon.played.total() + salmon.pile.drawCount() +
                salmon.pile.discardCount() >
            MaxOwnedCards)
            return QStringLiteral("seat %1 owns too many cards").arg(seat);
        if (salmon.played.total() > MaxCardsPlayed)
            return QStringLiteral("seat %1 played more than three cards").arg(seat);
        if (seat != s.active && salmon.played.total() != 0)
            return QStringLiteral("seat %1 has played cards out of turn").arg(seat);
    }
    for (int bear = 0; bear < s.bearCount; ++bear)
        if (game.river().boardAt(s.bears[std::size_t(bear)]) < 0)
            return QStringLiteral("bear %1 off the boards").arg(bear);
    if (s.cardsPlayed > MaxCardsPlayed || s.fatigueDeck < 0 || s.fatigueDeck > FatigueDeckSize)
        return QStringLiteral("counters out of range");
    if (!game.isOver() && s.pendingCount == 0 && s.turnEnd != 0)
        return QStringLiteral("turn end left unfinished");
    return {};
}

} // namespace

class TestSalmonGame : public QObject {
    Q_OBJECT
private slots:
    void registryKnowsSalmonRun()
    {
        const GameInfo *info = GameRegistry::find(QStringLiteral("salmon"));
        QVERIFY(info);
        QCOMPARE(info->minSeats, 2);
        QCOMPARE(info->maxSeats, 4);
        GameSetup setup;
        setup.gameId = info->id;
        QFile file(info->defaultCourse);
        QVERIFY(file.open(QIODevice::ReadOnly));
        setup.course = QJsonDocument::fromJson(file.readAll()).object();
        setup.seats = {{QStringLiteral("A"), QStringLiteral("#000000"), Controller::Human}};
        QString error;
        QVERIFY(!info->create(setup, &error)); // one salmon is not a game
        QVERIFY(error.startsWith(QStringLiteral("seats:")));
        setup.seats.append({QStringLiteral("B"), QStringLiteral("#ffffff"), Controller::AiEasy});
        auto game = info->create(setup, &error);
        QVERIFY2(game, qPrintable(error));
        QCOMPARE(game->gameId(), QStringLiteral("salmon"));
        setup.options.insert(QStringLiteral("variantDeck"), true);
        auto variant = info->create(setup, &error);
        QVERIFY(variant);
        const auto &state = static_cast<SalmonGame &>(*variant).state();
        QCOMPARE(state.salmon[0].hand.total() + state.salmon[0].pile.drawCount(), 8);
        setup.options.insert(QStringLiteral("variantDeck"), QStringLiteral("yes"));
        QVERIFY(!info->create(setup, &error));
        QVERIFY(error.startsWith(QStringLiteral("options.variantDeck")));
    }

    void randomGamesEndConserveCardsAndStayLegal()
    {
        const auto river = beginnerRiver();
        QVERIFY(river);
        ActionList actions;
        std::int64_t totalMoves = 0;
        int longest = 0;
        for (int g = 0; g < RandomGames; ++g) {
            const int players = 2 + g % 3;
            const bool variant = g % 7 == 0;
            SalmonGame game(river, players, std::uint64_t(g), {variant, {}});
            const CardCounts deck = variant ? variantSwimDeck() : standardSwimDeck();
            const std::vector<int> census = game.cardCensus();
            Rng rng(std::uint64_t(g) * 31 + 7);
            int moves = 0;
            while (!game.isOver() && moves < MoveCap) {
                game.legalActions(actions);
                QVERIFY(!actions.empty());
                if (g % 50 == 0) { // the expensive checks on a sample
                    QVERIFY(std::set<Action>(actions.begin(), actions.end()).size() ==
                            actions.size());
                    for (Action action : actions)
                        QVERIFY(!game.actionName(action).isEmpty());
                }
                const Action action = actions[rng.below(std::uint32_t(actions.size()))];
                game.apply(action);
                ++moves;
                const QString broken = brokenInvariant(game, deck);
                QVERIFY2(broken.isEmpty(),
                         qPrintable(
                             QStringLiteral("game %1 move %2: %3").arg(g).arg(moves).arg(broken)));
                if (g % 10 == 0)
                    QVERIFY(game.cardCensus() == census);
            }
            QVERIFY2(game.isOver(), qPrintable(QStringLiteral("game %1 did not end").arg(g)));
            QVERIFY(game.cardCensus() == census);
            QCOMPARE(game.currentSeat(), -1);
            const std::vector<int> ranks = game.ranks();
            QVERIFY(std::count(ranks.begin(), ranks.end(), 1) >= 1);
            bool someoneSpawned = false;
            for (int seat = 0; seat < players; ++seat) {
                someoneSpawned = someoneSpawned || game.state().salmon[std::size_t(seat)].spawned;
                QCOMPARE(game.state().salmon[std::size_t(seat)].rank, ranks[std::size_t(seat)]);
            }
            QVERIFY(someoneSpawned);
            totalMoves += moves;
            longest = std::max(longest, moves);
        }
        qInfo("random games: %.0f moves on average, longest %d", double(totalMoves) / RandomGames,
              longest);
    }

    void replayFromSeedAndActionsReproducesTheGame()
    {
        const GameInfo *info = GameRegistry::find(QStringLiteral("salmon"));
        QVERIFY(info);
        QFile file(info->defaultCourse);
        QVERIFY(file.open(QIODevice::ReadOnly));
        ActionList buffer;
        for (int g = 0; g < 40; ++g) {
            GameRecord record;
            record.setup.gameId = info->id;
            record.setup.course = QJsonDocument::fromJson(file.readAll()).object();
            file.seek(0);
            for (int i = 0; i < 2 + g % 3; ++i)
                record.setup.seats.append(
                    {QStringLiteral("S%1").arg(i), QStringLiteral("#000000"), Controller::AiEasy});
            record.setup.seed = std::uint64_t(g) + 77;
            if (g % 2)
                record.setup.options.insert(QStringLiteral("variantDeck"), true);
            QString error;
            auto game = GameRegistry::create(record.setup, &error);
            QVERIFY2(game, qPrintable(error));
            Rng rng{std::uint64_t(g)};
            while (!game->isOver()) {
                game->legalActions(buffer);
                const Action action = buffer[rng.below(std::uint32_t(buffer.size()))];
                record.actions.push_back(action);
                game->apply(action);
            }
            // Through JSON, as a saved record would.
            const auto reread = GameRecord::fromJson(record.toJson(), &error);
            QVERIFY2(reread, qPrintable(error));
            QCOMPARE(reread->setup, record.setup);
            auto replayed = reread->replay(-1, &error);
            QVERIFY2(replayed, qPrintable(error));
            const auto &a = static_cast<const SalmonGame &>(*game).state();
            const auto &b = static_cast<const SalmonGame &>(*replayed).state();
            QVERIFY(a.salmon == b.salmon);
            QVERIFY(a.rng == b.rng);
            QCOMPARE(replayed->viewFor(-1), game->viewFor(-1));
        }
    }

    // GameSetup::options travel in records as an optional object: absent is empty, anything
    // else than an object is an error naming the field.
    void recordOptionsAreOptional()
    {
        GameRecord record;
        record.setup.gameId = QStringLiteral("salmon");
        record.setup.course = QJsonObject{{QStringLiteral("kind"), QStringLiteral("salmon-river")}};
        record.setup.seats = {{QStringLiteral("A"), QStringLiteral("#000000"), Controller::Human}};
        QJsonObject json = record.toJson();
        QVERIFY(!json.contains(QStringLiteral("options")));
        QString error;
        QVERIFY(GameRecord::fromJson(json, &error)->setup.options.isEmpty());
        json.insert(QStringLiteral("options"), 3);
        QVERIFY(!GameRecord::fromJson(json, &error));
        QVERIFY(error.startsWith(QStringLiteral("options:")));
        record.setup.options.insert(QStringLiteral("variantDeck"), true);
        const auto reread = GameRecord::fromJson(record.toJson(), &error);
        QVERIFY(reread);
        QCOMPARE(reread->setup.options, record.setup.options);
    }

    void viewsHideHandsAndDrawOrder()
    {
        const auto river = beginnerRiver();
        ActionList buffer;
        for (int g = 0; g < 300; ++g) {
            SalmonGame game(river, 2 + g % 3, std::uint64_t(g) + 1000);
            Rng rng{std::uint64_t(g)};
            const int steps = int(rng.below(400));
            for (int i = 0; i < steps && !game.isOver(); ++i) {
                game.legalActions(buffer);
                game.apply(buffer[rng.below(std::uint32_t(buffer.size()))]);
            }
            for (int seat = -1; seat < game.seatCount(); ++seat) {
                const QJsonObject view = game.viewFor(seat);
                const QJsonArray salmon = view.value(QStringLiteral("salmon")).toArray();
                const PendingDecision *front = game.pending();
                for (int other = 0; other < game.seatCount(); ++other) {
                    const QJsonObject entry = salmon.at(other).toObject();
                    const bool eagleSees = front && front->phase == Phase::EagleDiscard &&
                                           front->seat == seat && front->target == other;
                    QCOMPARE(entry.contains(QStringLiteral("hand")), other == seat || eagleSees);
                    QCOMPARE(entry.contains(QStringLiteral("draw")), other == seat);
                    QCOMPARE(entry.contains(QStringLiteral("unseen")), other != seat);
                }
                if (seat < 0)
                    continue;
                // Resampling keeps the seat's view and the census; a differently arranged copy
                // resampled with the same generator is identical for every observer.
                SalmonGame a(game.state());
                SalmonGame b(game.state());
                Rng scramble(std::uint64_t(g) * 13 + 5);
                b.resampleHidden(seat, scramble);
                Rng one(std::uint64_t(g) + 99), two(std::uint64_t(g) + 99);
                a.resampleHidden(seat, one);
                b.resampleHidden(seat, two);
                QCOMPARE(a.viewFor(seat), view);
                QVERIFY(a.cardCensus() == game.cardCensus());
                for (int observer = -1; observer < game.seatCount(); ++observer)
                    QCOMPARE(a.viewFor(observer), b.viewFor(observer));
                // Every listed action stays legal and playable after a resample.
                if (!a.isOver()) {
                    a.legalActions(buffer);
                    for (Action action : buffer) {
                        SalmonGame copy(a.state());
                        copy.apply(action);
                        QVERIFY(brokenInvariant(copy, standardSwimDeck()).isEmpty());
                    }
                }
            }
        }
    }

    // The engine lists jumps with its own fast loop; it must agree with SalmonSwimRules'
    // jumpPath(), the movement rule the validator and the AI use, in every position random play
    // reaches.
    void listedJumpsMatchJumpPath()
    {
        // The beginner river has few waterfalls: also a test river full of them, with rocks.
        TestRiver falls(7, 16);
        for (int row = 2; row < 15; row += 3) {
            for (int col = 0; col < 7; ++col) {
                if ((col + row) % 4 != 0)
                    falls.terrain({col, row}, Terrain::Waterfall);
                else
                    falls.terrain({col, row + 1}, Terrain::Rock);
            }
        }
        const std::shared_ptr<const SalmonCourseMap> rivers[] = {beginnerRiver(), falls.map()};
        ActionList buffer;
        int positions = 0, withJumps = 0;
        for (int g = 0; g < 400; ++g) {
            SalmonGame game(rivers[g % 2], 2 + g % 3, std::uint64_t(g) + 500);
            Rng rng{std::uint64_t(g) + 3};
            while (!game.isOver()) {
                game.legalActions(buffer);
                if (game.phase() == Phase::PlayCards) {
                    const SalmonState &s = game.state();
                    const Salmon &salmon = s.salmon[std::size_t(s.active)];
                    ActionList expected;
                    if (s.cardsPlayed <= 1 && !salmon.spawned) {
                        for (int a = 0; a < SwimMoveCount; ++a) {
                            for (int b = 0; b < SwimMoveCount; ++b) {
                                CardCounts need;
                                ++need[cardOf(SwimMove(a))];
                                ++need[cardOf(SwimMove(b))];
                                if (salmon.hand.contains(need) &&
                                    jumpPath(game.river(), salmon.hex, SwimMove(a), SwimMove(b)))
                                    expected.push_back(action::jump(SwimMove(a), SwimMove(b)));
                            }
                        }
                    }
                    ActionList listed;
                    for (Action action : buffer)
                        if (action >= action::JumpBase && action < action::EndTurn)
                            listed.push_back(action);
                    QCOMPARE(listed, expected);
                    ++positions;
                    withJumps += !expected.empty();
                }
                game.apply(buffer[rng.below(std::uint32_t(buffer.size()))]);
            }
        }
        qInfo("%d positions, %d with jumps", positions, withJumps);
        QVERIFY(withJumps > 1000); // the check saw real jumps
    }

    // A question asked of several seats must not show what any of them hides: when an action
    // leads to a counter decision (a Current, Rapids or Eagle card that others may cancel with
    // the same card), what every seat then sees is the same however the hidden cards were dealt,
    // so neither the prompts nor their order tell who holds a counter card. On every built-in
    // river where such a card can enter a deck (a Current, Rapids, Current-or-Rapids or Eagle
    // symbol: the beginner river has none, so it never asks for a counter).
    void viewsBeforeACounterIgnoreHiddenHands_data()
    {
        QTest::addColumn<QString>("course");
        const QDir dir(QStringLiteral(":/courses"));
        int rows = 0;
        for (const QString &name : dir.entryList({QStringLiteral("salmon-*.json")}, QDir::Files)) {
            const auto river = builtInRiver(dir.filePath(name));
            QVERIFY(river);
            bool counterCards = false;
            for (int i = 0; i < river->cellCount(); ++i) {
                const Symbol symbol = river->at(river->hexAt(i)).symbol;
                counterCards = counterCards || symbol == Symbol::Current ||
                               symbol == Symbol::Rapids || symbol == Symbol::CurrentOrRapids ||
                               symbol == Symbol::Eagle;
            }
            if (!counterCards)
                continue;
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
            ++rows;
        }
        QVERIFY(rows > 0);
    }
    void viewsBeforeACounterIgnoreHiddenHands()
    {
        QFETCH(QString, course);
        const auto river = builtInRiver(course);
        QVERIFY(river);
        const auto asksCounter = [](const QJsonObject &publicView) {
            return publicView.value(QStringLiteral("phase")) ==
                   QJsonValue(QStringLiteral("counter"));
        };
        ActionList buffer;
        int checked = 0;
        for (int g = 0; g < 12; ++g) {
            SalmonGame game(river, 2 + g % 3, std::uint64_t(7000 + g));
            Rng rng{std::uint64_t(g) + 11};
            for (int moves = 0; moves < 1500 && !game.isOver(); ++moves) {
                const auto before = game.clone();
                const int actor = game.currentSeat();
                game.legalActions(buffer);
                const Action action = buffer[rng.below(std::uint32_t(buffer.size()))];
                game.apply(action);
                const QJsonObject view = game.viewFor(-1);
                const bool asked = asksCounter(view);
                // The same action after the other seats' hidden cards are dealt differently (the
                // actor keeps its hand): a counter is asked in both or in neither, and then every
                // seat sees the same.
                for (int redeal = 0; redeal < 2; ++redeal) {
                    auto other = before->clone();
                    Rng sampler(std::uint64_t(g) * 131 + std::uint64_t(redeal));
                    other->resampleHidden(actor, sampler);
                    QVERIFY(other->isLegal(action));
                    other->apply(action);
                    const QJsonObject otherView = other->viewFor(-1);
                    if (!asked && !asksCounter(otherView))
                        continue;
                    QCOMPARE(otherView, view);
                    QCOMPARE(other->viewFor(actor), game.viewFor(actor));
                    ++checked;
                }
            }
        }
        qInfo("%d positions before a counter checked", checked);
        QVERIFY2(checked > 0, "no counter decision was reached: the check saw nothing");
    }

    void logNarratesEveryEvent()
    {
        const auto river = beginnerRiver();
        SalmonGame game(river, 3, 5);
        game.setSeatNames({QStringLiteral("Ann"), QStringLiteral("Bo")});
        game.setRecordLog(true);
        Rng rng(5);
        ActionList buffer;
        QStringList log = game.takeLog();
        QVERIFY(log.size() >= 2);
        QVERIFY(log.first().contains(QStringLiteral("plays first")));
        while (!game.isOver()) {
            game.legalActions(buffer);
            game.apply(buffer[rng.below(std::uint32_t(buffer.size()))]);
            log += game.takeLog();
        }
        QVERIFY(log.size() > 20);
        for (const QString &line : log)
            QVERIFY(!line.isEmpty());
        QCOMPARE(log.last(), QStringLiteral("The game is over."));
        QVERIFY(log.join(QLatin1Char('\n')).contains(QStringLiteral("Salmon 3")));
    }
};

QTEST_GUILESS_MAIN(TestSalmonGame)
#include "tst_salmon_game.moc"
