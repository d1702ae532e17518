#include "NiagaraCourseKind.h"

#include "NiagaraCourse.h"
#include "NiagaraCourseGeometry.h"
#include "course/CourseKindOf.h"
#include "course/CourseName.h"

namespace cw::niagara {

namespace {

// The built-in rivers' names, translated by their files' names (course/CourseName.h): listed for
// lupdate.
[[maybe_unused]] const char *const BuiltInCourseNames[] = {
    QT_TRANSLATE_NOOP("cw::CourseName", "niagara-standard"),
    QT_TRANSLATE_NOOP("cw::CourseName", "niagara-twin-falls"),
};

class NiagaraCourseKind {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraCourseKind)

public:
    static QString displayName() { return tr("Niagara river"); }

    // "5 spaces, arms of 2 and 2, 7 gems a colour".
    static QString summary(const QJsonObject &course)
    {
        // %n: "1 space", never "1 spaces" (issue 56).
        return tr("%n space(s), arms of %1 and %2, %3 gems a colour", nullptr,
                  course.value(QStringLiteral("mainLength")).toInt())
            .arg(course.value(QStringLiteral("leftArm")).toInt())
            .arg(course.value(QStringLiteral("rightArm")).toInt())
            .arg(course.value(QStringLiteral("gemsPerColour")).toInt(7));
    }

    static QJsonObject defaultCourse()
    {
        NiagaraCourse river = NiagaraCourse::standard();
        river.name = tr("New river");
        return river.toJson();
    }

    // Five spaces, one beside each colour's discovery place (every colour must be reachable, and
    // a space lies beside one place at most): a main channel of 3 and arms of one space each.
    static QJsonObject blank()
    {
        NiagaraCourse river = NiagaraCourse::standard();
        river.name = CourseName::untitled();
        river.mainLength = 3;
        river.leftArm = 1;
        river.rightArm = 1;
        river.places = {QStringList{QStringLiteral("1")}, QStringList{QStringLiteral("2")},
                        QStringList{QStringLiteral("3")}, QStringList{QStringLiteral("L4")},
                        QStringList{QStringLiteral("R4")}};
        return river.toJson();
    }

    // What the editor, the board and the printer draw from (CourseKind::layOut).
    static void layOut(const NiagaraCourse &river) { NiagaraCourseGeometry(river).boundsMm(); }
};

} // namespace

CourseKind courseKind()
{
    CourseKind kind = CourseKindOf<NiagaraCourse>::kind(
        QStringLiteral("niagara-river"), NiagaraCourseKind::displayName,
        NiagaraCourseKind::defaultCourse, NiagaraCourseKind::blank, NiagaraCourseKind::summary);
    kind.layOut = &CourseKindOf<NiagaraCourse>::layOutWith<&NiagaraCourseKind::layOut>;
    return kind;
}

} // namespace cw::niagara
