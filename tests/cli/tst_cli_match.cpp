// coursewright-cli match: the JSON result's shape, determinism (same seed, any thread count),
// the readable table, usage errors and course errors; and the tool's own usage.
#include "CliTestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliMatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonShape();
    void sameSeedSameResults();
    void threadCountDoesNotMatter();
    void table();
    void usageError_data();
    void usageError();
    void brokenCourseFile();
    void seatsDoNotFitTheCourse();
    void help();
    void toolUsage();
    void salmonRun();

private:
    QStringList matchArguments(const QString &seats, int games, int seed) const;

    QTemporaryDir m_dir;
    QString m_shortCourse;
};

// A 600 m course with two split lines: the whole rulebook in play, in a few rounds per race.
void TestCliMatch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_shortCourse = m_dir.filePath(QStringLiteral("short.json"));
    QFile file(m_shortCourse);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"kind": "rowing", "formatVersion": 1, "name": "Short", "lanes": 6,
                   "spaces": 30, "metresPerSpace": 20, "sectorMetres": 200,
                   "splitLines": [{"metres": 200, "paceLimit": 4},
                                  {"metres": 400, "paceLimit": 5}]})");
}

QStringList TestCliMatch::matchArguments(const QString &seats, int games, int seed) const
{
    return {QStringLiteral("match"),
            QStringLiteral("--game"),
            QStringLiteral("rowing"),
            QStringLiteral("--seats"),
            seats,
            QStringLiteral("--games"),
            QString::number(games),
            QStringLiteral("--seed"),
            QString::number(seed),
            QStringLiteral("--course"),
            m_shortCourse,
            QStringLiteral("--json")};
}

void TestCliMatch::jsonShape()
{
    const CliRun run = runCli(matchArguments(QStringLiteral("hard,normal,easy"), 6, 5));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.outLines().size(), 1);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QVERIFY(doc.isObject());
    const QJsonObject result = doc.object();
    QCOMPARE(result.keys(), (QStringList{QStringLiteral("game"), QStringLiteral("games"),
                                         QStringLiteral("maxGameLength"), QStringLiteral("players"),
                                         QStringLiteral("seed"), QStringLiteral("unfinished")}));
    QCOMPARE(result.value(QStringLiteral("game")).toString(), QStringLiteral("rowing"));
    QCOMPARE(result.value(QStringLiteral("games")).toInt(), 6);
    // Rowing races end well within the maximum length: none is stopped unfinished.
    QCOMPARE(result.value(QStringLiteral("unfinished")).toInt(), 0);
    QVERIFY(result.value(QStringLiteral("maxGameLength")).toInt() > 0);
    QCOMPARE(result.value(QStringLiteral("seed")).toInt(), 5);

    const QJsonArray players = result.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.size(), 3);
    const QStringList levels{QStringLiteral("hard"), QStringLiteral("normal"),
                             QStringLiteral("easy")};
    int wins = 0;
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QJsonObject player = players.at(i).toObject();
        QCOMPARE(player.keys(), (QStringList{QStringLiteral("ai"), QStringLiteral("meanRank"),
                                             QStringLiteral("wins")}));
        QCOMPARE(player.value(QStringLiteral("ai")).toString(), levels.at(i));
        const int playerWins = player.value(QStringLiteral("wins")).toInt(-1);
        QVERIFY(playerWins >= 0 && playerWins <= 6);
        wins += playerWins;
        const double meanRank = player.value(QStringLiteral("meanRank")).toDouble();
        QVERIFY(meanRank >= 1.0 && meanRank <= 3.0);
    }
    // Every game has a winner; a shared first place counts for each boat sharing it.
    QVERIFY(wins >= 6);
}

void TestCliMatch::sameSeedSameResults()
{
    const QStringList arguments = matchArguments(QStringLiteral("hard,easy,easy"), 4, 11);
    const CliRun first = runCli(arguments);
    const CliRun second = runCli(arguments);
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(second.out, first.out);
}

