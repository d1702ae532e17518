// CourseFile: one JSON format for every kind, older versions migrated, newer ones refused, errors
// naming the file, the JSON path and the reason, atomic writes, and the built-in library.
#include "course/CourseFile.h"
#include "rowing/RowingCourse.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::rowing;

namespace {

QByteArray bytes(const QJsonObject &json)
{
    return QJsonDocument(json).toJson();
}

// The standard course as version 1 wrote it: no lane styles, no print layout.
QJsonObject versionOneCourse()
{
    QJsonObject json = RowingCourse::standard().toJson();
    json.insert(QStringLiteral("formatVersion"), 1);
    json.remove(QStringLiteral("laneStyles"));
    json.remove(QStringLiteral("print"));
    return json;
}

} // namespace

class TestCourseFile : public QObject {
    Q_OBJECT

private slots:
    void everyBuiltInCourseIsValid()
    {
        const QDir dir(QStringLiteral(":/courses"));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 3);
        for (const QString &name : files) {
            CourseProblems problems;
            const std::optional<QJsonObject> course =
                CourseFile::read(dir.filePath(name), &problems);
            QVERIFY2(course, qPrintable(name));
            QCOMPARE(
                course->value(QStringLiteral("formatVersion")).toInt(),
                CourseKinds::find(course->value(QStringLiteral("kind")).toString())->formatVersion);
            QVERIFY2(CourseFile::check(*course).isEmpty(),
                     qPrintable(name + u' ' + problemTexts(CourseFile::check(*course)).join(u';')));
        }
    }

    // Every kind has built-in courses and lays them out (CourseKind::layOut): the course fuzzer
    // (fuzz/fuzz_course.cpp) reaches every kind's geometry through it, naming none.
    void everyKindLaysItsBuiltInCoursesOut()
    {
        const QDir dir(QStringLiteral(":/courses"));
        QStringList kinds;
        for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            CourseProblems problems;
            const std::optional<QJsonObject> course =
                CourseFile::read(dir.filePath(name), &problems);
            QVERIFY2(course, qPrintable(name));
            const CourseKind *kind =
                CourseKinds::find(course->value(QStringLiteral("kind")).toString());
            QVERIFY2(kind && kind->layOut, qPrintable(name + QStringLiteral(": no layOut")));
            QVERIFY2(kind->layOut(*course), qPrintable(name));
            kinds.append(kind->id);
        }
        for (const CourseKind &kind : CourseKinds::all())
            QVERIFY2(kinds.contains(kind.id),
                     qPrintable(kind.id + QStringLiteral(": no built-in course")));
    }

    // Rowing has a 2000 m standard, a 1000 m sprint with its own split lines and an 8-lane course.
    void builtInRowingLibraryHasVariants()
    {
        QList<RowingCourse> courses;
        const QDir dir(QStringLiteral(":/courses"));
        for (const QString &name : dir.entryList({QStringLiteral("rowing-*.json")}, QDir::Files)) {
            CourseProblems problems;
            const auto json = CourseFile::read(dir.filePath(name), &problems);
            QVERIFY(json);
            courses.append(*RowingCourse::read(*json, &problems));
        }
        auto has = [&](auto predicate) {
            return std::any_of(courses.begin(), courses.end(), predicate);
        };
        QVERIFY(has([](const RowingCourse &c) { return c == RowingCourse::standard(); }));
        QVERIFY(has([](const RowingCourse &c) {
            return c.lengthMetres() == 1000 && c.splitLines.size() == 3 &&
                   c.splitLines.front().metres == 260; // space 13's start, as 250 m was crossed
        }));
        QVERIFY(has([](const RowingCourse &c) { return c.lanes == 8; }));
    }

    void versionOneIsMigrated()
    {
        CourseProblems problems;
        const std::optional<QJsonObject> json =
            CourseFile::parse(bytes(versionOneCourse()), &problems);
        QVERIFY2(json, qPrintable(problemTexts(problems).join(u';')));
        QCOMPARE(json->value(QStringLiteral("formatVersion")).toInt(), 2);
        const std::optional<RowingCourse> course = RowingCourse::read(*json, &problems);
        QVERIFY(course);
        // Version 1 courses were drawn with the defaults that version 2 writes out.
        QCOMPARE(*course, RowingCourse::standard());
        QCOMPARE(course->print.spaceMm, 25.0);
        QCOMPARE(course->print.page, (PageSpec{Paper::A4, true}));
        QCOMPARE(int(course->laneStyles.size()), 6);
    }

    // A kind's former id (issue 50: "cycling-road" became "visions-road") still opens, as the
    // current id: every reader after CourseFile::open sees one name.
    void formerKindIdOpensAsTheCurrentOne()
    {
        QFile road(QStringLiteral(":/courses/visions-short.json"));
        QVERIFY(road.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(road.readAll()).object();
        QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("visions-road"));
        json.insert(QStringLiteral("kind"), QStringLiteral("cycling-road"));
        CourseProblems problems;
        const std::optional<QJsonObject> opened = CourseFile::parse(bytes(json), &problems);
        QVERIFY2(opened, qPrintable(problemTexts(problems).join(u';')));
        QCOMPARE(opened->value(QStringLiteral("kind")).toString(), QStringLiteral("visions-road"));
        QVERIFY(CourseFile::errors(*opened).isEmpty());
        QCOMPARE(CourseKinds::find(QStringLiteral("cycling-road")),
                 CourseKinds::find(QStringLiteral("visions-road")));
    }

    void newerVersionIsRefused()
    {
        QJsonObject json = RowingCourse::standard().toJson();
        json.insert(QStringLiteral("formatVersion"), 3);
        CourseProblems problems;
        QVERIFY(!CourseFile::parse(bytes(json), &problems));
        QCOMPARE(problemTexts(problems),
                 QStringList{QStringLiteral("formatVersion: 3 is newer than this version of "
                                            "Coursewright reads (2): update Coursewright to open "
                                            "this course")});
    }

    void fileLevelProblems_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("problem");
        QTest::newRow("empty") << QByteArray("  \n") << QStringLiteral("the file is empty");
        QTest::newRow("not JSON") << QByteArray("{\n  \"kind\": \"rowing\",\n  oops")
                                  << QStringLiteral(
                                         "not valid JSON at line 3, column 4: unterminated object");
        // Issue 56: a picture renamed .json was "not valid JSON at line 1, column 2".
        QTest::newRow("picture") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                                 << QStringLiteral("not a JSON text but binary data: a picture or "
                                                   "another kind of file?");
        QTest::newRow("array") << QByteArray("[1, 2]")
                               << QStringLiteral("the top level must be a JSON object");
        QTest::newRow("no kind") << QByteArray("{}")
                                 << QStringLiteral(
                                        "kind: missing or not a string (expected one "
                                        "of: rowing, salmon-river, niagara-river, visions-road)");
        QTest::newRow("unknown kind")
            << QByteArray("{\"kind\": \"chess\", \"formatVersion\": 1}")
            << QStringLiteral("kind: \"chess\" is not a course kind (expected one of: rowing, "
                              "salmon-river, niagara-river, visions-road)");
        QTest::newRow("no version") << QByteArray("{\"kind\": \"rowing\"}")
                                    << QStringLiteral("formatVersion: missing or not a whole "
                                                      "number from 1 (this version of Coursewright "
                                                      "writes 2)");
        QTest::newRow("fractional version")
            << QByteArray("{\"kind\": \"rowing\", \"formatVersion\": 1.5}")
            << QStringLiteral("formatVersion: must be a whole number, found 1.5");
        // A double far beyond any integer: once undefined behaviour and "-9223372036854775808 is
        // newer than this version" (issue 23).
        QTest::newRow("huge version")
            << QByteArray("{\"kind\": \"rowing\", \"formatVersion\": 1e300}")
            << QStringLiteral("formatVersion: must be between 1 and 1000000, found 1e+300");
        QTest::newRow("negative version")
            << QByteArray("{\"kind\": \"salmon-river\", \"formatVersion\": -1}")
            << QStringLiteral("formatVersion: must be between 1 and 1000000, found -1");
    }

    void fileLevelProblems()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, problem);
        CourseProblems problems;
        QVERIFY(!CourseFile::parse(data, &problems));
        QCOMPARE(problemTexts(problems), QStringList{problem});
    }

    // The example: the file, the JSON path and the reason.
    void describeNamesFilePathAndReason()
    {
        QJsonObject json = RowingCourse::standard().toJson();
        json.insert(QStringLiteral("lanes"), 12);
        CourseProblems problems;
        QVERIFY(!CourseFile::parse(bytes(json), &problems));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().path, QStringLiteral("lanes"));
        QCOMPARE(CourseFile::describe(QStringLiteral("my-course.json"), problems.first()),
                 QStringLiteral("my-course.json: lanes: must be between 2 and 8, found 12"));
    }

    void nestedPathsAreNamed()
    {
        QJsonObject json = RowingCourse::standard().toJson();
        QJsonObject print = json.value(QStringLiteral("print")).toObject();
        print.insert(QStringLiteral("laneMm"), QStringLiteral("wide"));
        print.insert(QStringLiteral("paper"), QStringLiteral("a3"));
        json.insert(QStringLiteral("print"), print);
        QJsonArray styles = json.value(QStringLiteral("laneStyles")).toArray();
        styles.replace(2, QJsonObject{{QStringLiteral("colour"), QStringLiteral("blue")}});
        json.insert(QStringLiteral("laneStyles"), styles);
        CourseProblems problems;
        QVERIFY(!CourseFile::parse(bytes(json), &problems));
        QCOMPARE(problemTexts(problems),
                 (QStringList{
                     QStringLiteral("laneStyles[2].colour: must be a colour \"#rrggbb\", found "
                                    "\"blue\""),
                     QStringLiteral("print.laneMm: must be a number"),
                     QStringLiteral("print.paper: must be \"a4\" or \"letter\", found \"a3\"")}));
    }

    void notFoundAndFolder()
    {
        CourseProblems problems;
        QVERIFY(!CourseFile::read(QStringLiteral("/no/such/course.json"), &problems));
        QVERIFY(!CourseFile::read(QDir::tempPath(), &problems));
        QCOMPARE(problemTexts(problems),
                 (QStringList{QStringLiteral("file not found"),
                              QStringLiteral("is a folder, not a course file")}));
    }

    // A course with rule errors still opens (the editor must be able to fix it); check() says
    // what is wrong.
    void ruleErrorsOpenButAreReported()
    {
        RowingCourse course = RowingCourse::standard();
        course.splitLines.push_back({2500, 0});
        CourseProblems problems;
        const std::optional<QJsonObject> json =
            CourseFile::parse(bytes(course.toJson()), &problems);
        QVERIFY(json);
        QVERIFY(problems.isEmpty());
        const CourseProblems rules = CourseFile::check(*json);
        QCOMPARE(
            problemTexts(rules),
            (QStringList{QStringLiteral("splitLines[4].metres: 2500 m is outside the course (1 to "
                                        "2000 m)"),
                         QStringLiteral("splitLines[4].paceLimit: must be at least 1, found 0")}));
        QVERIFY(hasErrors(rules));
    }

    void seatsAndPaperAreChecked()
    {
        RowingCourse course = RowingCourse::standard();
        const QJsonObject json = course.toJson();
        QCOMPARE(problemTexts(CourseFile::check(json, {7, std::nullopt})),
                 QStringList{
                     QStringLiteral("lanes: 6 lanes cannot hold the 7 boats chosen for the game")});
        QVERIFY(CourseFile::check(json, {6, std::nullopt}).isEmpty());
        // 10-space strips (275 mm with the start area) fit A4 landscape, not A4 portrait.
        const CourseProblems portrait = CourseFile::check(json, {0, PageSpec{Paper::A4, false}});
        QCOMPARE(portrait.size(), 1);
        QVERIFY(!portrait.first().isError());
        QCOMPARE(portrait.first().path, QStringLiteral("print.stripSpaces"));
        QCOMPARE(portrait.first().message,
                 // Source text; the English translation says "strips".
                 QStringLiteral("10 strip(s) of up to 275 × 180 mm do not fit the 190 × 277 mm "
                                "printable area of A4 portrait and will be tiled across several "
                                "sheets"));
        QVERIFY(!hasErrors(portrait));
    }

    void writeIsAtomicAndRoundTrips()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("course.json"));
        RowingCourse course = RowingCourse::standard();
        course.name = QStringLiteral("Lac d'Annecy — 2 km");
        course.laneStyles[1] = {QStringLiteral("Blue"), QStringLiteral("#336699")};
        course.print.spaceMm = 27.5;
        QString error;
        QVERIFY2(CourseFile::write(path, course.toJson(), &error), qPrintable(error));
        CourseProblems problems;
        const std::optional<QJsonObject> json = CourseFile::read(path, &problems);
        QVERIFY(json);
        QCOMPARE(*RowingCourse::read(*json, &problems), course);

        // Writing into a folder that does not exist fails with the file named, and leaves
        // nothing behind.
        const QString bad = dir.filePath(QStringLiteral("missing/course.json"));
        QVERIFY(!CourseFile::write(bad, course.toJson(), &error));
        QVERIFY2(error.startsWith(bad + QStringLiteral(": cannot be written")), qPrintable(error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("course.json")});
    }
};

QTEST_GUILESS_MAIN(TestCourseFile)
#include "tst_course_file.moc"
