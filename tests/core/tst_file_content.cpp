// What `coursewright FILE` opens: a game record, a course of each kind, or neither (an unrelated
// JSON file, a binary file, text, nothing) with a reason naming the file.
#include "core/FileContent.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;

namespace {

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson();
}

// A record of a few moves of each game's default course, as Save Game writes it.
GameRecord recordOf(const GameInfo &info)
{
    GameRecord record;
    record.setup.gameId = info.id;
    record.setup.courseSource = info.defaultCourse;
    CourseProblems problems;
    record.setup.course = CourseFile::read(info.defaultCourse, &problems).value_or(QJsonObject());
    for (int i = 0; i < info.minSeats; ++i)
        record.setup.seats.append(
            {QStringLiteral("Seat %1").arg(i + 1), QStringLiteral("#336699"), Controller::AiEasy});
    record.setup.seed = 42;
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
    for (int i = 0; game && i < 5 && !game->isOver(); ++i) {
        const Action action = game->legalActions().front();
        record.actions.push_back(action);
        game->apply(action);
    }
    return record;
}

} // namespace

class TestFileContent : public QObject {
    Q_OBJECT
private slots:
    void aGameRecordOfEachGameIsAGame_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void aGameRecordOfEachGameIsAGame()
    {
        QFETCH(QString, gameId);
        const GameRecord record = recordOf(*GameRegistry::find(gameId));
        QVERIFY(!record.actions.empty());
        QTemporaryDir dir;
        // Saved under .cwgame and under any other name: the content decides.
        for (const QString &name : {QStringLiteral("saved.cwgame"), QStringLiteral("saved.json"),
                                    QStringLiteral("saved")}) {
            const QString path = dir.filePath(name);
            QString error;
            QVERIFY2(record.save(path, &error), qPrintable(error));
            const FileContent content = FileContent::ofFile(path);
            QCOMPARE(content.kind, FileContent::Game);
            QVERIFY(
                content.courseKind.isEmpty()); // the course inside the record is not a course file
        }
    }

    void aCourseOfEachKindIsACourse_data()
    {
        QTest::addColumn<QString>("kindId");
        for (const CourseKind &kind : CourseKinds::all())
            QTest::newRow(qPrintable(kind.id)) << kind.id;
    }
    void aCourseOfEachKindIsACourse()
    {
        QFETCH(QString, kindId);
        const QJsonObject course = CourseKinds::find(kindId)->defaultCourse();
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("course.cwcourse"),
                                    QStringLiteral("course.json"), QStringLiteral("course.txt")}) {
            QString error;
            QVERIFY2(CourseFile::write(dir.filePath(name), course, &error), qPrintable(error));
            const FileContent content = FileContent::ofFile(dir.filePath(name));
            QCOMPARE(content.kind, FileContent::Course);
            QCOMPARE(content.courseKind, kindId);
        }
    }

    void everyBuiltInCourseIsACourse()
    {
        const QStringList names = QDir(QStringLiteral(":/courses")).entryList(QDir::Files);
        QVERIFY(!names.isEmpty());
        for (const QString &name : names) {
            const FileContent content = FileContent::ofFile(QStringLiteral(":/courses/") + name);
            QCOMPARE(content.kind, FileContent::Course);
            QVERIFY(CourseKinds::find(content.courseKind));
        }
    }

    void anUnrelatedJsonFileIsNeither_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("package manifest")
            << json({{QStringLiteral("name"), QStringLiteral("left-pad")},
                     {QStringLiteral("version"), QStringLiteral("1.3.0")}});
        QTest::newRow("array") << QByteArray("[{\"kind\": \"rowing\"}]");
        QTest::newRow("number") << QByteArray("42");
        QTest::newRow("kind not a string") << QByteArray("{\"kind\": 3, \"formatVersion\": 1}");
        QTest::newRow("game without actions")
            << json({{QStringLiteral("game"), QStringLiteral("rowing")}});
    }
    void anUnrelatedJsonFileIsNeither()
    {
        QFETCH(QByteArray, data);
        const FileContent content = FileContent::ofBytes(data, QStringLiteral("settings.json"));
        QCOMPARE(content.kind, FileContent::Neither);
        QVERIFY(content.reason.startsWith(QLatin1String("settings.json: ")));
        QVERIFY2(content.reason.contains(QLatin1String("Coursewright game")),
                 qPrintable(content.reason));
    }

    void aBinaryFileIsNeither()
    {
        QByteArray png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
        png.append(QByteArray(200, '\x7f'));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("picture.png"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(png);
        file.close();
        const FileContent content = FileContent::ofFile(path);
        QCOMPARE(content.kind, FileContent::Neither);
        QVERIFY2(content.reason.startsWith(QLatin1String("picture.png: a binary file")),
                 qPrintable(content.reason));
        // Bytes that are not UTF-8 are binary too, NUL or not.
        QCOMPARE(FileContent::ofBytes("\xff\xfe\xfd{", QStringLiteral("x.dat")).reason,
                 FileContent::ofBytes(png, QStringLiteral("x.dat")).reason);
    }

    void textAndEmptyFilesAreNeither()
    {
        const FileContent text = FileContent::ofBytes("Shopping: eggs\n", QStringLiteral("a.txt"));
        QCOMPARE(text.kind, FileContent::Neither);
        QVERIFY2(text.reason.contains(QLatin1String("not JSON")), qPrintable(text.reason));
        const FileContent empty = FileContent::ofBytes(QByteArray(), QStringLiteral("b.json"));
        QCOMPARE(empty.kind, FileContent::Neither);
        QVERIFY2(empty.reason.contains(QLatin1String("empty")), qPrintable(empty.reason));
    }

    void aMissingFileIsNeither()
    {
        QTemporaryDir dir;
        const FileContent content =
            FileContent::ofFile(dir.filePath(QStringLiteral("gone.cwgame")));
        QCOMPARE(content.kind, FileContent::Neither);
        QCOMPARE(content.reason, QStringLiteral("gone.cwgame: file not found"));
    }

    // A damaged file of ours goes to its reader, which says what is wrong with it in detail.
    void ourExtensionDecidesWhenTheContentDoesNot()
    {
        const QByteArray broken("{\"formatVersion\": 1, \"game\": ");
        QCOMPARE(FileContent::ofBytes(broken, QStringLiteral("race.cwgame")).kind,
                 FileContent::Game);
        QCOMPARE(FileContent::ofBytes(broken, QStringLiteral("river.CWCOURSE")).kind,
                 FileContent::Course);
        QCOMPARE(FileContent::ofBytes(broken, QStringLiteral("race.json")).kind,
                 FileContent::Neither);
        // The content wins over the extension when it decides.
        const QByteArray course = json(CourseKinds::all().front().defaultCourse());
        QCOMPARE(FileContent::ofBytes(course, QStringLiteral("odd.cwgame")).kind,
                 FileContent::Course);
    }

    // The fixtures of damaged records are games to the classifier: their reader reports them.
    void damagedRecordFixturesGoToTheGameReader()
    {
        const QDir errors(qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/tests/errors"));
        const QStringList records = errors.entryList({QStringLiteral("record-*.cwgame")});
        QVERIFY(!records.isEmpty());
        for (const QString &name : records)
            QCOMPARE(FileContent::ofFile(errors.filePath(name)).kind, FileContent::Game);
    }
};

QTEST_GUILESS_MAIN(TestFileContent)
#include "tst_file_content.moc"
