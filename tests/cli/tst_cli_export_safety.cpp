// coursewright-cli export and the files around it (issue 31): an export never writes over or
// removes its own input, nor a file it did not write itself; a set of pages is one folder, known
// for the export's own by the record written with it, and replaced in one step, so that an export
// killed at any step leaves the earlier export or the new one whole, never a mix.
#include "CliTestSupport.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>

#include <unistd.h>

class TestCliExportSafety : public QObject {
    Q_OBJECT

private slots:
    void neverWritesOverItsInput_data();
    void neverWritesOverItsInput();
    void neverReplacesAFileItDidNotWrite_data();
    void neverReplacesAFileItDidNotWrite();
    void replacesItsOwnEarlierExport_data();
    void replacesItsOwnEarlierExport();
    void pageSetIsOneFolder();
    void killedWritesLeaveOneWholeExport_data();
    void killedWritesLeaveOneWholeExport();
    void kitWritesOnlyOverItsOwnKit_data();
    void kitWritesOnlyOverItsOwnKit();
};

namespace {

const QString Manifest = QStringLiteral(".coursewright-pages.json");

void writeFile(const QString &file, const QByteArray &data)
{
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(data), data.size());
}

QByteArray readFile(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

QByteArray resourceCourse(const char *name)
{
    QFile file(QStringLiteral(":/courses/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return file.readAll();
}

// A rowing course of `spaces` spaces of 20 m in strips of 10: one page up to 9 spaces, else a
// strip a page and the assembly map.
QByteArray rowingCourse(int spaces)
{
    QJsonObject course =
        QJsonDocument::fromJson(resourceCourse("rowing-sprint-1000.json")).object();
    course.insert(QStringLiteral("name"), QStringLiteral("%1 spaces").arg(spaces));
    course.insert(QStringLiteral("spaces"), spaces);
    course.insert(QStringLiteral("splitLines"), QJsonArray());
    return QJsonDocument(course).toJson();
}

// Every file under `folder`, hidden ones too, by path relative to it, with its bytes.
QMap<QString, QByteArray> contents(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        files.insert(QDir(folder).relativeFilePath(file), readFile(file));
    }
    return files;
}

// Writes at `file` a file another program wrote: "text", "pdf", "svg", "png" or "tmx". False,
// writing nothing, for any other `what`.
bool writeOthersFile(const QString &file, const QString &what)
{
    static const QMap<QString, QByteArray> files{
        {QStringLiteral("text"), "mine"},
        {QStringLiteral("pdf"), "%PDF-1.4\n1 0 obj << /Creator (Someone else) >> endobj\n%%EOF\n"},
        {QStringLiteral("svg"),
         "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"},
        {QStringLiteral("png"), QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(64, '\0')},
        {QStringLiteral("tmx"),
         "<?xml version=\"1.0\"?>\n<map version=\"1.8\" tiledversion=\"1.9\"/>\n"}};
    if (!files.contains(what))
        return false;
    writeFile(file, files.value(what));
    return true;
}

CliRun export_(const QString &course, const QString &out, const QString &format = QString())
{
    QStringList arguments{QStringLiteral("export"), course, QStringLiteral("--out"), out};
    if (!format.isEmpty())
        arguments << QStringLiteral("--format") << format;
    return runCli(arguments);
}

// Runs coursewright-cli with KillAtCall preloaded: killed (true) just before its file-system change
// number `call`, or finished (false) with *exitCode.
bool exportKilledAt(long call, const QStringList &arguments, int *exitCode)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(CW_KILL_AT_CALL_PATH));
    environment.insert(QStringLiteral("CW_KILL_AT_CALL"), QString::number(call));
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       environment.value(QStringLiteral("ASAN_OPTIONS")) +
                           QStringLiteral(":verify_asan_link_order=0"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(CW_CLI_PATH), arguments);
    if (!process.waitForFinished(5 * 60 * 1000))
        qFatal("coursewright-cli did not finish");
    *exitCode = process.exitCode();
    return process.exitStatus() == QProcess::CrashExit;
}

} // namespace

