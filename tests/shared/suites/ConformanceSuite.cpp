#include "ConformanceSuite.h"

#include "SeatPrivacy.h"
#include "SuiteGames.h"
#include "ai/AiFactory.h"
#include "ai/GameReview.h"
#include "ai/MoveAdvice.h"
#include "ai/Tournament.h"
#include "core/GameRecord.h"
#include "core/StartPositions.h"

#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <mutex>
#include <set>

namespace cw::suites {

namespace {

// Random games per game: RandomGames, or fewer once RandomActions actions have been played (long
// games such as Visions of Rainbows' take thousands of actions each), but at least MinRandomGames.
constexpr int RandomGames = 2000;
constexpr int MinRandomGames = 200;
constexpr qint64 RandomActions = 600'000;
constexpr int MoveCap = 200000;  // far beyond any real game: reaching it means the game never ends
constexpr int CourseGames = 120; // games of mixed random and Easy moves on each test course
constexpr int PrivacyGames = 6;  // games on each test course whose positions SeatPrivacy checks
constexpr int EasyGames = 24;    // all-Easy games on each test course, for the maximum length
constexpr int AiPositions =
    8; // positions of random games on which AI choices and hints are checked

// Plays the tests' moves until the game ends, MoveCap actions are played or the game breaks one
// of its invariants (then reported in *broken); returns how many actions.
int playOut(const GameInfo &info, Game &game, TestPlay &play, Rng &rng, QString *broken)
{
    int moves = 0;
    while (!game.isOver() && moves < MoveCap) {
        game.apply(play.next(game, rng));
        ++moves;
        *broken = brokenInvariant(info, game);
        if (!broken->isEmpty()) {
            *broken = QStringLiteral("move %1: %2").arg(moves).arg(*broken);
            break;
        }
    }
    return moves;
}

// A position of a random game, g from 0 on, before the game ends: after up to 120 random
// actions, stopping before one that would end it (a Line cards game is over in about 50).
std::unique_ptr<Game> unfinishedPosition(const GameInfo &info, int g)
{
    auto game = newGame(info, std::uint64_t(300 + g));
    Rng rng{std::uint64_t(g)};
    ActionList buffer;
    const int steps = int(rng.below(120));
    for (int i = 0; i < steps; ++i) {
        std::unique_ptr<Game> next = game->clone();
        next->apply(randomAction(*game, rng, buffer));
        if (next->isOver())
            break;
        game = std::move(next);
    }
    return game;
}

// The same position with everything the seat to act cannot see drawn anew.
std::unique_ptr<Game> othersDealtOtherwise(const Game &game, int g)
{
    auto reordered = game.clone();
    Rng scrambler(std::uint64_t(g) + 77);
    reordered->resampleHidden(game.currentSeat(), scrambler);
    return reordered;
}

// Every seat's view and the public one.
bool sameViews(const Game &a, const Game &b)
{
    for (int seat = -1; seat < a.seatCount(); ++seat)
        if (a.viewFor(seat) != b.viewFor(seat))
            return false;
    return true;
}

// The game's New Game options, each set to one of its values in turn as g grows (a Check on odd g,
// a Choice's choices in order), so that records carry every option a game has.
QJsonObject variedOptions(const GameInfo &info, int g)
{
    QJsonObject options;
    for (const GameOption &option : info.options)
        options.insert(option.key,
                       option.kind == GameOption::Kind::Check
                           ? QJsonValue(g % 2 == 1)
                           : option.choices[std::size_t(g) % option.choices.size()].value);
    return options;
}

// The largest seat count `course` takes, 0 when it takes none.
int largestSeatCountOn(const GameInfo &info, const QString &course)
{
    for (int seats = info.maxSeats; seats >= info.minSeats; --seats)
        if (gameOnCourse(info, course, seats, 1))
            return seats;
    return 0;
}

} // namespace

ConformanceSuite::ConformanceSuite(QStringList gameIds, QObject *parent)
    : QObject(parent), m_gameIds(std::move(gameIds))
{
}

void ConformanceSuite::listedGamesAreRegistered()
{
    QVERIFY(!m_gameIds.isEmpty());
    for (const QString &id : m_gameIds) {
        QVERIFY2(GameRegistry::find(id), qPrintable(id));
        QVERIFY(m_ledger.record(id, 1));
    }
}

// Random games (with Easy's moves mixed in where random play does not end: TestPlay) end by the
// rules with valid ranks, keeping the game's invariants after every action.
void ConformanceSuite::randomGamesEndWithValidRanks_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::randomGamesEndWithValidRanks()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    TestPlay play(info);
    int games = 0;
    qint64 actions = 0;
    for (int g = 0; g < RandomGames && (g < MinRandomGames || actions < RandomActions); ++g) {
        auto game = newGame(info, std::uint64_t(g));
        Rng rng(std::uint64_t(g) * 7919 + 1);
        QString broken;
        const int moves = playOut(info, *game, play, rng, &broken);
        QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("game %1, %2").arg(g).arg(broken)));
        // The cap is never what ends a game.
        QVERIFY2(moves < MoveCap && game->isOver(),
                 qPrintable(QStringLiteral("game %1 did not end").arg(g)));
        QCOMPARE(game->currentSeat(), -1);
        const std::vector<int> ranks = game->ranks();
        QCOMPARE(int(ranks.size()), game->seatCount());
        QVERIFY(std::count(ranks.begin(), ranks.end(), 1) >= 1);
        for (int rank : ranks)
            QVERIFY(rank >= 1 && rank <= game->seatCount());
        ++games;
        actions += moves;
    }
    qInfo("%d games, %lld actions", games, actions);
    QVERIFY(m_ledger.record(gameId, games));
}

