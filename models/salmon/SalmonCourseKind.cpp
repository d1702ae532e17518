#include "SalmonCourseKind.h"

#include "SalmonCourse.h"
#include "course/CourseKindOf.h"

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

    // The rulebook's first-game river (S1, 1E, 2E, 3E, F1), renamed.
    static QJsonObject blank()
    {
        QFile file(QStringLiteral(":/courses/salmon-beginner.json"));
        QJsonObject json;
        if (file.open(QIODevice::ReadOnly))
            json = QJsonDocument::fromJson(file.readAll()).object();
        CourseProblems problems;
        std::optional<SalmonCourse> river = SalmonCourse::read(json, &problems);
        if (!river)
            river = SalmonCourse{};
        river->name = tr("New river");
        return river->toJson();
    }
};

} // namespace

CourseKind courseKind()
{
    return CourseKindOf<SalmonCourse>::kind(QStringLiteral("salmon-river"),
                                            SalmonCourseKind::displayName, SalmonCourseKind::blank,
                                            SalmonCourseKind::summary);
}

} // namespace cw::salmon