// "export a.json --format pdf --out a.json" once replaced the course with a PDF (exit 0), and
// "--format svg" deleted it, taking it for an earlier single-page export.
void TestCliExportSafety::neverWritesOverItsInput_data()
{
    QTest::addColumn<QByteArray>("course");
    QTest::addColumn<QString>("input");   // the course's file name
    QTest::addColumn<QString>("out");     // --out, in the same folder
    QTest::addColumn<QString>("format");  // --format
    QTest::addColumn<QString>("refused"); // the output named in the message; empty: exit 0
    const QByteArray pages = resourceCourse("rowing-standard.json");
    const QByteArray page = rowingCourse(5);
    const QByteArray river = resourceCourse("salmon-short.json");
    const QString a = QStringLiteral("a.json");
    QTest::newRow("pdf") << pages << a << a << QStringLiteral("pdf") << a;
    QTest::newRow("svg page") << page << a << a << QStringLiteral("svg") << a;
    QTest::newRow("png page") << page << a << a << QStringLiteral("png") << a;
    QTest::newRow("svg pages") << pages << a << a << QStringLiteral("svg") << QString();
    QTest::newRow("png pages") << pages << a << a << QStringLiteral("png") << QString();
    QTest::newRow("tmx") << river << a << a << QStringLiteral("tmx") << a;
    QTest::newRow("tmx tileset") << river << QStringLiteral("x-tiles.png")
                                 << QStringLiteral("x.tmx") << QStringLiteral("tmx")
                                 << QStringLiteral("x-tiles.png");
    QTest::newRow("hard link") << pages << a << QStringLiteral("link.pdf") << QStringLiteral("pdf")
                               << QStringLiteral("link.pdf");
}

void TestCliExportSafety::neverWritesOverItsInput()
{
    QFETCH(QByteArray, course);
    QFETCH(QString, input);
    QFETCH(QString, out);
    QFETCH(QString, format);
    QFETCH(QString, refused);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(input);
    writeFile(file, course);
    if (QString::fromUtf8(QTest::currentDataTag()) == QLatin1String("hard link"))
        QVERIFY(::link(QFile::encodeName(file).constData(),
                       QFile::encodeName(dir.filePath(out)).constData()) == 0);
    const QMap<QString, QByteArray> before = contents(dir.path());
    const CliRun run = export_(file, dir.filePath(out), format);
    QCOMPARE(readFile(file), course);
    if (refused.isEmpty()) {
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!run.outLines().contains(file));
        return;
    }
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(toolErrLines(run),
             QStringList{dir.filePath(refused) +
                         QStringLiteral(": is the course being exported: refusing to write over "
                                        "it")});
    QVERIFY(run.out.isEmpty());
    QCOMPARE(contents(dir.path()), before);
}

// The output was replaced whatever it held, and pages of an earlier export were recognised by
// their names alone.
void TestCliExportSafety::neverReplacesAFileItDidNotWrite_data()
{
    QTest::addColumn<QByteArray>("course");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("setUp"); // what is in the way
    QTest::addColumn<QString>("message");
    const QByteArray pages = resourceCourse("rowing-standard.json");
    const QByteArray page = rowingCourse(5);
    const QString notOurs = QStringLiteral("out.%1: not a file Coursewright exported: refusing to "
                                           "replace it");
    QTest::newRow("pdf over a text file")
        << pages << QStringLiteral("pdf") << QStringLiteral("text")
        << notOurs.arg(QLatin1String("pdf"));
    QTest::newRow("pdf over another PDF") << pages << QStringLiteral("pdf") << QStringLiteral("pdf")
                                          << notOurs.arg(QLatin1String("pdf"));
    QTest::newRow("svg over another SVG") << page << QStringLiteral("svg") << QStringLiteral("svg")
                                          << notOurs.arg(QLatin1String("svg"));
    QTest::newRow("png over another PNG") << page << QStringLiteral("png") << QStringLiteral("png")
                                          << notOurs.arg(QLatin1String("png"));
    QTest::newRow("tmx over a Tiled map")
        << resourceCourse("salmon-short.json") << QStringLiteral("tmx") << QStringLiteral("tmx")
        << notOurs.arg(QLatin1String("tmx"));
    QTest::newRow("set over a folder of others")
        << pages << QStringLiteral("svg") << QStringLiteral("folder")
        << QStringLiteral("out: a folder Coursewright did not export: refusing to replace it");
    QTest::newRow("set over its own folder and a file added")
        << pages << QStringLiteral("svg") << QStringLiteral("added")
        << QStringLiteral("out: holds notes.txt, which the earlier export did not write: refusing "
                          "to replace it");
    QTest::newRow("set over its own folder and a page changed")
        << pages << QStringLiteral("png") << QStringLiteral("changed")
        << QStringLiteral(
               "out: holds out-P1-1.png, which the earlier export did not write: refusing "
               "to replace it");
}