// Every test course of every game, with every seat count it takes: games of mixed random and
// Easy moves end by the rules, never by the move cap, and keep the game's invariants.
void ConformanceSuite::randomGamesEndOnEveryBuiltInCourse_data()
{
    addCourseRows(m_gameIds);
}

void ConformanceSuite::randomGamesEndOnEveryBuiltInCourse()
{
    QFETCH(QString, gameId);
    QFETCH(QString, course);
    const GameInfo &info = *GameRegistry::find(gameId);
    TestPlay play = TestPlay::mixed(info);
    int games = 0, longest = 0;
    QStringList capped; // games the move cap ended
    for (int g = 0; g < CourseGames; ++g) {
        auto game = gameOnCourse(info, course, seatsOfGame(info, g), std::uint64_t(g) + 77);
        if (!game)
            continue; // more seats than this course holds
        ++games;
        Rng rng(std::uint64_t(g) * 104729 + 3);
        QString broken;
        const int moves = playOut(info, *game, play, rng, &broken);
        QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("game %1, %2").arg(g).arg(broken)));
        if (moves >= MoveCap || !game->isOver())
            capped.append(QString::number(g));
        else
            longest = std::max(longest, moves);
    }
    qInfo("%d games, longest %d actions", games, longest);
    QVERIFY2(capped.isEmpty(),
             qPrintable(QStringLiteral("games the move cap ended: %1").arg(capped.join(u' '))));
    QVERIFY2(m_ledger.record(gameId, games), "no game was played on this course");
}

void ConformanceSuite::listedActionsAreLegalAndCardsConserved_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::listedActionsAreLegalAndCardsConserved()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    TestPlay play(info);
    ActionList actions;
    int checked = 0;
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
            const Action action = play.next(*game, rng);
            QVERIFY(game->isLegal(action));
            QVERIFY(!game->actionName(action).isEmpty());
            const int before = game->moveNumber();
            game->apply(action);
            QCOMPARE(game->moveNumber(), before + 1);
            QVERIFY(game->cardCensus() == census);
            ++checked;
        }
        QVERIFY(game->legalActions().empty());
    }
    QVERIFY(m_ledger.record(gameId, checked));
}

void ConformanceSuite::cloneAndReplayReproducePlay_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::cloneAndReplayReproducePlay()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    TestPlay play(info);
    int games = 0;
    for (int g = 0; g < 50; ++g) {
        GameRecord record;
        record.setup = setupFor(info, std::uint64_t(5000 + g), largestSeatCount(info));
        QString error;
        auto game = GameRegistry::create(record.setup, &error);
        QVERIFY2(game, qPrintable(error));
        Rng rng{std::uint64_t(g)};
        while (!game->isOver()) {
            const Action action = play.next(*game, rng);
            record.actions.push_back(action);
            game->apply(action);
        }
        // A clone taken halfway through (wherever that is: some games are a few dozen actions
        // long, others thousands) plays the rest the same way.
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
        ++games;
    }
    QVERIFY(m_ledger.record(gameId, games));
}

