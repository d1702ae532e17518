#include "RowingCourseKind.h"

#include "RowingCourse.h"
#include "RowingCourseGeometry.h"
#include "course/CourseKindOf.h"
#include "course/CourseName.h"

#include <QJsonArray>

namespace cw::rowing {

namespace {

// The built-in lane layouts' names, translated by their files' names (course/CourseName.h): listed
// for lupdate.
[[maybe_unused]] const char *const BuiltInCourseNames[] = {
    QT_TRANSLATE_NOOP("cw::CourseName", "rowing-eight-lanes"),
    QT_TRANSLATE_NOOP("cw::CourseName", "rowing-sprint-1000"),
    QT_TRANSLATE_NOOP("cw::CourseName", "rowing-standard"),
};

class RowingCourseKind {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingCourseKind)

public:
    static QString displayName() { return tr("Rowing lane layout"); }

    // Version 1 had no lane styles and no print layout: version 2 adds them with the values a
    // version-1 course was drawn with (default lanes, 25 mm spaces, 30 mm lanes, A4 landscape).
    static void migrateOneVersion(QJsonObject &course, int version)
    {
        if (version == 1) {
            const int lanes = course.value(QStringLiteral("lanes")).toInt();
            QJsonArray styles;
            for (int lane = 0; lane < lanes && lane < RowingCourse::MaxLanes; ++lane) {
                const LaneStyle style = RowingCourse::defaultLaneStyle(lane);
                styles.append(QJsonObject{{QStringLiteral("name"), style.name},
                                          {QStringLiteral("colour"), style.colour}});
            }
            if (!course.contains(QStringLiteral("laneStyles")))
                course.insert(QStringLiteral("laneStyles"), styles);
            if (!course.contains(QStringLiteral("print")))
                course.insert(QStringLiteral("print"),
                              QJsonObject{{QStringLiteral("spaceMm"), 25},
                                          {QStringLiteral("laneMm"), 30},
                                          {QStringLiteral("stripSpaces"), 10},
                                          {QStringLiteral("paper"), QStringLiteral("a4")},
                                          {QStringLiteral("landscape"), true}});
        }
        course.insert(QStringLiteral("formatVersion"), version + 1);
    }

    // "6 lanes, 2000 m".
    static QString summary(const QJsonObject &course)
    {
        return tr("%1 lanes, %2 m")
            .arg(course.value(QStringLiteral("lanes")).toInt())
            .arg(course.value(QStringLiteral("spaces")).toInt() *
                 course.value(QStringLiteral("metresPerSpace")).toInt());
    }

    static QJsonObject defaultCourse()
    {
        RowingCourse course = RowingCourse::standard();
        course.name = tr("New course");
        return course.toJson();
    }

    // The fewest lanes the reader takes, eight spaces (one printed strip) and no split lines.
    static QJsonObject blank()
    {
        RowingCourse course = RowingCourse::standard();
        course.name = CourseName::untitled();
        course.spaces = 8;
        course.splitLines.clear();
        course.setLanes(RowingCourse::MinLanes);
        return course.toJson();
    }

    // What the editor, the board and the printer draw from (CourseKind::layOut).
    static void layOut(const RowingCourse &course)
    {
        const RowingCourseGeometry geometry(course);
        geometry.sectorBands();
        geometry.metreMarks();
        geometry.strips();
        geometry.splitLines();
    }
};

} // namespace

CourseKind courseKind()
{
    CourseKind kind = CourseKindOf<RowingCourse>::kind(
        QStringLiteral("rowing"), RowingCourseKind::displayName, RowingCourseKind::defaultCourse,
        RowingCourseKind::blank, RowingCourseKind::summary, RowingCourseKind::migrateOneVersion);
    kind.layOut = &CourseKindOf<RowingCourse>::layOutWith<&RowingCourseKind::layOut>;
    return kind;
}

} // namespace cw::rowing
