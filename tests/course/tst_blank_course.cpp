// CourseKind::blank, what File > New Course starts: for every kind the smallest course its rules
// accept, named "Untitled", apart from the default course the editor opens on (issue 56: New
// Course was the default course renamed).
#include "course/CourseFile.h"
#include "course/CourseKind.h"
#include "course/CourseName.h"

#include <QJsonArray>
#include <QTest>

using namespace cw;

namespace {

QJsonArray array(const QJsonObject &course, const char *key)
{
    return course.value(QLatin1String(key)).toArray();
}

// What the blank course of `kindId` holds, said in a few fields.
QString shape(const QString &kindId, const QJsonObject &course)
{
    QStringList parts;
    if (kindId == QLatin1String("rowing")) {
        parts << QString::number(course.value(QStringLiteral("lanes")).toInt())
              << QString::number(course.value(QStringLiteral("spaces")).toInt())
              << QString::number(array(course, "splitLines").size());
    } else if (kindId == QLatin1String("salmon-river")) {
        for (const QJsonValue &board : array(course, "boards"))
            parts << QStringLiteral("%1/%2")
                         .arg(board[QStringLiteral("board")].toString())
                         .arg(board[QStringLiteral("shift")].toInt());
    } else if (kindId == QLatin1String("visions-road")) {
        for (const QJsonValue &tile : array(course, "tiles"))
            parts << tile[QStringLiteral("tile")].toString() +
                         tile[QStringLiteral("side")].toString();
        parts << QString::number(array(course, "bonusLines").size());
    } else if (kindId == QLatin1String("niagara-river")) {
        for (const char *key : {"mainLength", "leftArm", "rightArm"})
            parts << QString::number(course.value(QLatin1String(key)).toInt());
        const QJsonObject places = course.value(QStringLiteral("places")).toObject();
        for (const char *colour : {"violet", "clear", "yellow", "blue", "red"})
            for (const QJsonValue &space : places.value(QLatin1String(colour)).toArray())
                parts << space.toString();
    }
    return parts.join(u' ');
}

// The blank course of `kindId` with one piece less, which its rules must refuse.
QJsonObject onePieceLess(const QString &kindId, QJsonObject course)
{
    if (kindId == QLatin1String("rowing")) {
        course.insert(QStringLiteral("lanes"), course.value(QStringLiteral("lanes")).toInt() - 1);
    } else if (kindId == QLatin1String("niagara-river")) {
        course.insert(QStringLiteral("mainLength"),
                      course.value(QStringLiteral("mainLength")).toInt() - 1);
    } else {
        const QString key = kindId == QLatin1String("salmon-river") ? QStringLiteral("boards")
                                                                    : QStringLiteral("tiles");
        QJsonArray pieces = course.value(key).toArray();
        pieces.removeLast();
        course.insert(key, pieces);
    }
    return course;
}

} // namespace

class TestBlankCourse : public QObject {
    Q_OBJECT

private slots:
    void blankCourseIsTheSmallestValidOne_data()
    {
        QTest::addColumn<QString>("kindId");
        QTest::addColumn<QString>("shape");
        QTest::newRow("rowing") << QStringLiteral("rowing") << QStringLiteral("2 8 0");
        QTest::newRow("salmon") << QStringLiteral("salmon-river") << QStringLiteral("S1/0 F1/0");
        QTest::newRow("visions") << QStringLiteral("visions-road") << QStringLiteral("SA FA 0");
        QTest::newRow("niagara") << QStringLiteral("niagara-river")
                                 << QStringLiteral("3 1 1 1 2 3 L4 R4");
    }
    void blankCourseIsTheSmallestValidOne()
    {
        QFETCH(QString, kindId);
        QFETCH(QString, shape);
        const CourseKind *kind = CourseKinds::find(kindId);
        QVERIFY(kind && kind->blank && kind->defaultCourse);
        const QJsonObject blank = kind->blank();
        QCOMPARE(::shape(kindId, blank), shape);
        QCOMPARE(blank.value(QStringLiteral("name")).toString(), QStringLiteral("Untitled"));
        QCOMPARE(blank.value(QStringLiteral("name")).toString(), CourseName::untitled());
        // Valid without a warning either: a designer starts from a clean Validation dock.
        QVERIFY2(CourseFile::check(blank).isEmpty(),
                 qPrintable(problemTexts(CourseFile::check(blank)).join(u';')));
        QVERIFY(hasErrors(CourseFile::check(onePieceLess(kindId, blank))));
        // Printed as the default course is: the same print layout, whatever fields hold it.
        const QJsonObject standard = kind->defaultCourse();
        QVERIFY(::shape(kindId, standard) != shape);
        for (const char *key : {"print", "table"})
            QCOMPARE(blank.value(QLatin1String(key)), standard.value(QLatin1String(key)));
    }

    // The editor still opens on the default course (CourseEditorWindow::newDefaultCourse); it
    // is named as a new course, not as the built-in one it copies.
    void defaultCourseIsValidAndNamedNew()
    {
        for (const CourseKind &kind : CourseKinds::all()) {
            if (!kind.defaultCourse)
                continue;
            const QJsonObject course = kind.defaultCourse();
            QVERIFY2(!hasErrors(CourseFile::check(course)), qPrintable(kind.id));
            QVERIFY2(course.value(QStringLiteral("name")).toString().startsWith(u"New "),
                     qPrintable(kind.id));
        }
    }
};

QTEST_GUILESS_MAIN(TestBlankCourse)
#include "tst_blank_course.moc"