// Games whose setup assigns start positions apart from seats (GameInfo::startsInSetup; the lab
// rotates them): with the starts reversed, games end by their rules, their records (the option
// with them) replay to the same end.
// Any other game refuses a setup that assigns starts.
void ConformanceSuite::reversedStartsPlayAndReplay_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::reversedStartsPlayAndReplay()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    const int seats = largestSeatCount(info);
    std::vector<int> reversed;
    for (int s = seats - 1; s >= 0; --s)
        reversed.push_back(s);
    if (!info.startsInSetup) {
        // Every seat starts where its seat says: a setup that assigns starts is refused, by name.
        GameSetup setup = setupFor(info, 7000, seats);
        setup.options.insert(StartPositions::key(), StartPositions::toJson(reversed));
        QString error;
        QVERIFY2(!GameRegistry::create(setup, &error) && error.contains(StartPositions::key()),
                 qPrintable(error));
        QVERIFY(m_ledger.record(gameId, 1));
        return;
    }
    TestPlay play(info);
    int games = 0;
    for (int g = 0; g < 40; ++g) {
        GameRecord record;
        record.setup = setupFor(info, std::uint64_t(7000 + g), seats);
        record.setup.options.insert(StartPositions::key(), StartPositions::toJson(reversed));
        QString error;
        auto game = GameRegistry::create(record.setup, &error);
        QVERIFY2(game, qPrintable(error));
        Rng rng{std::uint64_t(g)};
        while (!game->isOver() && int(record.actions.size()) < MoveCap) {
            const Action action = play.next(*game, rng);
            record.actions.push_back(action);
            game->apply(action);
        }
        QVERIFY2(game->isOver(), qPrintable(QStringLiteral("game %1 did not end").arg(g)));
        auto replayed = record.replay(-1, &error);
        QVERIFY2(replayed, qPrintable(error));
        QCOMPARE(replayed->viewFor(-1), game->viewFor(-1));
        QVERIFY(replayed->ranks() == game->ranks());
        ++games;
    }
    QVERIFY(m_ledger.record(gameId, games));
}

// A game's record (with its options varied) written as JSON text and read back is the same
// record, and replays to the same position for every seat: halfway through (the same seat to
// decide, with the same choices) and at the end (the same ranks).
void ConformanceSuite::recordSavedAsJsonReplaysTheSame_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::recordSavedAsJsonReplaysTheSame()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    TestPlay play(info);
    int records = 0;
    for (int g = 0; g < 30; ++g) {
        GameRecord record;
        record.setup = setupFor(info, std::uint64_t(6000 + g), seatsOfGame(info, g));
        record.setup.seed = (std::uint64_t(g) << 56) | std::uint64_t(6000 + g); // past 2^53
        record.setup.options = variedOptions(info, g);
        QString error;
        auto game = GameRegistry::create(record.setup, &error);
        if (!game)
            continue; // more seats than the default course holds
        Rng rng{std::uint64_t(g) + 3};
        const int stop = g % 2 == 0 ? -1 : int(rng.below(400)); // half the records end mid-game
        while (!game->isOver() && game->moveNumber() != stop) {
            const Action action = play.next(*game, rng);
            record.actions.push_back(action);
            game->apply(action);
        }
        const QByteArray text = QJsonDocument(record.toJson()).toJson();
        QJsonParseError parse;
        const QJsonDocument document = QJsonDocument::fromJson(text, &parse);
        QVERIFY2(document.isObject(), qPrintable(parse.errorString()));
        const std::optional<GameRecord> read = GameRecord::fromJson(document.object(), &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->setup == record.setup);
        QVERIFY(read->actions == record.actions);
        const std::unique_ptr<Game> replayed = read->replay(-1, &error);
        QVERIFY2(replayed, qPrintable(error));
        QVERIFY2(sameViews(*replayed, *game), qPrintable(QStringLiteral("record %1").arg(g)));
        QCOMPARE(replayed->currentSeat(), game->currentSeat());
        QCOMPARE(replayed->isOver(), game->isOver());
        if (game->isOver())
            QVERIFY(replayed->ranks() == game->ranks());
        else
            QVERIFY(replayed->legalActions() == game->legalActions());
        ++records;
    }
    QVERIFY2(m_ledger.record(gameId, records), "no record was made");
}

void ConformanceSuite::viewIgnoresHiddenInformation_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::viewIgnoresHiddenInformation()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    ActionList buffer;
    int checked = 0;
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
            ++checked;
        }
    }
    QVERIFY(m_ledger.record(gameId, checked));
}

// Which seats are asked to decide, and what a seat to decide may do, do not depend on what the
// other seats hold (SeatPrivacy.h): checked for every seat at every position of games of the
// tests' play on every test course, with every seat count the course takes.
void ConformanceSuite::seatsAskedIgnoreOtherSeatsCards_data()
{
    addCourseRows(m_gameIds);
}

