// coursewright-cli export: the command line as a user runs it. Files written and listed, the
// paper options, usage errors (exit 2) and unreadable courses or outputs (exit 1, naming the
// file); a game's kit (--kit) with its default name and its errors. Reads the PDFs back with
// pdfinfo (poppler-utils).
#include "CliTestSupport.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>

class TestCliExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pdfWithTheCoursesOwnPaper();
    void paperOnTheCommandLine_data();
    void paperOnTheCommandLine();
    void svgAndPngOnePerPage();
    void formatFromTheExtension();
    void usageErrors_data();
    void usageErrors();
    void unreadableCourse_data();
    void unreadableCourse();
    void unwritableOutput();
    void kitOfEveryGame_data();
    void kitOfEveryGame();
    void kitUsageErrors_data();
    void kitUsageErrors();
    void kitOnACourseOfAnotherGame();
    void help();

private:
    QString out(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

namespace {

QString pdfInfo(const QString &file, const QString &field)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), {file});
    process.waitForFinished();
    const QRegularExpression line(QStringLiteral("^%1:\\s*(.*)$").arg(field),
                                  QRegularExpression::MultilineOption);
    return line.match(QString::fromUtf8(process.readAllStandardOutput())).captured(1).trimmed();
}

// Whether a line of standard error starts with `start` (Qt may print its own warnings, such as
// QStandardPaths' about XDG_RUNTIME_DIR, before the tool's message).
bool errHasLine(const CliRun &run, const QString &start)
{
    const QStringList lines = run.errLines();
    return std::any_of(lines.begin(), lines.end(),
                       [&](const QString &line) { return line.startsWith(start); });
}

QStringList args(const char *text)
{
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

void TestCliExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

// The standard course asks for A4 landscape: ten strips, one a page, after the map.
void TestCliExport::pdfWithTheCoursesOwnPaper()
{
    const QString pdf = out(QStringLiteral("standard.pdf"));
    const CliRun run =
        runCli({QStringLiteral("export"), standardCoursePath(), QStringLiteral("--format"),
                QStringLiteral("pdf"), QStringLiteral("--out"), pdf});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.outLines(), QStringList{pdf});
    QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), QStringLiteral("11"));
    QVERIFY(pdfInfo(pdf, QStringLiteral("Page size"))
                .startsWith(QStringLiteral("841.89 x 595.276 pts")));
}

void TestCliExport::paperOnTheCommandLine_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("pages");
    QTest::addColumn<QString>("size");
    QTest::newRow("letter landscape") << args("--paper letter --landscape") << QStringLiteral("13")
                                      << QStringLiteral("792 x 612 pts");
    QTest::newRow("a4 landscape") << args("--paper a4 --landscape") << QStringLiteral("11")
                                  << QStringLiteral("841.89 x 595.276 pts");
    // Portrait A4 (190 mm printable across) cuts every 250–275 mm strip in two.
    QTest::newRow("a4 portrait") << args("--paper A4") << QStringLiteral("21")
                                 << QStringLiteral("595.276 x 841.89 pts");
}

void TestCliExport::paperOnTheCommandLine()
{
    QFETCH(QStringList, options);
    QFETCH(QString, pages);
    QFETCH(QString, size);
    const QString tag = QString::fromUtf8(QTest::currentDataTag());
    const QString pdf =
        out(QStringLiteral("paper-%1.pdf").arg(tag).replace(QLatin1Char(' '), QLatin1Char('-')));
    const CliRun run = runCli(
        QStringList{QStringLiteral("export"), standardCoursePath(), QStringLiteral("--out"), pdf} +
        options);
    QCOMPARE(run.exitCode, 0);
    // Issue 56: turning the landscape course portrait is said, not done without a word.
    QCOMPARE(run.err.contains(QStringLiteral("add --landscape to keep its orientation")),
             !options.contains(QStringLiteral("--landscape")));
    QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")), pages);
    QVERIFY2(pdfInfo(pdf, QStringLiteral("Page size")).startsWith(size),
             qPrintable(pdfInfo(pdf, QStringLiteral("Page size"))));
}

void TestCliExport::svgAndPngOnePerPage()
{
    for (const QString &format : {QStringLiteral("svg"), QStringLiteral("png")}) {
        const QString file = out(QStringLiteral("pages.") + format);
        const CliRun run =
            runCli({QStringLiteral("export"), standardCoursePath(), QStringLiteral("--format"),
                    format, QStringLiteral("--out"), file});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QCOMPARE(lines.size(), 11);
        QCOMPARE(lines.first(), out(QStringLiteral("pages/pages-map.") + format));
        QCOMPARE(lines.at(1), out(QStringLiteral("pages/pages-P1-1.") + format));
        QCOMPARE(lines.last(), out(QStringLiteral("pages/pages-P10-1.") + format));
        for (const QString &line : lines)
            QVERIFY(QFile::exists(line));
        QVERIFY(!QFile::exists(file));
    }
}

void TestCliExport::formatFromTheExtension()
{
    const QString png = out(QStringLiteral("guessed.PNG"));
    const CliRun run =
        runCli({QStringLiteral("export"), standardCoursePath(), QStringLiteral("--out"), png});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.outLines().first(), out(QStringLiteral("guessed/guessed-map.PNG")));
}