void TestCliExportSafety::neverReplacesAFileItDidNotWrite()
{
    QFETCH(QByteArray, course);
    QFETCH(QString, format);
    QFETCH(QString, setUp);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("course.json"));
    writeFile(file, course);
    const QString out = dir.filePath(QStringLiteral("out.") + format);
    const QString folder = dir.filePath(QStringLiteral("out"));
    if (setUp == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(folder));
        writeFile(folder + QStringLiteral("/holiday.svg"), "mine");
    } else if (!writeOthersFile(out, setUp)) {
        QCOMPARE(export_(file, out, format).exitCode, 0);
        if (setUp == QLatin1String("added"))
            writeFile(folder + QStringLiteral("/notes.txt"), "mine");
        else
            writeFile(folder + QStringLiteral("/out-P1-1.png"), "mine");
    }
    const QMap<QString, QByteArray> before = contents(dir.path());
    const CliRun run = export_(file, out, format);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(toolErrLines(run), QStringList{dir.filePath(message)});
    QVERIFY(run.out.isEmpty());
    QCOMPARE(contents(dir.path()), before);
}

// What an export wrote, the next export to the same name replaces: a PDF, a single page, a set,
// a Tiled map and its tileset.
void TestCliExportSafety::replacesItsOwnEarlierExport_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("second");
    QTest::addColumn<QString>("format");
    const QByteArray standard = resourceCourse("rowing-standard.json");
    const QByteArray sprint = resourceCourse("rowing-sprint-1000.json");
    QTest::newRow("pdf") << standard << sprint << QStringLiteral("pdf");
    QTest::newRow("svg page") << rowingCourse(5) << rowingCourse(4) << QStringLiteral("svg");
    QTest::newRow("png page") << rowingCourse(5) << rowingCourse(4) << QStringLiteral("png");
    QTest::newRow("svg set") << standard << sprint << QStringLiteral("svg");
    QTest::newRow("png set") << standard << sprint << QStringLiteral("png");
    QTest::newRow("set, then a page") << standard << rowingCourse(5) << QStringLiteral("svg");
    QTest::newRow("page, then a set") << rowingCourse(5) << standard << QStringLiteral("svg");
    QTest::newRow("tmx") << resourceCourse("salmon-short.json")
                         << resourceCourse("salmon-expert.json") << QStringLiteral("tmx");
}

void TestCliExportSafety::replacesItsOwnEarlierExport()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, second);
    QFETCH(QString, format);
    QTemporaryDir dir, fresh;
    QVERIFY(dir.isValid() && fresh.isValid());
    const QString course = dir.filePath(QStringLiteral("course.json"));
    const QString out = QStringLiteral("out.") + format;
    writeFile(course, first);
    QCOMPARE(export_(course, dir.filePath(out), format).exitCode, 0);
    writeFile(course, second);
    const CliRun run = export_(course, dir.filePath(out), format);
    QCOMPARE(run.exitCode, 0);
    // The same as the second export into an empty folder, but for the PDF's date and the set's
    // record of what it wrote.
    const QString freshCourse = fresh.filePath(QStringLiteral("course.json"));
    writeFile(freshCourse, second);
    QCOMPARE(export_(freshCourse, fresh.filePath(out), format).exitCode, 0);
    QMap<QString, QByteArray> found = contents(dir.path()), expected = contents(fresh.path());
    QCOMPARE(found.keys(), expected.keys());
    for (const QString &name : expected.keys()) {
        if (format != QLatin1String("pdf") && !name.endsWith(Manifest))
            QCOMPARE(found.value(name), expected.value(name));
    }
}