void ConformanceSuite::seatsAskedIgnoreOtherSeatsCards()
{
    QFETCH(QString, gameId);
    QFETCH(QString, course);
    const GameInfo &info = *GameRegistry::find(gameId);
    TestPlay play(info);
    SeatPrivacy privacy;
    for (int g = 0; g < PrivacyGames; ++g) {
        auto game = gameOnCourse(info, course, seatsOfGame(info, g), std::uint64_t(7000 + g));
        if (!game)
            continue; // more seats than this course holds
        Rng rng{std::uint64_t(g) + 11};
        while (!game->isOver()) {
            privacy.check(*game, rng);
            game->apply(play.next(*game, rng));
        }
    }
    qInfo("%d positions, %d pairs compared (of those sampled, %d with the seat's cards dealt "
          "otherwise)",
          privacy.positions(), privacy.compared(), privacy.sampledDiffering());
    const QStringList leaks = privacy.leaks();
    QVERIFY2(leaks.isEmpty(), qPrintable(QStringLiteral("%1 leaks, the first: %2")
                                             .arg(leaks.size())
                                             .arg(leaks.mid(0, 5).join(u'\n'))));
    QVERIFY2(m_ledger.record(gameId, privacy.sampledDiffering()),
             "no pair compared had a seat's cards dealt otherwise");
}

void ConformanceSuite::aiChoiceIgnoresHiddenInformation_data()
{
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<int>("level");
    for (const QString &id : m_gameIds)
        for (Controller level : {Controller::AiEasy, Controller::AiNormal})
            QTest::newRow(qPrintable(id + u'/' + controllerKey(level))) << id << int(level);
}

void ConformanceSuite::aiChoiceIgnoresHiddenInformation()
{
    QFETCH(QString, gameId);
    QFETCH(int, level);
    const GameInfo &info = *GameRegistry::find(gameId);
    auto ai = makeAiPlayer(gameId, Controller(level));
    QVERIFY(ai);
    int checked = 0;
    for (int g = 0; g < AiPositions; ++g) {
        const auto game = unfinishedPosition(info, g);
        const auto reordered = othersDealtOtherwise(*game, g);
        const Action original = ai->choose(*game, 12345);
        QVERIFY(game->isLegal(original));
        QCOMPARE(ai->choose(*reordered, 12345), original);
        ++checked;
    }
    QVERIFY(m_ledger.record(gameId, checked));
}

// The coach's hint (MoveAdvice.h) is the level's own choice, with its next best actions, and
// nothing in it (actions, counts, chances) depends on what the seat to act cannot see. Checked at
// Normal, whose search is Hard's with a smaller budget.
void ConformanceSuite::hintIsTheAiChoiceAndIgnoresHiddenInformation_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::hintIsTheAiChoiceAndIgnoresHiddenInformation()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    const auto ai = makeAiPlayer(gameId, Controller::AiNormal);
    int ranked = 0;
    for (int g = 0; g < AiPositions; ++g) {
        const auto game = unfinishedPosition(info, g);
        const std::uint64_t seed = 4242 + std::uint64_t(g);
        const MoveAdvice advice = adviseMove(*game, gameId, Controller::AiNormal, seed);
        QCOMPARE(advice.seat, game->currentSeat());
        QVERIFY(!advice.ranked.empty());
        QVERIFY(advice.ranked.size() <= 3);
        QCOMPARE(advice.ranked.front().action, ai->choose(*game, seed));
        for (std::size_t i = 0; i < advice.ranked.size(); ++i) {
            const AdvisedAction &a = advice.ranked[i];
            QVERIFY(game->isLegal(a.action));
            QVERIFY(a.winChance >= 0 && a.winChance <= 1);
            if (i > 0)
                QVERIFY(a.visits <= advice.ranked[i - 1].visits);
        }
        QCOMPARE(advice.iterations, info.ai.normal.iterations);
        QVERIFY(!advice.stopped);

        const MoveAdvice blind =
            adviseMove(*othersDealtOtherwise(*game, g), gameId, Controller::AiNormal, seed);
        QCOMPARE(blind.ranked.size(), advice.ranked.size());
        for (std::size_t i = 0; i < advice.ranked.size(); ++i) {
            QCOMPARE(blind.ranked[i].action, advice.ranked[i].action);
            QCOMPARE(blind.ranked[i].visits, advice.ranked[i].visits);
            QCOMPARE(blind.ranked[i].winChance, advice.ranked[i].winChance);
        }
        ranked += int(advice.ranked.size());
    }
    QVERIFY(m_ledger.record(gameId, ranked));
}

