// coursewright-cli against hostile and damaged files (issues 23 and 31): devices, FIFOs and
// oversized records are refused unread with a message; outputs that are not regular files are never
// replaced; a river without boards is refused by every export alike; a multi-page export replaces
// the earlier set as a whole; stale temporary files of our own are cleaned up, nobody else's;
// export refuses every course validate refuses, with the same lines; every field of a record is
// read to the course reader's standards; no message echoes a value whole.
#include "CliTestSupport.h"

#include "core/AtomicFile.h"
#include "core/GameRecord.h"

#include <QDateTime>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <sys/time.h>

class TestCliHostile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void devicesAndFifosAreNotRead_data();
    void devicesAndFifosAreNotRead();
    void oversizedRecordIsRefusedUnread();
    void tooManyActionsAreRefused();
    void outputThatIsNotARegularFileIsKept_data();
    void outputThatIsNotARegularFileIsKept();
    void riverWithoutBoardsIsRefusedByEveryExport_data();
    void riverWithoutBoardsIsRefusedByEveryExport();
    void pageSetReplacesTheEarlierSet();
    void staleTemporariesOfOurOwnAreRemoved();
    void exportRefusesWhatValidateRefuses_data();
    void exportRefusesWhatValidateRefuses();
    void kitRefusesWhatValidateRefuses_data();
    void kitRefusesWhatValidateRefuses();
    void recordFieldsAreReadAsCoursesAre_data();
    void recordFieldsAreReadAsCoursesAre();
    void echoedValuesAreCut_data();
    void echoedValuesAreCut();
    void manyCourseProblemsMakeOneShortLine();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString fifo(const QString &name) const;

    QTemporaryDir m_dir;
};

namespace {

bool errHasLine(const CliRun &run, const QString &line)
{
    return run.errLines().contains(line);
}

// Sets a file's or folder's modification time `seconds` ago.
void age(const QString &file, int seconds)
{
    const qint64 then = QDateTime::currentSecsSinceEpoch() - seconds;
    const timeval times[2] = {{then, 0}, {then, 0}};
    QVERIFY(::utimes(QFile::encodeName(file).constData(), times) == 0);
}

void writeFile(const QString &file, const QByteArray &data)
{
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(data), data.size());
}

QString rowingCourse(const char *name)
{
    return qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/resources/courses/") +
           QLatin1String(name);
}

const QString NotRegular =
    QStringLiteral("not a regular file (a device, a FIFO or a socket): refusing to replace it");

} // namespace

void TestCliHostile::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestCliHostile::fifo(const QString &name) const
{
    const QString file = path(name);
    QFile::remove(file);
    if (::mkfifo(QFile::encodeName(file).constData(), 0600) != 0)
        qFatal("cannot make a FIFO");
    return file;
}

// "replay /dev/zero" once read 4.2 GB and aborted, "/dev/urandom" never answered, and a FIFO
// blocks its reader forever.
void TestCliHostile::devicesAndFifosAreNotRead_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("file");
    QTest::newRow("replay /dev/zero") << QStringLiteral("replay") << QStringLiteral("/dev/zero");
    QTest::newRow("replay /dev/urandom")
        << QStringLiteral("replay") << QStringLiteral("/dev/urandom");
    QTest::newRow("replay FIFO") << QStringLiteral("replay") << QStringLiteral("fifo.cwgame");
    QTest::newRow("validate /dev/zero")
        << QStringLiteral("validate") << QStringLiteral("/dev/zero");
    QTest::newRow("validate FIFO") << QStringLiteral("validate") << QStringLiteral("fifo.json");
}

void TestCliHostile::devicesAndFifosAreNotRead()
{
    QFETCH(QString, command);
    QFETCH(QString, file);
    if (!file.startsWith(QLatin1Char('/')))
        file = fifo(file);
    const CliRun run = runCli({command, file});
    QCOMPARE(run.exitCode, 1);
    const QString line = file + QStringLiteral(": not a regular file");
    QVERIFY2((command == QLatin1String("replay") ? run.errLines() : run.outLines()).contains(line),
             qPrintable(run.out + run.err));
}