// A set of pages is one folder named after OUT, holding its pages and its record; files beside
// it, named like pages or not, are left alone.
void TestCliExportSafety::pageSetIsOneFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString course = dir.filePath(QStringLiteral("course.json"));
    writeFile(course, resourceCourse("rowing-standard.json"));
    for (const char *name : {"set.svg", "set-A9.svg", "set-map.svg", "set-notes.svg"})
        writeFile(dir.filePath(QLatin1String(name)), "mine");
    const CliRun run = export_(course, dir.filePath(QStringLiteral("set.svg")));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.outLines().size(), 11);
    QCOMPARE(run.outLines().first(), dir.filePath(QStringLiteral("set/set-map.svg")));
    QCOMPARE(run.outLines().at(1), dir.filePath(QStringLiteral("set/set-P1-1.svg")));
    QStringList listed;
    for (const QString &line : run.outLines())
        listed << QFileInfo(line).fileName();
    QStringList found = QDir(dir.filePath(QStringLiteral("set")))
                            .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    listed << Manifest;
    listed.sort();
    found.sort();
    QCOMPARE(found, listed);
    for (const char *name : {"set.svg", "set-A9.svg", "set-map.svg", "set-notes.svg"})
        QCOMPARE(readFile(dir.filePath(QLatin1String(name))), QByteArray("mine"));
    const QJsonObject record =
        QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("set/") + Manifest))).object();
    QCOMPARE(record.value(QStringLiteral("pages")).toArray().size(), 11);
}

// Killed at the 2nd to 4th rename, 15 of 17 runs once left old and new pages mixed. The command
// is now stopped once at every change it makes to the file system (KillAtCall), each time over
// the same earlier export: what it leaves is the earlier export or the new one, each whole.
void TestCliExportSafety::killedWritesLeaveOneWholeExport_data()
{
    QTest::addColumn<QString>("format");
    for (const char *format : {"svg", "png", "pdf"})
        QTest::newRow(format) << QString::fromLatin1(format);
}

void TestCliExportSafety::killedWritesLeaveOneWholeExport()
{
    QFETCH(QString, format);
    const bool pdf = format == QLatin1String("pdf");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The earlier export (4 pages) and the new one (3 pages), each written alone first.
    const QString earlier = dir.filePath(QStringLiteral("earlier.json"));
    const QString next = dir.filePath(QStringLiteral("next.json"));
    writeFile(earlier, rowingCourse(30));
    writeFile(next, rowingCourse(20));
    QMap<QString, QByteArray> whole[2];
    const QString outName = QStringLiteral("out.") + format;
    for (int which = 0; which < 2; ++which) {
        const QString folder = dir.filePath(QStringLiteral("whole%1").arg(which));
        QVERIFY(QDir().mkpath(folder));
        QCOMPARE(export_(which == 0 ? earlier : next, folder + QLatin1Char('/') + outName).exitCode,
                 0);
        whole[which] = contents(folder);
    }
    const QString work = dir.filePath(QStringLiteral("work"));
    QVERIFY(QDir().mkpath(work));
    const QString out = work + QLatin1Char('/') + outName;
    // Which export a folder shows: 0 the earlier, 1 the new one, -1 neither whole. Hidden
    // leftovers of killed runs (".out.pages-XXXXXX", QSaveFile's "out.pdf.XXXXXX") are not part
    // of it; the set's record differs by its dates, and a PDF by its date.
    auto shown = [&]() {
        QMap<QString, QByteArray> found = contents(work);
        found.removeIf([](const auto &entry) {
            return entry.key().startsWith(QLatin1Char('.')) ||
                   entry.key().contains(QLatin1String(".pdf."));
        });
        for (int which = 0; which < 2; ++which) {
            if (found.keys() != whole[which].keys())
                continue;
            bool same = true;
            for (const QString &name : found.keys()) {
                const QByteArray &bytes = found.value(name);
                if (pdf)
                    same = same && bytes.startsWith("%PDF-") && bytes.trimmed().endsWith("%%EOF") &&
                           qAbs(bytes.size() - whole[which].value(name).size()) < 64;
                else if (!name.endsWith(Manifest))
                    same = same && bytes == whole[which].value(name);
            }
            if (same)
                return which;
        }
        return -1;
    };
    int kills[2] = {0, 0};
    long call = 1;
    for (;; ++call) {
        QVERIFY(call < 400);
        QCOMPARE(export_(earlier, out).exitCode, 0);
        QCOMPARE(shown(), 0);
        int exitCode = -1;
        if (!exportKilledAt(call, {QStringLiteral("export"), next, QStringLiteral("--out"), out},
                            &exitCode)) {
            QCOMPARE(exitCode, 0);
            QCOMPARE(shown(), 1);
            break;
        }
        const int which = shown();
        QVERIFY2(which >= 0, qPrintable(QStringLiteral("killed at change %1: %2")
                                            .arg(call)
                                            .arg(contents(work).keys().join(QLatin1Char(' ')))));
        ++kills[which];
    }
    // Killed both before the new export was in place and after (while the earlier one was being
    // removed, for a set).
    QVERIFY(kills[0] > 0);
    QVERIFY2(pdf || kills[1] > 0, qPrintable(QString::number(call)));
}

