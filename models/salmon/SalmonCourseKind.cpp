#include "SalmonCourseKind.h"

#include "SalmonCourse.h"
#include "SalmonCourseGeometry.h"
#include "SalmonCourseMap.h"
#include "course/CourseKindOf.h"
#include "course/CourseName.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace cw::salmon {

namespace {

// The built-in rivers' names, translated by their files' names (course/CourseName.h): listed for
// lupdate.
[[maybe_unused]] const char *const BuiltInCourseNames[] = {
    QT_TRANSLATE_NOOP("cw::CourseName", "salmon-beginner"),
    QT_TRANSLATE_NOOP("cw::CourseName", "salmon-expert"),
    QT_TRANSLATE_NOOP("cw::CourseName", "salmon-long"),
    QT_TRANSLATE_NOOP("cw::CourseName", "salmon-marathon"),
    QT_TRANSLATE_NOOP("cw::CourseName", "salmon-short"),
};

class SalmonCourseKind {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonCourseKind)

public:
    static QString displayName() { return tr("Salmon Run river"); }

    // "5 boards".
    static QString summary(const QJsonObject &course)
    {
        return tr("%n board(s)", nullptr,
                  int(course.value(QStringLiteral("boards")).toArray().size()));
    }

    // The rulebook's first-game river (S1, 1E, 2E, 3E, F1).
    static SalmonCourse beginnerRiver()
    {
        QFile file(QStringLiteral(":/courses/salmon-beginner.json"));
        QJsonObject json;
        if (file.open(QIODevice::ReadOnly))
            json = QJsonDocument::fromJson(file.readAll()).object();
        CourseProblems problems;
        return SalmonCourse::read(json, &problems).value_or(SalmonCourse{});
    }

    static QJsonObject defaultCourse()
    {
        SalmonCourse river = beginnerRiver();
        river.name = tr("New river");
        return river.toJson();
    }

    // A start board and a finish board, no numbered board between them (rulebook, "Mise en
    // place" 1: the river begins with the one and ends with the other), at the beginner river's
    // print size.
    static QJsonObject blank()
    {
        SalmonCourse river = beginnerRiver();
        river.name = CourseName::untitled();
        river.boards = {{QStringLiteral("S1"), 0}, {QStringLiteral("F1"), 0}};
        river.customBoards.clear();
        return river.toJson();
    }

    // What the editor, the board and the printer draw from (CourseKind::layOut): the river's
    // hexes assembled from its boards, placed at its print size.
    static void layOut(const SalmonCourse &river)
    {
        const SalmonCourseMap map(river);
        const SalmonCourseGeometry geometry(map, river.print.hexMm);
        geometry.sizeMm();
    }
};

} // namespace

CourseKind courseKind()
{
    CourseKind kind = CourseKindOf<SalmonCourse>::kind(
        QStringLiteral("salmon-river"), SalmonCourseKind::displayName,
        SalmonCourseKind::defaultCourse, SalmonCourseKind::blank, SalmonCourseKind::summary);
    kind.layOut = &CourseKindOf<SalmonCourse>::layOutWith<&SalmonCourseKind::layOut>;
    return kind;
}

} // namespace cw::salmon