// All-Easy games (a Tournament, which stops a game at the game's maximum length) on every test
// course end by the rules, and take at most half the maximum length: the declared maximum
// (GameInfo::maxGameLength, measured over every AI level) leaves room to spare.
void ConformanceSuite::easyGamesEndWellWithinTheMaximumLength_data()
{
    addCourseRows(m_gameIds);
}

void ConformanceSuite::easyGamesEndWellWithinTheMaximumLength()
{
    QFETCH(QString, gameId);
    QFETCH(QString, course);
    const GameInfo &info = *GameRegistry::find(gameId);
    const int seats = largestSeatCountOn(info, course);
    QVERIFY(seats > 0);
    TournamentConfig config;
    config.gameId = gameId;
    config.courseSource = course;
    config.course = readCourse(course);
    config.players = QList<Controller>(seats, Controller::AiEasy);
    config.games = EasyGames;
    config.seed = 29;
    std::mutex mutex;
    int longest = 0;
    config.finished = [&](int, Game &state) {
        const std::lock_guard lock(mutex);
        longest = std::max(longest, state.moveNumber());
    };
    Tournament tournament(config);
    QString error;
    const std::optional<TournamentResult> result = tournament.run({}, &error);
    QVERIFY2(result, qPrintable(error));
    QVERIFY2(result->unfinished.empty(),
             qPrintable(QStringLiteral("%1 games reached the maximum length of %2 actions")
                            .arg(result->unfinished.size())
                            .arg(info.maxGameLength)));
    qInfo("%d games of %d Easy seats, longest %d actions (maximum %d)", EasyGames, seats, longest,
          info.maxGameLength);
    QVERIFY2(longest * 2 <= info.maxGameLength,
             qPrintable(QStringLiteral("the longest Easy game took %1 actions, more than half the "
                                       "maximum length %2")
                            .arg(longest)
                            .arg(info.maxGameLength)));
    QVERIFY(m_ledger.record(gameId, result->standings.front().games));
}

// The coach's review (ai/GameReview.h) of a whole seeded game, its first seat reviewed at Normal
// (Hard's search with a smaller budget): it judges every decision of that seat (more than one
// legal action) from the first to the game's last, none left out and none cut short (a search
// that ended without a ranking once stopped the review early, as if cancelled), and the same
// seed gives the same game and the same review. The game is all Easy on the default course with
// the fewest seats, so the review stays cheap.
void ConformanceSuite::reviewOfASeededGameIsNeverCutShort_data()
{
    addGameRows(m_gameIds);
}

void ConformanceSuite::reviewOfASeededGameIsNeverCutShort()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    const GameRecord record = easyGameRecord(info, 35, info.minSeats);
    QString error;
    std::unique_ptr<Game> game = record.replay(-1, &error);
    QVERIFY2(game && game->isOver(), qPrintable(error));
    QCOMPARE(easyGameRecord(info, 35, info.minSeats).actions, record.actions);

    int progressed = 0;
    const GameReview review = reviewGame(record, {0}, Controller::AiNormal, &error,
                                         [&progressed](int done, int) { progressed = done; });
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!review.stopped);
    QCOMPARE(progressed, int(record.actions.size()));
    // Seat 0's decisions, in order, to the end of the game.
    std::vector<int> expected;
    game = record.replay(0, &error);
    for (int index = 0; index < int(record.actions.size()); ++index) {
        if (game->currentSeat() == 0 && game->legalActions().size() > 1)
            expected.push_back(index);
        game->apply(record.actions[std::size_t(index)]);
    }
    std::vector<int> judged;
    for (const ReviewedDecision &d : review.decisions) {
        judged.push_back(d.action);
        QCOMPARE(d.seat, 0);
        QCOMPARE(d.played, record.actions[std::size_t(d.action)]);
        QVERIFY(d.chance >= 0 && d.chance <= 1);
    }
    QVERIFY(!expected.empty());
    QCOMPARE(judged, expected);

    const GameReview again = reviewGame(record, {0}, Controller::AiNormal, &error);
    QCOMPARE(again.decisions.size(), review.decisions.size());
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        QCOMPARE(again.decisions[i].best, review.decisions[i].best);
        QCOMPARE(again.decisions[i].chance, review.decisions[i].chance);
        QCOMPARE(again.decisions[i].playedChance, review.decisions[i].playedChance);
    }
    qInfo("%d actions, %d decisions of seat 0 reviewed", int(record.actions.size()),
          int(review.decisions.size()));
    QVERIFY(m_ledger.record(gameId, int(review.decisions.size())));
}

} // namespace cw::suites