// "export --kit --game rowing --course a.json --format pdf --out a.json" replaced the course
// with the kit (exit 0), and any file named by --out was replaced whatever it held. The kit is
// an export like any other: never over its course, never over a file it did not write, over its
// own earlier kit.
void TestCliExportSafety::kitWritesOnlyOverItsOwnKit_data()
{
    QTest::addColumn<QString>("out");     // --out, in the course's folder
    QTest::addColumn<QString>("setUp");   // what is at --out before
    QTest::addColumn<QString>("message"); // the one line on standard error; empty: exit 0
    const QString input = QStringLiteral(": is the course being exported: refusing to write over "
                                         "it");
    const QString notOurs = QStringLiteral(": not a file Coursewright exported: refusing to "
                                           "replace it");
    QTest::newRow("its course") << QStringLiteral("course.json") << QString()
                                << QStringLiteral("course.json") + input;
    QTest::newRow("hard link to its course") << QStringLiteral("link.pdf") << QStringLiteral("link")
                                             << QStringLiteral("link.pdf") + input;
    QTest::newRow("a text file") << QStringLiteral("kit.pdf") << QStringLiteral("text")
                                 << QStringLiteral("kit.pdf") + notOurs;
    QTest::newRow("another PDF") << QStringLiteral("kit.pdf") << QStringLiteral("pdf")
                                 << QStringLiteral("kit.pdf") + notOurs;
    QTest::newRow("its own earlier kit")
        << QStringLiteral("kit.pdf") << QStringLiteral("kit") << QString();
}

void TestCliExportSafety::kitWritesOnlyOverItsOwnKit()
{
    QFETCH(QString, out);
    QFETCH(QString, setUp);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString course = dir.filePath(QStringLiteral("course.json"));
    writeFile(course, resourceCourse("rowing-standard.json"));
    const QString target = dir.filePath(out);
    const QStringList kit{QStringLiteral("export"),   QStringLiteral("--kit"),
                          QStringLiteral("--game"),   QStringLiteral("rowing"),
                          QStringLiteral("--course"), course,
                          QStringLiteral("--format"), QStringLiteral("pdf"),
                          QStringLiteral("--out"),    target};
    if (setUp == QLatin1String("link"))
        QVERIFY(::link(QFile::encodeName(course).constData(),
                       QFile::encodeName(target).constData()) == 0);
    else if (setUp == QLatin1String("kit"))
        QCOMPARE(runCli(kit).exitCode, 0);
    else
        writeOthersFile(target, setUp);
    const QMap<QString, QByteArray> before = contents(dir.path());
    const CliRun run = runCli(kit);
    QCOMPARE(readFile(course), resourceCourse("rowing-standard.json"));
    if (message.isEmpty()) {
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines(), QStringList{target});
        QVERIFY(readFile(target).startsWith("%PDF-"));
        return;
    }
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(toolErrLines(run), QStringList{dir.filePath(message)});
    QVERIFY(run.out.isEmpty());
    QCOMPARE(contents(dir.path()), before);
}

QTEST_GUILESS_MAIN(TestCliExportSafety)
#include "tst_cli_export_safety.moc"