void TestCliHostile::oversizedRecordIsRefusedUnread()
{
    const QString file = path(QStringLiteral("huge.cwgame"));
    QByteArray data(cw::GameRecord::MaxFileBytes + 1, ' ');
    data[0] = '{';
    data[data.size() - 1] = '}';
    writeFile(file, data);
    const CliRun run = runCli({QStringLiteral("replay"), file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(errHasLine(run, QStringLiteral("%1: %2 bytes is too large (at most %3)")
                                 .arg(file)
                                 .arg(cw::GameRecord::MaxFileBytes + 1)
                                 .arg(cw::GameRecord::MaxFileBytes)),
             qPrintable(run.err));
}

void TestCliHostile::tooManyActionsAreRefused()
{
    QFile fixture(errorsDir() + QStringLiteral("/record-fractional-action.cwgame"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QByteArray data = fixture.readAll();
    QByteArray actions("0");
    for (int i = 0; i < cw::GameRecord::MaxActions; ++i)
        actions += ",0";
    const qsizetype from = data.indexOf("\"actions\"");
    QVERIFY(from > 0);
    data = data.left(from) + "\"actions\": [" + actions + "]\n}\n";
    const QString file = path(QStringLiteral("long.cwgame"));
    writeFile(file, data);
    const CliRun run = runCli({QStringLiteral("replay"), file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(errHasLine(run, QStringLiteral("%1: actions: at most %2 entries, found %3")
                                 .arg(file)
                                 .arg(cw::GameRecord::MaxActions)
                                 .arg(cw::GameRecord::MaxActions + 1)),
             qPrintable(run.err));
}

// "export --out" onto a FIFO once replaced it with a regular file. (Not tried on /dev/null: were
// the check broken, a test run as root would replace it.)
void TestCliHostile::outputThatIsNotARegularFileIsKept_data()
{
    QTest::addColumn<QString>("course");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("target"); // the file export would write, made a FIFO
    QTest::newRow("pdf") << rowingCourse("rowing-standard.json") << QStringLiteral("fifo.pdf")
                         << QStringLiteral("fifo.pdf");
    QTest::newRow("svg pages") << rowingCourse("rowing-standard.json")
                               << QStringLiteral("pages.svg") << QStringLiteral("pages");
    QTest::newRow("tmx") << rowingCourse("salmon-short.json") << QStringLiteral("fifo.tmx")
                         << QStringLiteral("fifo.tmx");
    QTest::newRow("tmx tileset") << rowingCourse("salmon-short.json") << QStringLiteral("tiled.tmx")
                                 << QStringLiteral("tiled-tiles.png");
}

void TestCliHostile::outputThatIsNotARegularFileIsKept()
{
    QFETCH(QString, course);
    QFETCH(QString, out);
    QFETCH(QString, target);
    const QString file = fifo(target);
    const CliRun run =
        runCli({QStringLiteral("export"), course, QStringLiteral("--out"), path(out)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(errHasLine(run, QStringLiteral("%1: %2").arg(file, NotRegular)), qPrintable(run.err));
    const QFileInfo info(file);
    QVERIFY(info.exists() && !info.isFile()); // still the FIFO
    if (out != target)                        // and nothing else written
        QVERIFY(!QFile::exists(path(out)));
}

// A river without boards once exported an empty Tiled map with exit 0 while PDF refused it.
void TestCliHostile::riverWithoutBoardsIsRefusedByEveryExport_data()
{
    QTest::addColumn<QString>("format");
    for (const char *format : {"pdf", "svg", "png", "tmx"})
        QTest::newRow(format) << QString::fromLatin1(format);
}

void TestCliHostile::riverWithoutBoardsIsRefusedByEveryExport()
{
    QFETCH(QString, format);
    const QString out = path(QStringLiteral("empty-river.") + format);
    const CliRun run = runCli({QStringLiteral("export"), QStringLiteral("river-no-boards.json"),
                               QStringLiteral("--out"), out},
                              errorsDir());
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(
        errHasLine(run, QStringLiteral("river-no-boards.json: boards: the river has no boards")),
        qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(out));
}

// An export of fewer pages over an earlier one leaves exactly the new set, in its folder: nothing
// is left half-way, files of other names stay.
void TestCliHostile::pageSetReplacesTheEarlierSet()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("set.svg"));
    const QString notes = dir.filePath(QStringLiteral("set-notes.svg"));
    writeFile(notes, "mine");
    const CliRun first = runCli({QStringLiteral("export"), rowingCourse("rowing-standard.json"),
                                 QStringLiteral("--out"), out});
    QCOMPARE(first.exitCode, 0);
    const CliRun second = runCli({QStringLiteral("export"), rowingCourse("rowing-sprint-1000.json"),
                                  QStringLiteral("--out"), out});
    QCOMPARE(second.exitCode, 0);
    QVERIFY(second.outLines().size() > 1);
    QVERIFY(second.outLines().size() < first.outLines().size());
    const QString folder = dir.filePath(QStringLiteral("set"));
    QStringList expected = second.outLines();
    expected << folder + QStringLiteral("/.coursewright-pages.json") << folder << notes;
    QStringList found;
    QDirIterator it(dir.path(), QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        found << it.next();
    expected.sort();
    found.sort();
    QCOMPARE(found, expected);
}

void TestCliHostile::staleTemporariesOfOurOwnAreRemoved()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString old = dir.filePath(QStringLiteral("course.pdf.Ab12Cd"));
    const QString young = dir.filePath(QStringLiteral("course.pdf.Xy34Zw"));
    const QString other = dir.filePath(QStringLiteral("other.pdf.Ab12Cd"));
    const QString longer = dir.filePath(QStringLiteral("course.pdf.Ab12Cd3"));
    const QString oldSet = dir.filePath(QStringLiteral(".course.pdf.pages-Qw12Er"));
    for (const QString &file : {old, young, other, longer})
        writeFile(file, "partial");
    QVERIFY(QDir().mkpath(oldSet));
    writeFile(oldSet + QStringLiteral("/course-P1-1.pdf"), "partial");
    const int stale = cw::AtomicFile::StaleAfterSeconds + 60;
    for (const QString &file : {old, other, longer, oldSet})
        age(file, stale);

    const QString out = dir.filePath(QStringLiteral("course.pdf"));
    const CliRun run = runCli({QStringLiteral("export"), rowingCourse("rowing-standard.json"),
                               QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(out).isFile());
    QVERIFY(!QFile::exists(old));
    QVERIFY(!QFile::exists(oldSet));
    QVERIFY(QFile::exists(young));  // may be a write under way
    QVERIFY(QFile::exists(other));  // another file's
    QVERIFY(QFile::exists(longer)); // not a name QSaveFile makes
}

// One gate: export once printed the 41 courses with unknown board or tile ids that validate, the
// lab and play refuse (exit 0, every page written, nothing on standard error). Every course fixture
// validate refuses, export refuses with the same lines and writes nothing; the others it prints.
void TestCliHostile::exportRefusesWhatValidateRefuses_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files =
        QDir(errorsDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.contains(QStringLiteral("river-unknown-board.json")));
    QVERIFY(files.contains(QStringLiteral("road-unknown-tile.json")));
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file;
}

namespace {

// validate's verdict on a fixture of errorsDir(): its exit status and its error lines.
struct Verdict {
    int exitCode = -1;
    QStringList errors;
};

Verdict validateVerdict(const QString &file)
{
    const CliRun validate = runCli({QStringLiteral("validate"), file}, errorsDir());
    Verdict verdict{validate.exitCode, validate.outLines()};
    verdict.errors.removeIf(
        [](const QString &line) { return line.contains(QLatin1String(": warning: ")); });
    return verdict;
}

// A command that prints a course to `out` gives validate's verdict: it refuses the course with
// validate's very lines, writing nothing, or writes `out` alone.
void expectVerdict(const CliRun &run, const Verdict &validate, const QString &out)
{
    QVERIFY(validate.exitCode == 0 || validate.exitCode == 1);
    QCOMPARE(run.exitCode, validate.exitCode);
    if (validate.exitCode == 1) {
        QCOMPARE(toolErrLines(run), validate.errors);
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFile::exists(out));
    } else {
        QCOMPARE(run.outLines(), QStringList{out});
    }
}

} // namespace

void TestCliHostile::exportRefusesWhatValidateRefuses()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.pdf"));
    expectVerdict(
        runCli({QStringLiteral("export"), file, QStringLiteral("--out"), out}, errorsDir()),
        validateVerdict(file), out);
}

void TestCliHostile::kitRefusesWhatValidateRefuses_data()
{
    exportRefusesWhatValidateRefuses_data();
}

// "export --kit --game G --course FILE" printed 36 of the courses validate refuses (unknown
// boards and tiles among them) with exit 0: the kit prints its course behind the same gate, with
// the same lines.
void TestCliHostile::kitRefusesWhatValidateRefuses()
{
    QFETCH(QString, file);
    QFile course(errorsDir() + QLatin1Char('/') + file);
    QVERIFY(course.open(QIODevice::ReadOnly));
    const cw::GameInfo *game = gameOfKind(QJsonDocument::fromJson(course.readAll())
                                              .object()
                                              .value(QStringLiteral("kind"))
                                              .toString());
    if (!game)
        return; // no game plays it: the kit refuses it for its kind, as validate does
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("kit.pdf"));
    expectVerdict(
        runCli({QStringLiteral("export"), QStringLiteral("--kit"), QStringLiteral("--game"),
                game->id, QStringLiteral("--course"), file, QStringLiteral("--out"), out},
               errorsDir()),
        validateVerdict(file), out);
}

namespace {

// A record every command accepts: Anna and Ben on the standard course, no move played yet.
QJsonObject validRecord()
{
    QFile fixture(errorsDir() + QStringLiteral("/record-illegal-action.cwgame"));
    if (!fixture.open(QIODevice::ReadOnly))
        qFatal("cannot read record-illegal-action.cwgame");
    QJsonObject record = QJsonDocument::fromJson(fixture.readAll()).object();
    record.insert(QStringLiteral("actions"), QJsonArray());
    return record;
}

QJsonObject withSeatColour(QJsonObject record, const QString &colour)
{
    QJsonArray seats = record.value(QStringLiteral("seats")).toArray();
    QJsonObject seat = seats.at(0).toObject();
    seat.insert(QStringLiteral("colour"), colour);
    seats.replace(0, seat);
    record.insert(QStringLiteral("seats"), seats);
    return record;
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson();
}

} // namespace

// Records were read more loosely than courses: seat colours unchecked ("", "ZZ99",
// "../../etc/passwd" replayed with exit 0), unknown options ignored, a raw NUL byte inside a
// string accepted.
void TestCliHostile::recordFieldsAreReadAsCoursesAre_data()
{
    QTest::addColumn<QByteArray>("record");
    QTest::addColumn<QString>("message");
    const QString colour =
        QStringLiteral("seats[0].colour: must be a colour \"#rrggbb\", found \"%1\"");
    for (const QString &bad :
         {QString(), QStringLiteral("ZZ99"), QStringLiteral("../../etc/passwd"),
          QStringLiteral("#12345"), QStringLiteral("#1234567"), QStringLiteral("red")})
        QTest::newRow(qPrintable(QStringLiteral("colour \"%1\"").arg(bad)))
            << json(withSeatColour(validRecord(), bad)) << colour.arg(bad);

    QJsonObject unknownOption = validRecord();
    unknownOption.insert(QStringLiteral("options"),
                         QJsonObject{{QStringLiteral("nonsense"), 1e308}});
    QTest::newRow("rowing option")
        << json(unknownOption)
        << QStringLiteral("options.nonsense: not an option of Rowing race "
                          "(it has none)");

    QFile salmon(QStringLiteral(":/courses/salmon-short.json"));
    QVERIFY(salmon.open(QIODevice::ReadOnly));
    QJsonObject salmonRecord = validRecord();
    salmonRecord.insert(QStringLiteral("game"), QStringLiteral("salmon"));
    salmonRecord.insert(QStringLiteral("course"),
                        QJsonDocument::fromJson(salmon.readAll()).object());
    salmonRecord.insert(
        QStringLiteral("options"),
        QJsonObject{{QStringLiteral("variantDeck"), true}, {QStringLiteral("variantdeck"), true}});
    QTest::newRow("salmon option") << json(salmonRecord)
                                   << QStringLiteral("options.variantdeck: not an option of Salmon "
                                                     "Run (its options: variantDeck)");

    QByteArray nul = json(validRecord());
    const qsizetype anna = nul.indexOf("Anna");
    QVERIFY(anna > 0);
    nul[anna + 2] = '\0';
    const qsizetype line = nul.left(anna).count('\n') + 1;
    const qsizetype column = anna + 2 - nul.lastIndexOf('\n', anna);
    QTest::newRow("NUL in a string")
        << nul
        << QStringLiteral("not valid JSON at line %1, column %2: a control character (U+0000) "
                          "inside a string must be written as an escape (\\u0000)")
               .arg(line)
               .arg(column);
}

void TestCliHostile::recordFieldsAreReadAsCoursesAre()
{
    QFETCH(QByteArray, record);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("record.cwgame"));
    writeFile(file, record);
    const CliRun run = runCli({QStringLiteral("replay"), file});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(toolErrLines(run), QStringList{file + QStringLiteral(": ") + message});
    QVERIFY(run.out.isEmpty());
}

// A 1 MB course kind once gave a 1,000,120-byte error line. Every value a message quotes from a
// file is cut (at 200 characters, "…" marking the cut), whichever command reads it.
void TestCliHostile::echoedValuesAreCut_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<bool>("echoes"); // whether the message quotes the value (else its length)
    const QString huge(1000000, QLatin1Char('k'));

    QFile standard(rowingCourse("rowing-standard.json"));
    QVERIFY(standard.open(QIODevice::ReadOnly));
    const QJsonObject course = QJsonDocument::fromJson(standard.readAll()).object();
    QJsonObject hugeKind = course;
    hugeKind.insert(QStringLiteral("kind"), huge);
    QTest::newRow("validate kind") << QStringLiteral("validate") << json(hugeKind) << true;
    QTest::newRow("export kind") << QStringLiteral("export") << json(hugeKind) << true;
    QJsonObject hugePaper = course;
    hugePaper.insert(QStringLiteral("print"), QJsonObject{{QStringLiteral("paper"), huge}});
    QTest::newRow("export paper") << QStringLiteral("export") << json(hugePaper) << false;
    QJsonObject hugeColour = course;
    hugeColour.insert(QStringLiteral("laneStyles"),
                      QJsonArray{QJsonObject{{QStringLiteral("colour"), huge}}});
    QTest::newRow("validate lane colour")
        << QStringLiteral("validate") << json(hugeColour) << false;

    QJsonObject record = validRecord();
    record.insert(QStringLiteral("course"), hugeKind);
    QTest::newRow("replay course kind") << QStringLiteral("replay") << json(record) << true;
    record = validRecord();
    record.insert(QStringLiteral("game"), huge);
    QTest::newRow("replay game") << QStringLiteral("replay") << json(record) << true;
    record = validRecord();
    record.insert(QStringLiteral("options"), QJsonObject{{huge, true}});
    QTest::newRow("replay option") << QStringLiteral("replay") << json(record) << true;
}

void TestCliHostile::echoedValuesAreCut()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, file);
    QFETCH(bool, echoes);
    const QString input = path(QStringLiteral("huge.json"));
    writeFile(input, file);
    QStringList arguments{command, input};
    if (command == QLatin1String("export"))
        arguments << QStringLiteral("--out") << path(QStringLiteral("huge.pdf"));
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = run.outLines() + toolErrLines(run);
    QVERIFY(!lines.isEmpty());
    for (const QString &line : lines) {
        QVERIFY2(line.size() < 600, qPrintable(line.left(300)));
        QVERIFY2(!echoes || line.contains(QChar(u'…')), qPrintable(line));
    }
}

