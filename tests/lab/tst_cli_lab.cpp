// coursewright-cli lab: its JSON follows the documented schema (docs/lab-report.schema.json), for
// both games; the readable report; usage and course errors.
#include "CliTestSupport.h"
#include "JsonSchemaCheck.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

class TestCliLab : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonFollowsTheSchema_data();
    void jsonFollowsTheSchema();
    void schemaCatchesAWrongReport();
    void readableReport();
    void readableReportWithoutStarts();
    void defaultSeatsFillTheCourse();
    void usageErrors_data();
    void usageErrors();
    void courseErrors();

private:
    static QString course(const QString &name)
    {
        return qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/resources/courses/") + name;
    }
    QJsonObject m_schema;
};

void TestCliLab::initTestCase()
{
    QFile file(qEnvironmentVariable("CW_SOURCE_DIR") +
               QStringLiteral("/docs/lab-report.schema.json"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    m_schema = QJsonDocument::fromJson(file.readAll()).object();
    QVERIFY(!m_schema.isEmpty());
}

void TestCliLab::jsonFollowsTheSchema_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("seats");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("located"); // a rule whose heat map must not be empty
    QTest::addColumn<int>("starts");      // start positions apart from seats (0: none)
    QTest::newRow("rowing") << "rowing-standard.json"
                            << "easy,easy,easy,easy,easy,easy"
                            << "rowing"
                            << "splitPaid" << 6;
    QTest::newRow("salmon") << "salmon-beginner.json"
                            << "easy,easy,easy"
                            << "salmon-run"
                            << "supplyCard" << 3;
    QTest::newRow("niagara") << "niagara-standard.json"
                             << "easy,easy,easy"
                             << "niagara"
                             << "gemTaken" << 0;
    QTest::newRow("visions") << "cycling-short.json"
                             << "easy,easy,easy"
                             << "visions-of-rainbows"
                             << "fatigueT" << 3;
}

void TestCliLab::jsonFollowsTheSchema()
{
    QFETCH(QString, file);
    QFETCH(QString, seats);
    QFETCH(QString, game);
    QFETCH(QString, located);
    QFETCH(int, starts);
    const CliRun run =
        runCli({QStringLiteral("lab"), course(file), QStringLiteral("--games"),
                QStringLiteral("60"), QStringLiteral("--seats"), seats, QStringLiteral("--threads"),
                QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QStringList problems = JsonSchemaCheck(m_schema).check(document.object());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    const QJsonObject report = document.object();
    QCOMPARE(report.value(QStringLiteral("game")).toString(), game);
    QCOMPARE(report.value(QStringLiteral("gamesPlayed")).toInt(), 60);
    QCOMPARE(report.value(QStringLiteral("seats")).toArray().size(), seats.count(u',') + 1);
    QCOMPARE(report.value(QStringLiteral("starts")).toArray().size(), starts);
    bool found = false;
    for (const QJsonValue &rule : report.value(QStringLiteral("rules")).toArray()) {
        if (rule[QStringLiteral("key")].toString() == located) {
            found = true;
            QVERIFY(!rule[QStringLiteral("heat")].toArray().isEmpty());
        }
    }
    QVERIFY2(found, qPrintable(located));
}

// The check is not vacuous: a report missing a field or with a wrong type fails it.
void TestCliLab::schemaCatchesAWrongReport()
{
    const CliRun run =
        runCli({QStringLiteral("lab"), course(QStringLiteral("rowing-standard.json")),
                QStringLiteral("--games"), QStringLiteral("5"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const JsonSchemaCheck check(m_schema);
    QVERIFY(check.check(report).isEmpty());
    QJsonObject missing = report;
    missing.remove(QStringLiteral("seats"));
    QVERIFY(!check.check(missing).isEmpty());
    QJsonObject wrong = report;
    wrong.insert(QStringLiteral("cancelled"), QStringLiteral("no"));
    QVERIFY(!check.check(wrong).isEmpty());
}

void TestCliLab::readableReport()
{
    const CliRun run =
        runCli({QStringLiteral("lab"), course(QStringLiteral("rowing-standard.json")),
                QStringLiteral("--games"), QStringLiteral("30"), QStringLiteral("--seats"),
                QStringLiteral("easy,normal")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("30 games on \"Standard 2000 m\"")),
             qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("Crab caught")));
    QVERIFY(run.out.contains(QStringLiteral("normal")));
    // Seats and start positions apart, the starts in the course's words.
    QVERIFY2(run.out.contains(QStringLiteral("By seat, the turn order")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("By start position: Start positions rotate")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("Lane 2")), qPrintable(run.out));
}

// A game without start positions apart from seats says so instead of an empty table; its rules
// section lists where its rules fire, its length in its own word.
void TestCliLab::readableReportWithoutStarts()
{
    const CliRun run =
        runCli({QStringLiteral("lab"), course(QStringLiteral("niagara-standard.json")),
                QStringLiteral("--games"), QStringLiteral("20")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("By start position: Niagara has no start position")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("rounds on average")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("Gem taken from a place")), qPrintable(run.out));
}

void TestCliLab::defaultSeatsFillTheCourse()
{
    const CliRun run =
        runCli({QStringLiteral("lab"), course(QStringLiteral("rowing-eight-lanes.json")),
                QStringLiteral("--games"), QStringLiteral("4"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(report.value(QStringLiteral("seats")).toArray().size(), 8);
}

void TestCliLab::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString standard = course(QStringLiteral("rowing-standard.json"));
    QTest::newRow("no course") << QStringList{} << "COURSE: missing";
    QTest::newRow("bad level") << QStringList{standard, QStringLiteral("--seats"),
                                              QStringLiteral("easy,genius")}
                               << "\"genius\" is not an AI level";
    QTest::newRow("no games") << QStringList{standard, QStringLiteral("--games"),
                                             QStringLiteral("0")}
                              << "--games: expected a whole number from 1";
    QTest::newRow("too many seats")
        << QStringList{standard, QStringLiteral("--seats"),
                       QStringLiteral("easy,easy,easy,easy,easy,easy,easy,easy,easy")}
        << "--seats: Rowing race needs 1 to 8 seats, found 9";
}

void TestCliLab::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(QStringList{QStringLiteral("lab")} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestCliLab::courseErrors()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"kind": "rowing", "formatVersion": 1, "name": "Broken", "lanes": 0})");
    file.close();
    const CliRun run = runCli({QStringLiteral("lab"), path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(path), qPrintable(run.err));

    // More boats than the course has lanes: the course cannot hold the seats.
    const CliRun crowded =
        runCli({QStringLiteral("lab"), course(QStringLiteral("rowing-standard.json")),
                QStringLiteral("--seats"), QStringLiteral("easy,easy,easy,easy,easy,easy,easy")});
    QCOMPARE(crowded.exitCode, 1);
    QVERIFY2(crowded.err.contains(QStringLiteral("7 boats do not fit 6 lanes")),
             qPrintable(crowded.err));
}

QTEST_GUILESS_MAIN(TestCliLab)
#include "tst_cli_lab.moc"