void TestCliMatch::threadCountDoesNotMatter()
{
    const QStringList arguments = matchArguments(QStringLiteral("normal,easy,easy,easy"), 6, 3);
    const CliRun one =
        runCli(arguments + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
    const CliRun two =
        runCli(arguments + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(two.exitCode, 0);
    QCOMPARE(two.out, one.out);
}

void TestCliMatch::table()
{
    QStringList arguments = matchArguments(QStringLiteral("easy,easy"), 4, 1);
    arguments.removeLast(); // --json
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith(QStringLiteral("Rowing race on \"Short\": 4 games, seed 1\n")),
             qPrintable(run.out));
    const QStringList lines = run.outLines();
    QCOMPARE(lines.at(1).split(QLatin1Char(' '), Qt::SkipEmptyParts),
             (QStringList{QStringLiteral("Player"), QStringLiteral("AI"), QStringLiteral("Games"),
                          QStringLiteral("Wins"), QStringLiteral("Win"), QStringLiteral("%"),
                          QStringLiteral("Mean"), QStringLiteral("rank")}));
    for (int player = 1; player <= 2; ++player) {
        const QStringList cells = lines.at(1 + player).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(cells.size(), 6);
        QCOMPARE(cells.at(0), QString::number(player));
        QCOMPARE(cells.at(1), QStringLiteral("easy"));
        QCOMPARE(cells.at(2), QStringLiteral("4"));
    }
}

void TestCliMatch::usageError_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString match = QStringLiteral("match");
    const QString game = QStringLiteral("--game");
    const QString rowing = QStringLiteral("rowing");
    const QString seats = QStringLiteral("--seats");
    const QString easy = QStringLiteral("easy,easy");
    auto row = [](const char *name, const QStringList &arguments, const char *message) {
        QTest::newRow(name) << arguments << QString::fromUtf8(message);
    };
    row("no game", {match, seats, easy}, "--game: missing");
    row("unknown game", {match, game, QStringLiteral("chess"), seats, easy},
        "--game: unknown game \"chess\"");
    row("no seats", {match, game, rowing}, "--seats: missing");
    row("human seat", {match, game, rowing, seats, QStringLiteral("easy,human")},
        "--seats: \"human\" is not an AI level (easy, normal or hard)");
    row("unknown level", {match, game, rowing, seats, QStringLiteral("expert")},
        "--seats: \"expert\" is not an AI level (easy, normal or hard)");
    row("too many seats",
        {match, game, rowing, seats,
         QStringLiteral("easy,easy,easy,easy,easy,easy,easy,easy,easy")},
        "--seats: Rowing race needs 1 to 8 seats, found 9");
    row("no games",
        {match, game, rowing, seats, easy, QStringLiteral("--games"), QStringLiteral("0")},
        "--games: expected a whole number from 1 to 1000000, found \"0\"");
    row("games not a number",
        {match, game, rowing, seats, easy, QStringLiteral("--games"), QStringLiteral("many")},
        "--games: expected a whole number from 1 to 1000000, found \"many\"");
    row("negative seed",
        {match, game, rowing, seats, easy, QStringLiteral("--seed"), QStringLiteral("-1")},
        "--seed: expected a whole number from 0 to 9007199254740991, found \"-1\"");
    row("no threads",
        {match, game, rowing, seats, easy, QStringLiteral("--threads"), QStringLiteral("0")},
        "--threads: expected a whole number from 1 to 256, found \"0\"");
    row("unknown option", {match, game, rowing, seats, easy, QStringLiteral("--fast")},
        "Unknown option 'fast'.");
    row("stray argument", {match, game, rowing, seats, easy, QStringLiteral("extra")},
        "unexpected argument \"extra\"");
}

void TestCliMatch::usageError()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errLines().value(0), QStringLiteral("coursewright-cli match: ") + message);
    QVERIFY(run.out.isEmpty());
}