void TestCliExport::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << args("export --out x.pdf")
                             << QStringLiteral("no course file given");
    QTest::newRow("two files") << args("export a.json b.json --out x.pdf")
                               << QStringLiteral("one course file at a time");
    QTest::newRow("no out") << args("export a.json --format pdf")
                            << QStringLiteral("--out: no output file given");
    QTest::newRow("bad format") << args("export a.json --format jpeg --out x.jpeg")
                                << QStringLiteral(
                                       "--format: expected pdf, svg or png, found \"jpeg\"");
    QTest::newRow("no format") << args("export a.json --out x")
                               << QStringLiteral("--format: not given");
    QTest::newRow("bad paper") << args("export a.json --paper a3 --out x.pdf")
                               << QStringLiteral("--paper: expected a4 or letter, found \"a3\"");
    QTest::newRow("landscape alone") << args("export a.json --landscape --out x.pdf")
                                     << QStringLiteral("--landscape needs --paper");
    QTest::newRow("unknown option")
        << args("export a.json --colour --out x.pdf") << QStringLiteral("Unknown option 'colour'");
}

void TestCliExport::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.err.contains(QStringLiteral("coursewright-cli export --help")));
    QVERIFY(run.out.isEmpty());
}

void TestCliExport::unreadableCourse_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing") << QStringLiteral("no-such-course.json")
                             << QStringLiteral("no-such-course.json: file not found");
    QTest::newRow("not JSON") << QStringLiteral("course-not-json.json")
                              << QStringLiteral("course-not-json.json: not valid JSON");
    QTest::newRow("too many lanes")
        << QStringLiteral("course-too-many-lanes.json")
        << QStringLiteral("course-too-many-lanes.json: lanes: must be between 2 and 8, found 9");
    QTest::newRow("folder") << QStringLiteral(".") << QStringLiteral(".: ");
}

void TestCliExport::unreadableCourse()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    const QString pdf = out(QStringLiteral("never.pdf"));
    const CliRun run =
        runCli({QStringLiteral("export"), file, QStringLiteral("--out"), pdf}, errorsDir());
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(errHasLine(run, message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(pdf));
}

void TestCliExport::unwritableOutput()
{
    const QString pdf = out(QStringLiteral("no-such-folder/out.pdf"));
    const CliRun run =
        runCli({QStringLiteral("export"), standardCoursePath(), QStringLiteral("--out"), pdf});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(errHasLine(run, pdf + QStringLiteral(": ")), qPrintable(run.err));
}

// Every game has a kit; without --out it is named after the game, in the working folder.
void TestCliExport::kitOfEveryGame_data()
{
    QTest::addColumn<QString>("game");
    for (const char *game : {"rowing", "salmon", "linecards", "niagara", "visions"})
        QTest::newRow(game) << QString::fromLatin1(game);
}

void TestCliExport::kitOfEveryGame()
{
    QFETCH(QString, game);
    const CliRun run =
        runCli({QStringLiteral("export"), QStringLiteral("--kit"), QStringLiteral("--game"), game},
               m_dir.path());
    QCOMPARE(run.exitCode, 0);
    const QString pdf = game + QStringLiteral("-kit.pdf");
    QCOMPARE(run.outLines(), QStringList{pdf});
    QVERIFY(pdfInfo(out(pdf), QStringLiteral("Pages")).toInt() > 3);
    QVERIFY(
        pdfInfo(out(pdf), QStringLiteral("Title")).endsWith(QLatin1String("print-and-play kit")));
}

void TestCliExport::kitUsageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no game") << args("export --kit")
                             << QStringLiteral("--kit: --game must name a game: rowing");
    QTest::newRow("unknown game") << args("export --kit --game chess")
                                  << QStringLiteral("--kit: --game must name a game");
    QTest::newRow("course as a file") << args("export a.json --kit --game rowing")
                                      << QStringLiteral("--kit: give the course with --course");
    QTest::newRow("with cards") << args("export --kit --cards --game rowing")
                                << QStringLiteral("--kit and --cards: choose one");
    QTest::newRow("not a PDF") << args("export --kit --game rowing --out kit.svg")
                               << QStringLiteral("--kit: a kit is one PDF");
}

void TestCliExport::kitUsageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun run = runCli(arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

// A river is not a rowing course: the file and its field are named, nothing is written.
void TestCliExport::kitOnACourseOfAnotherGame()
{
    const QString river = qEnvironmentVariable("CW_SOURCE_DIR") +
                          QStringLiteral("/resources/courses/salmon-beginner.json");
    const QString pdf = out(QStringLiteral("wrong-kit.pdf"));
    const CliRun run = runCli({QStringLiteral("export"), QStringLiteral("--kit"),
                               QStringLiteral("--game"), QStringLiteral("rowing"),
                               QStringLiteral("--course"), river, QStringLiteral("--out"), pdf});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(errHasLine(run, river + QStringLiteral(": kind: \"salmon-river\" courses")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(pdf));
}

void TestCliExport::help()
{
    const CliRun run = runCli({QStringLiteral("export"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QStringLiteral("Usage: coursewright-cli export FILE")));
    const CliRun tool = runCli({QStringLiteral("--help")});
    QVERIFY(tool.out.contains(QStringLiteral("export")));
}

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
