#include "RiverCourseKind.h"

#include "SalmonRiver.h"
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

class RiverCourseKind {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::RiverCourseKind)

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
        std::optional<SalmonRiver> river = SalmonRiver::read(json, &problems);
        if (!river)
            river = SalmonRiver{};
        river->name = tr("New river");
        return river->toJson();
    }
};

} // namespace

CourseKind courseKind()
{
    return CourseKindOf<SalmonRiver>::kind(QStringLiteral("salmon-river"),
                                           RiverCourseKind::displayName, RiverCourseKind::blank,
                                           RiverCourseKind::summary);
}

} // namespace cw::salmon
