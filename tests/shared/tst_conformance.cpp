// The contract every game in GameRegistry must keep, checked over thousands of seeded random games
// (OpenSpiel-style; Easy's moves mixed in where random play never ends, playAction): games end,
// listed actions are legal, clone and replay reproduce play, cards are conserved, the game's own
// invariants hold, a seat's view hides what it must, and an AI's choice ignores what it cannot see.
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <set>

using namespace cw;

namespace {

constexpr int RandomGames = 2000;
constexpr int MoveCap = 200000;  // far beyond any real game: reaching it means the game never ends
constexpr int CourseGames = 120; // random games on each built-in course

// The course at path; an empty object for a game played without a course (empty path).
QJsonObject readCourse(const QString &path)
{
    if (path.isEmpty())
        return {};
    QFile course(path);
    return course.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(course.readAll()).object()
                                            : QJsonObject{};
}

// The built-in courses of a game: every course in the resources of the default course's kind.
QStringList builtInCourses(const GameInfo &info)
{
    const QJsonValue kind = readCourse(info.defaultCourse).value(QStringLiteral("kind"));
    QStringList courses;
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        if (readCourse(dir.filePath(name)).value(QStringLiteral("kind")) == kind)
            courses.append(dir.filePath(name));
    return courses;
}

GameSetup setupFor(const GameInfo &info, std::uint64_t seed, int seats,
                   const QString &coursePath = {})
{
    GameSetup setup;
    setup.gameId = info.id;
    setup.courseSource = coursePath.isEmpty() ? info.defaultCourse : coursePath;
    setup.course = readCourse(setup.courseSource);
    for (int i = 0; i < seats; ++i)
        setup.seats.append(
            {QStringLiteral("Seat %1").arg(i + 1), QStringLiteral("#000000"), Controller::AiEasy});
    setup.seed = seed;
    return setup;
}

// The largest seat count the default course accepts.
int seatsFor(const GameInfo &info)
{
    for (int seats = info.maxSeats; seats >= info.minSeats; --seats) {
        QString error;
        if (info.create(setupFor(info, 1, seats), &error))
            return seats;
    }
    return 0;
}

// The seat count of game g of a series: every count the game takes, in turn.
int seatsOfGame(const GameInfo &info, int g)
{
    return info.minSeats + g % (info.maxSeats - info.minSeats + 1);
}

// A game on a given course; nullptr when the course does not take that many seats.
std::unique_ptr<Game> gameOnCourse(const GameInfo &info, const QString &course, int seats,
                                   std::uint64_t seed)
{
    QString error;
    return info.create(setupFor(info, seed, seats, course), &error);
}

std::unique_ptr<Game> newGame(const GameInfo &info, std::uint64_t seed)
{
    QString error;
    auto game = info.create(setupFor(info, seed, seatsFor(info)), &error);
    if (!game)
        qFatal("cannot create %s: %s", qPrintable(info.id), qPrintable(error));
    return game;
}

Action randomAction(const Game &game, Rng &rng, ActionList &buffer)
{
    game.legalActions(buffer);
    return buffer[rng.below(std::uint32_t(buffer.size()))];
}

// The Easy AI whose moves the tests here mix into a game's random play (playAction): the game's
// Easy when its random play does not end (ConformanceFacts::randomPlayEnds), else null.
std::unique_ptr<AiPlayer> mixerFor(const GameInfo &info)
{
    return info.conformance.randomPlayEnds ? nullptr : makeAiPlayer(info.id, Controller::AiEasy);
}

// The next action of the tests' play: uniformly random without `easy`; with it, Easy's choice or,
// as often, a uniformly random legal one. Uniform random play alone can loop for ever where the
// rules allow endless play (Salmon Run: a seat whose deck Reeds have thinned to Current cards,
// docs/rules/salmon-run.md; Niagara: randomPlayEnds); the mix still explores every kind of action
// and always makes progress.
Action playAction(const Game &game, const AiPlayer *easy, Rng &rng, ActionList &buffer)
{
    if (!easy)
        return randomAction(game, rng, buffer);
    const std::uint64_t seed = rng.next();
    return seed % 2 == 0 ? easy->choose(game, seed) : randomAction(game, rng, buffer);
}

// The game's own invariants beyond the card census, as a failure message (empty when they hold):
// what its GameInfo declares (ConformanceFacts::brokenInvariant).
QString brokenInvariant(const Game &game)
{
    const GameInfo *info = GameRegistry::find(game.gameId());
    return info && info->conformance.brokenInvariant ? info->conformance.brokenInvariant(game)
                                                     : QString();
}

// Plays playAction's actions until the game ends, MoveCap actions are played or the game breaks
// one of its invariants (brokenInvariant, then reported in *broken); returns how many actions.
int playOut(Game &game, const AiPlayer *easy, Rng &rng, ActionList &buffer, QString *broken)
{
    int moves = 0;
    while (!game.isOver() && moves < MoveCap) {
        game.apply(playAction(game, easy, rng, buffer));
        ++moves;
        *broken = brokenInvariant(game);
        if (!broken->isEmpty()) {
            *broken = QStringLiteral("move %1: %2").arg(moves).arg(*broken);
            break;
        }
    }
    return moves;
}

// One row per built-in course of every game.
void addCourseRows()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("course");
    for (const GameInfo &info : GameRegistry::games())
        for (const QString &course : builtInCourses(info))
            QTest::newRow(qPrintable(info.id + u' ' + QFileInfo(course).fileName()))
                << info.id << course;
}

