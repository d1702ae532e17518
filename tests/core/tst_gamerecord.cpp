#include "core/GameRecord.h"
#include "core/GameRegistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;

namespace {

GameRecord rowingRecord()
{
    GameRecord record;
    record.setup.gameId = QStringLiteral("rowing");
    record.setup.courseSource = QStringLiteral(":/courses/rowing-standard.json");
    QFile course(record.setup.courseSource);
    course.open(QIODevice::ReadOnly);
    record.setup.course = QJsonDocument::fromJson(course.readAll()).object();
    for (int i = 0; i < 3; ++i)
        record.setup.seats.append({QStringLiteral("Rower %1").arg(i + 1), QStringLiteral("#336699"),
                                   i == 0 ? Controller::Human : Controller::AiEasy});
    record.setup.seed = 18446744073709551557ULL; // above 2^53: must survive JSON
    return record;
}

} // namespace

class TestGameRecord : public QObject {
    Q_OBJECT
private slots:
    void builtInCourseIsInTheResources() { QVERIFY(!rowingRecord().setup.course.isEmpty()); }

    void jsonRoundTripKeepsEverything()
    {
        GameRecord record = rowingRecord();
        QString createError;
        std::unique_ptr<Game> game = GameRegistry::create(record.setup, &createError);
        QVERIFY2(game, qPrintable(createError));
        for (int i = 0; i < 25 && !game->isOver(); ++i) {
            const Action action = game->legalActions().back();
            record.actions.push_back(action);
            game->apply(action);
        }
        QString error;
        const auto back = GameRecord::fromJson(record.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->setup == record.setup);
        QVERIFY(back->actions == record.actions);
    }

    void replayReachesTheSamePosition()
    {
        GameRecord record = rowingRecord();
        QString error;
        std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
        QVERIFY2(game, qPrintable(error));
        Rng choice(99);
        for (int i = 0; i < 60 && !game->isOver(); ++i) {
            const ActionList actions = game->legalActions();
            const Action action = actions[choice.below(std::uint32_t(actions.size()))];
            record.actions.push_back(action);
            game->apply(action);
        }
        std::unique_ptr<Game> replayed = record.replay(-1, &error);
        QVERIFY2(replayed, qPrintable(error));
        QCOMPARE(replayed->viewFor(-1), game->viewFor(-1));
        QCOMPARE(replayed->viewFor(0), game->viewFor(0));
        std::unique_ptr<Game> partial = record.replay(10, &error);
        QCOMPARE(partial->moveNumber(), 10);
    }

    void illegalActionInARecordIsReportedByIndex()
    {
        GameRecord record = rowingRecord();
        record.actions = {999999};
        QString error;
        QVERIFY(!record.replay(-1, &error));
        QVERIFY2(error.startsWith(QStringLiteral("actions[0]")), qPrintable(error));
    }

    // Records of earlier versions name games by their former ids (issue 50: "salmon-run",
    // "line-cards", "visions-of-rainbows"): they still open, as the game's one id.
    void formerGameIdsStillOpen_data()
    {
        QTest::addColumn<QString>("former");
        QTest::addColumn<QString>("id");
        QTest::newRow("salmon-run") << QStringLiteral("salmon-run") << QStringLiteral("salmon");
        QTest::newRow("line-cards") << QStringLiteral("line-cards") << QStringLiteral("linecards");
        QTest::newRow("visions-of-rainbows")
            << QStringLiteral("visions-of-rainbows") << QStringLiteral("visions");
    }
    void formerGameIdsStillOpen()
    {
        QFETCH(QString, former);
        QFETCH(QString, id);
        const GameInfo *game = GameRegistry::find(former);
        QVERIFY(game);
        QCOMPARE(game->id, id);
        QCOMPARE(GameRegistry::find(id), game);
        // A record of the game as an earlier version saved it, with its default course.
        GameRecord record;
        record.setup.gameId = id;
        record.setup.courseSource = game->defaultCourse;
        QFile course(game->defaultCourse);
        if (!game->defaultCourse.isEmpty()) {
            QVERIFY(course.open(QIODevice::ReadOnly));
            record.setup.course = QJsonDocument::fromJson(course.readAll()).object();
        }
        for (int i = 0; i < game->minSeats; ++i)
            record.setup.seats.append({QStringLiteral("Seat %1").arg(i + 1),
                                       QStringLiteral("#336699"), Controller::AiEasy});
        record.setup.seed = 7;
        QJsonObject json = record.toJson();
        json.insert(QStringLiteral("game"), former);
        QString error;
        const std::optional<GameRecord> read = GameRecord::fromJson(json, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->setup.gameId, id);
    }

    void newerFormatIsRefused()
    {
        QJsonObject json = rowingRecord().toJson();
        json[QStringLiteral("formatVersion")] = GameRecord::FormatVersion + 1;
        QString error;
        QVERIFY(!GameRecord::fromJson(json, &error));
        QVERIFY2(error.startsWith(QStringLiteral("formatVersion:")), qPrintable(error));
    }

    void errorsNameTheField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expectedPrefix");
        QTest::newRow("game") << QStringLiteral("game") << QJsonValue(QStringLiteral("chess"))
                              << QStringLiteral("game:");
        QTest::newRow("course") << QStringLiteral("course") << QJsonValue(3)
                                << QStringLiteral("course:");
        QTest::newRow("seats") << QStringLiteral("seats") << QJsonValue(QJsonArray())
                               << QStringLiteral("seats:");
        QTest::newRow("controller")
            << QStringLiteral("seats")
            << QJsonValue(
                   QJsonArray{QJsonObject{{QStringLiteral("colour"), QStringLiteral("#336699")},
                                          {QStringLiteral("controller"), QStringLiteral("god")}}})
            << QStringLiteral("seats[0].controller:");
        QTest::newRow("seed") << QStringLiteral("seed") << QJsonValue(12.5)
                              << QStringLiteral("seed:");
        QTest::newRow("actions") << QStringLiteral("actions")
                                 << QJsonValue(QJsonArray{1, QStringLiteral("x")})
                                 << QStringLiteral("actions[1]:");
    }

    void errorsNameTheField()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expectedPrefix);
        QJsonObject json = rowingRecord().toJson();
        json[field] = value;
        QString error;
        QVERIFY(!GameRecord::fromJson(json, &error));
        QVERIFY2(error.startsWith(expectedPrefix), qPrintable(error));
    }

    void saveAndLoadThroughAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.cwgame"));
        GameRecord record = rowingRecord();
        record.actions = {2};
        QString error;
        QVERIFY2(record.save(path, &error), qPrintable(error));
        const auto back = GameRecord::load(path, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->setup == record.setup);
        QVERIFY(back->actions == record.actions);
    }

    void missingAndBrokenFilesAreReportedWithTheirName()
    {
        QTemporaryDir dir;
        QString error;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QVERIFY(!GameRecord::load(missing, &error));
        QVERIFY(error.contains(missing) && error.contains(QStringLiteral("not found")));

        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"formatVersion\": 1, \"game\": ");
        file.close();
        QVERIFY(!GameRecord::load(broken, &error));
        // Where, as a course file's JSON errors say it (JsonText).
        QVERIFY2(error.startsWith(broken + QStringLiteral(": not valid JSON at line 1, column ")),
                 qPrintable(error));
    }

    void unwritablePathFailsWithoutCrashing()
    {
        QString error;
        QVERIFY(!rowingRecord().save(QStringLiteral("/nonexistent-dir/x/game.json"), &error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent-dir/x/game.json")));
    }
};

QTEST_GUILESS_MAIN(TestGameRecord)
#include "tst_gamerecord.moc"
