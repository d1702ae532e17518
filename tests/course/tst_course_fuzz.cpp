// The course reader fed thousands of damaged files: truncated at every byte, bytes flipped,
// inserted and deleted, and JSON values swapped for values of every type. It must never crash or
// hang, must explain every refusal, and whatever it accepts must be safe to check, draw and
// write back. Seeded, so a failure replays.
#include "core/Rng.h"
#include "course/CourseFile.h"
#include "niagara/NiagaraCourse.h"
#include "niagara/NiagaraCourseGeometry.h"
#include "rowing/RowingCourse.h"
#include "rowing/RowingCourseGeometry.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseGeometry.h"
#include "visions/VisionsCourse.h"
#include "visions/VisionsCourseGeometry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cw;

namespace {

QList<QByteArray> seedFiles()
{
    QList<QByteArray> files;
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            files.append(file.readAll());
    }
    return files;
}

// A Salmon Run river the reader accepted: it assembles, draws and writes back unchanged.
void checkRiver(const QJsonObject &course)
{
    CourseProblems problems;
    const std::optional<salmon::SalmonCourse> river = salmon::SalmonCourse::read(course, &problems);
    QVERIFY(river);
    const salmon::SalmonCourseMap map(*river);
    const salmon::SalmonCourseGeometry geometry(map, river->print.hexMm);
    QVERIFY(map.columns() == 0 || geometry.sizeMm().isValid());
    CourseProblems again;
    const std::optional<QJsonObject> reread =
        CourseFile::parse(QJsonDocument(river->toJson()).toJson(), &again);
    QVERIFY(reread);
    QCOMPARE(*salmon::SalmonCourse::read(*reread, &again), *river);
}

// A Visions of Rainbows road the reader accepted: it lays out, checks and writes back unchanged.
void checkRoad(const QJsonObject &course)
{
    CourseProblems problems;
    const std::optional<visions::VisionsCourse> road =
        visions::VisionsCourse::read(course, &problems);
    QVERIFY(road);
    const visions::VisionsCourseMap map(*road);
    const visions::VisionsCourseGeometry geometry(*road, map);
    QVERIFY(geometry.tiles().size() == road->tiles.size());
    CourseProblems again;
    const std::optional<QJsonObject> reread =
        CourseFile::parse(QJsonDocument(road->toJson()).toJson(), &again);
    QVERIFY(reread);
    QCOMPARE(*visions::VisionsCourse::read(*reread, &again), *road);
}

void checkNiagara(const QJsonObject &course)
{
    CourseProblems problems;
    const std::optional<niagara::NiagaraCourse> river =
        niagara::NiagaraCourse::read(course, &problems);
    QVERIFY(river);
    QVERIFY(niagara::NiagaraCourseGeometry(*river).boundsMm().isValid());
    CourseProblems again;
    const std::optional<QJsonObject> reread =
        CourseFile::parse(QJsonDocument(river->toJson()).toJson(), &again);
    QVERIFY(reread);
    QCOMPARE(*niagara::NiagaraCourse::read(*reread, &again), *river);
}

// What the reader promises for any bytes: a course it can use, or reasons.
void checkContract(const QByteArray &data)
{
    CourseProblems problems;
    const std::optional<QJsonObject> course = CourseFile::parse(data, &problems);
    if (!course) {
        QVERIFY(!problems.isEmpty());
        for (const CourseProblem &problem : std::as_const(problems)) {
            QVERIFY(!problem.message.isEmpty());
            QVERIFY(problem.isError());
        }
        return;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problemTexts(problems).join(u';')));
    // Accepted: the rules can be checked, the geometry drawn, and it writes back unchanged.
    CourseFile::check(*course, {8, PageSpec{Paper::Letter, false}});
    if (course->value(QStringLiteral("kind")).toString() == QLatin1String("salmon-river")) {
        checkRiver(*course);
        return;
    }
    if (course->value(QStringLiteral("kind")).toString() == QLatin1String("visions-road")) {
        checkRoad(*course);
        return;
    }
    if (course->value(QStringLiteral("kind")).toString() == QLatin1String("niagara-river")) {
        checkNiagara(*course);
        return;
    }
    CourseProblems readProblems;
    const std::optional<rowing::RowingCourse> rowing =
        rowing::RowingCourse::read(*course, &readProblems);
    QVERIFY(rowing);
    const rowing::RowingCourseGeometry geometry(*rowing);
    QVERIFY(!geometry.strips().empty());
    QVERIFY(geometry.water().isValid());
    CourseProblems again;
    const std::optional<QJsonObject> reread =
        CourseFile::parse(QJsonDocument(rowing->toJson()).toJson(), &again);
    QVERIFY(reread);
    QCOMPARE(*rowing::RowingCourse::read(*reread, &again), *rowing);
}