// A record's course with many problems (a river with its boards reversed and misaligned) is
// refused in one short line: the first three problems and how many more (the mutation run found a
// line of 2,000 characters).
void TestCliHostile::manyCourseProblemsMakeOneShortLine()
{
    QFile salmon(QStringLiteral(":/courses/salmon-short.json"));
    QVERIFY(salmon.open(QIODevice::ReadOnly));
    QJsonObject course = QJsonDocument::fromJson(salmon.readAll()).object();
    const QJsonArray boards = course.value(QStringLiteral("boards")).toArray();
    QVERIFY(boards.size() >= 3);
    QJsonArray reversed;
    for (qsizetype i = boards.size() - 1; i >= 0; --i) {
        QJsonObject board = boards.at(i).toObject();
        board.insert(QStringLiteral("shift"), 3);
        reversed.append(board);
    }
    course.insert(QStringLiteral("boards"), reversed);
    QJsonObject record = validRecord();
    record.insert(QStringLiteral("game"), QStringLiteral("salmon"));
    record.insert(QStringLiteral("course"), course);
    const QString file = path(QStringLiteral("many-problems.cwgame"));
    writeFile(file, json(record));
    const CliRun run = runCli({QStringLiteral("replay"), file});
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = toolErrLines(run);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().startsWith(file + QStringLiteral(": course: ")),
             qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(QStringLiteral("; and ")) &&
                 lines.first().endsWith(QStringLiteral(" more")),
             qPrintable(lines.first()));
    QVERIFY2(lines.first().size() < 600, qPrintable(lines.first()));
}

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