void addGameRows()
{
    QTest::addColumn<QString>("gameId");
    for (const GameInfo &info : GameRegistry::games())
        QTest::newRow(qPrintable(info.id)) << info.id;
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT
private slots:
    void registryListsGames() { QVERIFY(!GameRegistry::games().empty()); }

    // Random games (with Easy's moves mixed in where random play does not end: playAction) end
    // by the rules with valid ranks, keeping the game's invariants after every action.
    void randomGamesEndWithValidRanks_data() { addGameRows(); }
    void randomGamesEndWithValidRanks()
    {
        QFETCH(QString, gameId);
        const GameInfo &info = *GameRegistry::find(gameId);
        const std::unique_ptr<AiPlayer> easy = mixerFor(info);
        ActionList actions;
        for (int g = 0; g < RandomGames; ++g) {
            auto game = newGame(info, std::uint64_t(g));
            Rng rng(std::uint64_t(g) * 7919 + 1);
            QString broken;
            const int moves = playOut(*game, easy.get(), rng, actions, &broken);
            QVERIFY2(broken.isEmpty(),
                     qPrintable(QStringLiteral("game %1, %2").arg(g).arg(broken)));
            // The cap is never what ends a game.
            QVERIFY2(moves < MoveCap && game->isOver(),
                     qPrintable(QStringLiteral("game %1 did not end").arg(g)));
            QCOMPARE(game->currentSeat(), -1);
            const std::vector<int> ranks = game->ranks();
            QCOMPARE(int(ranks.size()), game->seatCount());
            QVERIFY(std::count(ranks.begin(), ranks.end(), 1) >= 1);
            for (int rank : ranks)
                QVERIFY(rank >= 1 && rank <= game->seatCount());
        }
    }

    // Every built-in course of every game, with every seat count it takes: games of mixed random
    // and Easy-AI moves (playAction) end by the rules, never by the move cap, and keep the game's
    // invariants.
    void randomGamesEndOnEveryBuiltInCourse_data() { addCourseRows(); }
    void randomGamesEndOnEveryBuiltInCourse()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, course);
        const GameInfo &info = *GameRegistry::find(gameId);
        const std::unique_ptr<AiPlayer> easy = makeAiPlayer(gameId, Controller::AiEasy);
        ActionList actions;
        int games = 0, longest = 0;
        QStringList capped; // games the move cap ended
        for (int g = 0; g < CourseGames; ++g) {
            const int seats = seatsOfGame(info, g);
            auto game = gameOnCourse(info, course, seats, std::uint64_t(g) + 77);
            if (!game)
                continue; // more seats than this course holds
            ++games;
            Rng rng(std::uint64_t(g) * 104729 + 3);
            QString broken;
            const int moves = playOut(*game, easy.get(), rng, actions, &broken);
            QVERIFY2(broken.isEmpty(),
                     qPrintable(QStringLiteral("game %1, %2").arg(g).arg(broken)));
            if (moves >= MoveCap || !game->isOver())
                capped.append(QString::number(g));
            else
                longest = std::max(longest, moves);
        }
        QVERIFY(games > 0);
        qInfo("%d games, longest %d actions", games, longest);
        QVERIFY2(capped.isEmpty(),
                 qPrintable(QStringLiteral("games the move cap ended: %1").arg(capped.join(u' '))));
    }

    void listedActionsAreLegalAndCardsConserved_data() { addGameRows(); }
    void listedActionsAreLegalAndCardsConserved()
    {
        QFETCH(QString, gameId);
        const GameInfo &info = *GameRegistry::find(gameId);
        const std::unique_ptr<AiPlayer> easy = mixerFor(info);
        ActionList actions, scratch;
        for (int g = 0; g < 200; ++g) {
            auto game = newGame(info, std::uint64_t(1000 + g));
            const std::vector<int> census = game->cardCensus();
            Rng rng{std::uint64_t(g)};
            while (!game->isOver()) {
                game->legalActions(actions);
                QVERIFY(!actions.empty());
                std::set<Action> unique(actions.begin(), actions.end());
                QCOMPARE(unique.size(), actions.size());
                QVERIFY(game->currentSeat() >= 0 && game->currentSeat() < game->seatCount());
                const Action action = playAction(*game, easy.get(), rng, scratch);
                QVERIFY(game->isLegal(action));
                QVERIFY(!game->actionName(action).isEmpty());
                const int before = game->moveNumber();
                game->apply(action);
                QCOMPARE(game->moveNumber(), before + 1);
                QVERIFY(game->cardCensus() == census);
            }
            QVERIFY(game->legalActions().empty());
        }
    }

    void cloneAndReplayReproducePlay_data() { addGameRows(); }
    void cloneAndReplayReproducePlay()
    {
        QFETCH(QString, gameId);
        const GameInfo &info = *GameRegistry::find(gameId);
        const std::unique_ptr<AiPlayer> easy = mixerFor(info);
        ActionList buffer;
        for (int g = 0; g < 50; ++g) {
            GameRecord record;
            record.setup = setupFor(info, std::uint64_t(5000 + g), seatsFor(info));
            QString error;
            auto game = GameRegistry::create(record.setup, &error);
            QVERIFY2(game, qPrintable(error));
            Rng rng{std::uint64_t(g)};
            while (!game->isOver()) {
                const Action action = playAction(*game, easy.get(), rng, buffer);
                record.actions.push_back(action);
                game->apply(action);
            }
            // A clone taken halfway through (wherever that is: some games are a few dozen
            // actions long, others thousands) plays the rest the same way.
            auto halfway = GameRegistry::create(record.setup, &error);
            QVERIFY2(halfway, qPrintable(error));
            const std::size_t half = record.actions.size() / 2;
            for (std::size_t i = 0; i < half; ++i)
                halfway->apply(record.actions[i]);
            const std::unique_ptr<Game> copy = halfway->clone();
            halfway.reset();
            for (std::size_t i = half; i < record.actions.size(); ++i)
                copy->apply(record.actions[i]);
            QCOMPARE(copy->viewFor(-1), game->viewFor(-1));
            QVERIFY(copy->ranks() == game->ranks());
            auto replayed = record.replay(-1, &error);
            QVERIFY2(replayed, qPrintable(error));
            QCOMPARE(replayed->viewFor(-1), game->viewFor(-1));
            QVERIFY(replayed->ranks() == game->ranks());
        }
    }

    void viewIgnoresHiddenInformation_data() { addGameRows(); }
    void viewIgnoresHiddenInformation()
    {
        QFETCH(QString, gameId);
        const GameInfo &info = *GameRegistry::find(gameId);
        ActionList buffer;
        for (int g = 0; g < 100; ++g) {
            auto game = newGame(info, std::uint64_t(9000 + g));
            Rng rng{std::uint64_t(g)};
            const int steps = 1 + int(rng.below(150));
            for (int i = 0; i < steps && !game->isOver(); ++i)
                game->apply(randomAction(*game, rng, buffer));
            for (int seat = 0; seat < game->seatCount(); ++seat) {
                auto resampled = game->clone();
                Rng sampler(std::uint64_t(g * 31 + seat));
                resampled->resampleHidden(seat, sampler);
                // Everything the seat sees is unchanged; so is everything public.
                QCOMPARE(resampled->viewFor(seat), game->viewFor(seat));
                QCOMPARE(resampled->viewFor(-1), game->viewFor(-1));
                QVERIFY(resampled->cardCensus() == game->cardCensus());
                // The resample depends only on the view: a second, differently arranged copy
                // resampled with the same generator ends up identical for every observer.
                auto scrambled = game->clone();
                Rng scrambler(std::uint64_t(g * 977 + seat + 1));
                scrambled->resampleHidden(seat, scrambler);
                Rng sameSampler(std::uint64_t(g * 31 + seat));
                scrambled->resampleHidden(seat, sameSampler);
                for (int observer = 0; observer < game->seatCount(); ++observer)
                    QCOMPARE(scrambled->viewFor(observer), resampled->viewFor(observer));
            }
        }
    }

    void aiChoiceIgnoresHiddenInformation_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<int>("level");
        for (const GameInfo &info : GameRegistry::games()) {
            for (Controller level : {Controller::AiEasy, Controller::AiNormal}) {
                QTest::newRow(qPrintable(info.id + QLatin1Char('/') + controllerKey(level)))
                    << info.id << int(level);
            }
        }
    }
    void aiChoiceIgnoresHiddenInformation()
    {
        QFETCH(QString, gameId);
        QFETCH(int, level);
        const GameInfo &info = *GameRegistry::find(gameId);
        auto ai = makeAiPlayer(gameId, Controller(level));
        QVERIFY(ai);
        ActionList buffer;
        for (int g = 0; g < 8; ++g) {
            auto game = newGame(info, std::uint64_t(300 + g));
            Rng rng{std::uint64_t(g)};
            const int steps = int(rng.below(120));
            for (int i = 0; i < steps && !game->isOver(); ++i)
                game->apply(randomAction(*game, rng, buffer));
            if (game->isOver())
                continue;
            const int seat = game->currentSeat();
            auto reordered = game->clone();
            Rng scrambler(std::uint64_t(g) + 77);
            reordered->resampleHidden(seat, scrambler);
            const Action original = ai->choose(*game, 12345);
            QVERIFY(game->isLegal(original));
            QCOMPARE(ai->choose(*reordered, 12345), original);
        }
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
