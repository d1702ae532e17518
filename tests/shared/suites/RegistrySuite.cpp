#include "RegistrySuite.h"

#include "GameSetupBuilder.h"
#include "SuiteGames.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

namespace cw::suites {

namespace {

int suggestedSeats(const GameInfo &info, const QJsonObject &course)
{
    const int suggested = info.suggestedSeats ? info.suggestedSeats(course) : info.maxSeats;
    return qBound(info.minSeats, suggested, info.maxSeats);
}

} // namespace

RegistrySuite::RegistrySuite(QStringList gameIds, QObject *parent)
    : QObject(parent), m_gameIds(std::move(gameIds))
{
}

void RegistrySuite::everyGameDescribesItself_data()
{
    addGameRows(m_gameIds);
}

void RegistrySuite::everyGameDescribesItself()
{
    QFETCH(QString, gameId);
    const GameInfo *found = GameRegistry::find(gameId);
    QVERIFY2(found, qPrintable(gameId));
    const GameInfo &info = *found;
    QVERIFY(!info.id.isEmpty());
    QVERIFY(!info.displayName.text().isEmpty());
    QVERIFY(info.minSeats >= 1 && info.minSeats <= info.maxSeats);
    QVERIFY(info.create);
    QVERIFY(info.playerTable);
    QVERIFY(info.positionText);
    // AI-only play stops a game at its maximum length (Tournament): every game declares one.
    QVERIFY2(info.maxGameLength > 0, "GameInfo::maxGameLength is not set");
    // A game stopped there can still be saved and read back.
    QVERIFY2(info.maxGameLength <= GameRecord::MaxActions,
             "GameInfo::maxGameLength exceeds what a game record may hold");

    // The rules page Help > Rules shows is embedded and is Markdown with a title.
    QFile rules(info.rulesPage);
    QVERIFY2(rules.open(QIODevice::ReadOnly), qPrintable(info.rulesPage));
    QVERIFY(rules.readAll().startsWith("# "));

    // The words for seats: each filled, the numbered ones with their number.
    QVERIFY(!info.seats.countLabel.text().isEmpty());
    for (const GameText &text : {info.seats.defaultName, info.seats.numbered}) {
        QVERIFY(text.text().contains(QStringLiteral("%1")));
        QVERIFY(!text.text().arg(2).contains(QStringLiteral("%1")));
    }
    QVERIFY(!info.credits.text().isEmpty());

    // The default course reads, its kind is registered and sums it up for New Game. A game
    // played without a course (its table is set up by its options) names none.
    if (!info.defaultCourse.isEmpty()) {
        CourseProblems problems;
        const std::optional<QJsonObject> course = CourseFile::read(info.defaultCourse, &problems);
        QVERIFY2(course, qPrintable(problemTexts(problems).join(u'\n')));
        const CourseKind *kind =
            CourseKinds::find(course->value(QStringLiteral("kind")).toString());
        QVERIFY(kind);
        QVERIFY(kind->summary);
        QVERIFY(!kind->summary(*course).isEmpty());
    }

    // Every declared option is read back at its default, and a wrong value names the field.
    for (const GameOption &option : info.options) {
        QVERIFY(!option.key.isEmpty());
        QVERIFY(!option.label.text().isEmpty());
        QString error;
        QCOMPARE(option.read({}, &error), std::optional<QJsonValue>(option.defaultValue));
        QVERIFY(!option.read({{option.key, QJsonArray{1, 2}}}, &error));
        QVERIFY2(error.startsWith(QStringLiteral("options.%1: ").arg(option.key)),
                 qPrintable(error));
    }
    QVERIFY(m_ledger.record(gameId, 1));
}

// Easy, Normal and Hard are made from what the game declares, and each picks a legal action at
// the start of a game; a human seat has no AI.
void RegistrySuite::everyGameDeclaresItsAiLevels_data()
{
    addGameRows(m_gameIds);
}

void RegistrySuite::everyGameDeclaresItsAiLevels()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    QVERIFY(info.ai.easy);
    for (const SearchBudget &budget : {info.ai.normal, info.ai.hard})
        QVERIFY(budget.iterations > 0);
    QVERIFY(info.ai.hard.iterations >= info.ai.normal.iterations);
    QVERIFY(!makeAiPlayer(gameId, Controller::Human));
    const std::unique_ptr<Game> game = newGame(info, 21);
    int levels = 0;
    for (Controller level : {Controller::AiEasy, Controller::AiNormal, Controller::AiHard}) {
        const std::unique_ptr<AiPlayer> ai = makeAiPlayer(gameId, level);
        QVERIFY2(ai, qPrintable(controllerKey(level)));
        QVERIFY(game->isLegal(ai->choose(*game, 5)));
        ++levels;
    }
    QVERIFY(m_ledger.record(gameId, levels));
}

// A game on the default course with the suggested seats starts, and the pieces that read its
// views (Players dock columns, the replay text) find what they read.
void RegistrySuite::everyGameStartsAndIsDescribed_data()
{
    addGameRows(m_gameIds);
}

void RegistrySuite::everyGameStartsAndIsDescribed()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    GameRecord record;
    // Seats named "Seat1"…, human first: the position text below names them.
    const test::GameSetupBuilder setup =
        test::gameSetup(gameId).names(QStringLiteral("Seat%1")).seed(11);
    record.setup = test::GameSetupBuilder(setup).seatCount(
        suggestedSeats(info, setup.build().course), Controller::Human);
    QString error;
    const std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
    QVERIFY2(game, qPrintable(error));
    QCOMPARE(game->seatCount(), int(record.setup.seats.size()));
    QCOMPARE(game->gameId(), gameId);

    const QJsonObject view = game->viewFor(-1);
    const PlayerTable table = info.playerTable(record.setup.course);
    QVERIFY(!table.seatHeader.isEmpty());
    QVERIFY(!table.columns.empty());
    const QJsonArray seats = view.value(table.seatsKey).toArray();
    QCOMPARE(seats.size(), qsizetype(game->seatCount()));
    for (const PlayerColumn &column : table.columns) {
        QVERIFY(!column.header.isEmpty());
        QVERIFY(!column.toolTip.isEmpty());
        QVERIFY(column.text);
        column.text(seats.first().toObject()); // reads the view without failing
    }

    const QString text = info.positionText(record, view);
    QVERIFY2(text.contains(QStringLiteral("Seat1")), qPrintable(text));
    QVERIFY2(text.contains(info.displayName.text()), qPrintable(text));
    QVERIFY(m_ledger.record(gameId, 1));
}

void RegistrySuite::tooFewSeatsAreRefused_data()
{
    addGameRows(m_gameIds);
}

void RegistrySuite::tooFewSeatsAreRefused()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    QString error;
    QVERIFY(!GameRegistry::create(
        test::gameSetup(gameId).seatCount(info.minSeats - 1, Controller::Human).seed(11), &error));
    QVERIFY2(error.startsWith(QStringLiteral("seats: ")), qPrintable(error));
    QVERIFY(m_ledger.record(gameId, 1));
}

} // namespace cw::suites
