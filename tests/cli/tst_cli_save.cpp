// coursewright-cli match --save DIR and lab --save DIR (issue 31): every game played is written
// as a record, atomically, named by its number; each one replays to the end with `replay`; the
// same seed writes the same records on any number of threads; a DIR that cannot hold them is
// refused before any game is played.
#include "CliTestSupport.h"

#include "core/GameRecord.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliSave : public QObject {
    Q_OBJECT

private slots:
    void matchGamesReplay_data();
    void matchGamesReplay();
    void sameSeedSameRecords();
    void labGamesReplay();
    void folderThatIsAFile();
    void replacesOnlyGameRecords();
};

namespace {

QStringList recordsIn(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("*.cwgame")}, QDir::Files, QDir::Name);
}

QByteArray readFile(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

// Every record in `folder` loads, and replays to a finished game: `replay --json` shows the
// public view of the end.
void checkRecordsReplay(const QString &folder, int games, const QString &gameId)
{
    const QStringList files = recordsIn(folder);
    QCOMPARE(files.size(), games);
    for (int game = 0; game < games; ++game) {
        const QString name =
            QStringLiteral("game-%1.cwgame").arg(game + 1, 2, 10, QLatin1Char('0'));
        QCOMPARE(files.at(game), name);
        const QString file = QDir(folder).filePath(name);
        QString error;
        const std::optional<cw::GameRecord> record = cw::GameRecord::load(file, &error);
        QVERIFY2(record, qPrintable(error));
        QCOMPARE(record->setup.gameId, gameId);
        QVERIFY(!record->actions.empty());
        const std::unique_ptr<cw::Game> end = record->replay(-1, &error);
        QVERIFY2(end && end->isOver(), qPrintable(error));
        const CliRun run = runCli({QStringLiteral("replay"), file});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
    }
}

} // namespace

void TestCliSave::matchGamesReplay_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("seats");
    QTest::newRow("rowing") << QStringLiteral("rowing") << QStringLiteral("easy,easy,easy");
    QTest::newRow("salmon") << QStringLiteral("salmon") << QStringLiteral("easy,easy");
    QTest::newRow("linecards") << QStringLiteral("linecards") << QStringLiteral("easy,easy");
}

void TestCliSave::matchGamesReplay()
{
    QFETCH(QString, game);
    QFETCH(QString, seats);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("new/games")); // made as needed
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), game, QStringLiteral("--seats"),
                seats, QStringLiteral("--games"), QStringLiteral("12"), QStringLiteral("--save"),
                folder, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    checkRecordsReplay(folder, 12, game);
}

void TestCliSave::sameSeedSameRecords()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *threads : {"1", "2"}) {
        const CliRun run = runCli(
            {QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("rowing"),
             QStringLiteral("--seats"), QStringLiteral("easy,normal"), QStringLiteral("--games"),
             QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("9"),
             QStringLiteral("--threads"), QLatin1String(threads), QStringLiteral("--save"),
             dir.filePath(QLatin1String(threads)), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
    }
    const QStringList files = recordsIn(dir.filePath(QStringLiteral("1")));
    QCOMPARE(files.size(), 4);
    QCOMPARE(recordsIn(dir.filePath(QStringLiteral("2"))), files);
    for (const QString &file : files)
        QCOMPARE(readFile(dir.filePath(QStringLiteral("2/") + file)),
                 readFile(dir.filePath(QStringLiteral("1/") + file)));
}

void TestCliSave::labGamesReplay()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const CliRun run = runCli({QStringLiteral("lab"), standardCoursePath(),
                               QStringLiteral("--games"), QStringLiteral("3"),
                               QStringLiteral("--save"), dir.path(), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    checkRecordsReplay(dir.path(), 3, QStringLiteral("rowing"));
}

void TestCliSave::folderThatIsAFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("games"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("mine");
    out.close();
    const CliRun run =
        runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("rowing"),
                QStringLiteral("--seats"), QStringLiteral("easy,easy"), QStringLiteral("--games"),
                QStringLiteral("2"), QStringLiteral("--save"), file});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(toolErrLines(run),
             QStringList{file + QStringLiteral(": not a folder: cannot save the games there")});
    QVERIFY(run.out.isEmpty());
    QCOMPARE(readFile(file), QByteArray("mine"));
}

// "match --save DIR --course DIR/game-02.cwgame" replaced the course played with a record, and
// any file named like a record (a note, "game-01.cwgame") was replaced whatever it held. A file
// in the way that is not a game record is refused, before any game is played; a record of an
// earlier --save is replaced.
void TestCliSave::replacesOnlyGameRecords()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString course = dir.filePath(QStringLiteral("game-02.cwgame"));
    QFile standard(standardCoursePath());
    QVERIFY(standard.open(QIODevice::ReadOnly));
    const QByteArray courseBytes = standard.readAll();
    QFile out(course);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(courseBytes);
    out.close();
    const QStringList match{QStringLiteral("match"),
                            QStringLiteral("--game"),
                            QStringLiteral("rowing"),
                            QStringLiteral("--seats"),
                            QStringLiteral("easy,easy"),
                            QStringLiteral("--games"),
                            QStringLiteral("2"),
                            QStringLiteral("--course"),
                            course,
                            QStringLiteral("--save"),
                            dir.path()};
    const CliRun refused = runCli(match);
    QCOMPARE(refused.exitCode, 1);
    QCOMPARE(toolErrLines(refused),
             QStringList{course + QStringLiteral(": not a game record: refusing to replace it")});
    QVERIFY(refused.out.isEmpty());
    QCOMPARE(readFile(course), courseBytes);
    QCOMPARE(recordsIn(dir.path()), QStringList{QStringLiteral("game-02.cwgame")});

    // Saved once, the records are replaced by the next --save.
    const QString folder = dir.filePath(QStringLiteral("games"));
    QStringList again = match;
    again.replace(again.size() - 1, folder);
    QCOMPARE(runCli(again).exitCode, 0);
    QCOMPARE(runCli(again).exitCode, 0);
    checkRecordsReplay(folder, 2, QStringLiteral("rowing"));
}

QTEST_GUILESS_MAIN(TestCliSave)
#include "tst_cli_save.moc"