// Course problems are reported as validate reports them: "FILE: field: reason".
void TestCliMatch::brokenCourseFile()
{
    const QStringList arguments{QStringLiteral("match"),     QStringLiteral("--game"),
                                QStringLiteral("rowing"),    QStringLiteral("--seats"),
                                QStringLiteral("easy,easy"), QStringLiteral("--course")};
    CliRun run =
        runCli(arguments + QStringList{QStringLiteral("course-too-many-lanes.json")}, errorsDir());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines(),
             QStringList{QStringLiteral(
                 "course-too-many-lanes.json: lanes: must be between 2 and 8, found 9")});
    run = runCli(arguments + QStringList{QStringLiteral("no-such-course.json")}, errorsDir());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines(), QStringList{QStringLiteral("no-such-course.json: file not found")});
}

void TestCliMatch::seatsDoNotFitTheCourse()
{
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("rowing"),
                QStringLiteral("--seats"), QStringLiteral("easy,easy,easy,easy,easy,easy,easy")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines(), QStringList{QStringLiteral(
                                 "coursewright-cli match: seats: 7 boats do not fit 6 lanes")});
}

void TestCliMatch::help()
{
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("match"), QStringLiteral("--help")},
          QStringList{QStringLiteral("help"), QStringLiteral("match")}}) {
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("Usage: coursewright-cli match [options]\n")));
        for (const char *option :
             {"--game", "--seats", "--games", "--seed", "--course", "--threads", "--json"})
            QVERIFY2(run.out.contains(QLatin1String(option)), option);
    }
}

void TestCliMatch::toolUsage()
{
    const CliRun help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char *command : {"match", "replay", "validate"})
        QVERIFY2(help.out.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(command))), command);

    const CliRun nothing = runCli({});
    QCOMPARE(nothing.exitCode, 2);
    QVERIFY(nothing.err.startsWith(QStringLiteral("coursewright-cli: no command given")));

    const CliRun unknown = runCli({QStringLiteral("race")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.startsWith(QStringLiteral("coursewright-cli: unknown command \"race\"")));
}

// Salmon Run on its default river (the beginner river): every level plays, every game has a
// winner, and the results do not depend on the thread count.
void TestCliMatch::salmonRun()
{
    const QStringList arguments{QStringLiteral("match"),
                                QStringLiteral("--game"),
                                QStringLiteral("salmon"),
                                QStringLiteral("--seats"),
                                QStringLiteral("normal,easy,easy,easy"),
                                QStringLiteral("--games"),
                                QStringLiteral("4"),
                                QStringLiteral("--json")};
    const CliRun one =
        runCli(arguments + QStringList{QStringLiteral("--threads"), QStringLiteral("1")});
    QCOMPARE(one.exitCode, 0);
    const QJsonObject result = QJsonDocument::fromJson(one.out.toUtf8()).object();
    QCOMPARE(result.value(QStringLiteral("game")).toString(), QStringLiteral("salmon"));
    const QJsonArray players = result.value(QStringLiteral("players")).toArray();
    QCOMPARE(players.size(), 4);
    int wins = 0;
    for (const QJsonValue &value : players) {
        const QJsonObject player = value.toObject();
        wins += player.value(QStringLiteral("wins")).toInt();
        const double meanRank = player.value(QStringLiteral("meanRank")).toDouble();
        QVERIFY(meanRank >= 1.0 && meanRank <= 4.0);
    }
    QVERIFY(wins >= 4);
    const CliRun two =
        runCli(arguments + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
    QCOMPARE(two.out, one.out);

    const CliRun hard =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("salmon"),
                QStringLiteral("--seats"), QStringLiteral("hard,easy"), QStringLiteral("--games"),
                QStringLiteral("1")});
    QCOMPARE(hard.exitCode, 0);
    QVERIFY(hard.out.contains(QStringLiteral("Salmon Run on")));
}

QTEST_GUILESS_MAIN(TestCliMatch)
#include "tst_cli_match.moc"
