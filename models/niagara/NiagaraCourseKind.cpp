#include "NiagaraCourseKind.h"

#include "NiagaraCourse.h"
#include "course/CourseKindOf.h"

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
        return tr("%1 spaces, arms of %2 and %3, %4 gems a colour")
            .arg(course.value(QStringLiteral("mainLength")).toInt())
            .arg(course.value(QStringLiteral("leftArm")).toInt())
            .arg(course.value(QStringLiteral("rightArm")).toInt())
            .arg(course.value(QStringLiteral("gemsPerColour")).toInt(7));
    }

    static QJsonObject blank()
    {
        NiagaraCourse river = NiagaraCourse::standard();
        river.name = tr("New river");
        return river.toJson();
    }
};

} // namespace

CourseKind courseKind()
{
    return CourseKindOf<NiagaraCourse>::kind(QStringLiteral("niagara-river"),
                                             NiagaraCourseKind::displayName,
                                             NiagaraCourseKind::blank, NiagaraCourseKind::summary);
}

} // namespace cw::niagara