QJsonValue randomValue(Rng &rng)
{
    switch (rng.below(10)) {
    case 0:
        return QJsonValue();
    case 1:
        return rng.below(2) == 0;
    case 2:
        return -int(rng.below(1000));
    case 3:
        return int(rng.below(3000));
    case 4:
        return 1e300;
    case 5:
        return 0.5 + rng.below(100);
    case 6:
        return QStringLiteral("#%1").arg(rng.below(0xffffff), 6, 16, QLatin1Char('0'));
    case 7:
        return QString(int(rng.below(300)), QLatin1Char('x'));
    case 8:
        return QJsonArray{int(rng.below(10)), QJsonObject{}};
    default:
        return QJsonObject{{QStringLiteral("metres"), int(rng.below(3000))}};
    }
}

// Replaces one value somewhere in the tree (objects and arrays descended at random).
QJsonValue mutate(const QJsonValue &value, Rng &rng, int depth = 0)
{
    if (value.isObject() && !value.toObject().isEmpty() && (depth == 0 || rng.below(3) != 0)) {
        QJsonObject object = value.toObject();
        const QStringList keys = object.keys();
        const QString key = keys[int(rng.below(std::uint32_t(keys.size())))];
        if (rng.below(8) == 0)
            object.remove(key);
        else
            object.insert(key, mutate(object.value(key), rng, depth + 1));
        return object;
    }
    if (value.isArray() && !value.toArray().isEmpty() && rng.below(3) != 0) {
        QJsonArray array = value.toArray();
        const int index = int(rng.below(std::uint32_t(array.size())));
        if (rng.below(6) == 0)
            array.removeAt(index);
        else if (rng.below(6) == 0)
            array.append(array.at(index));
        else
            array.replace(index, mutate(array.at(index), rng, depth + 1));
        return array;
    }
    return randomValue(rng);
}

} // namespace

class TestCourseFuzz : public QObject {
    Q_OBJECT

private slots:
    void truncatedAtEveryByte()
    {
        int checked = 0;
        for (const QByteArray &file : seedFiles()) {
            for (qsizetype length = 0; length <= file.size(); ++length) {
                checkContract(file.left(length));
                ++checked;
            }
        }
        QVERIFY(checked > 1000);
    }

    void bytesFlippedInsertedAndDeleted()
    {
        Rng rng(20261123);
        const QList<QByteArray> files = seedFiles();
        for (int round = 0; round < 4000; ++round) {
            QByteArray data = files[round % files.size()];
            const int edits = 1 + int(rng.below(4));
            for (int e = 0; e < edits && !data.isEmpty(); ++e) {
                const qsizetype at = rng.below(std::uint32_t(data.size()));
                switch (rng.below(3)) {
                case 0:
                    data[at] = char(rng.below(256));
                    break;
                case 1:
                    data.insert(at, char(rng.below(256)));
                    break;
                default:
                    data.remove(at, 1 + rng.below(8));
                    break;
                }
            }
            checkContract(data);
        }
    }

    void valuesSwappedForEveryType()
    {
        Rng rng(7);
        const QList<QByteArray> files = seedFiles();
        int accepted = 0;
        for (int round = 0; round < 4000; ++round) {
            QJsonValue json = QJsonDocument::fromJson(files[round % files.size()]).object();
            const int edits = 1 + int(rng.below(3));
            for (int e = 0; e < edits; ++e)
                json = mutate(json, rng);
            const QByteArray data =
                json.isObject() ? QJsonDocument(json.toObject()).toJson() : QByteArray("[]");
            CourseProblems problems;
            accepted += CourseFile::parse(data, &problems).has_value();
            checkContract(data);
        }
        // Some mutations (a name, a colour, a limit) leave a readable course: both paths ran.
        QVERIFY(accepted > 100);
        QVERIFY(accepted < 3900);
    }

    void hugeAndDeepInputs()
    {
        checkContract(QByteArray(CourseFile::MaxFileBytes + 1, ' ') + "{}");
        checkContract(QByteArray(100000, '[') + QByteArray(100000, ']'));
        checkContract("{\"kind\": \"rowing\", \"formatVersion\": 2, \"splitLines\": [" +
                      QByteArray("{\"metres\": 1, \"paceLimit\": 1},").repeated(5000) + "{}]}");
        checkContract("{\"kind\": \"salmon-river\", \"formatVersion\": 1, \"boards\": [" +
                      QByteArray("{\"board\": \"1E\", \"shift\": 2},").repeated(5000) +
                      "{}], \"customBoards\": [{\"id\": \"x\", \"hexes\": [" +
                      QByteArray("{\"at\": [1, 1]},").repeated(5000) + "{}]}]}");
    }
};

QTEST_GUILESS_MAIN(TestCourseFuzz)
#include "tst_course_fuzz.moc"
