#include "RoadCourseKind.h"

#include "CyclingRoad.h"
#include "course/CourseKindOf.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace cw::cycling {

namespace {

// The built-in roads' names, translated by their files' names (course/CourseName.h): listed for
// lupdate.
[[maybe_unused]] const char *const BuiltInCourseNames[] = {
    QT_TRANSLATE_NOOP("cw::CourseName", "cycling-short"),
    QT_TRANSLATE_NOOP("cw::CourseName", "cycling-medium"),
    QT_TRANSLATE_NOOP("cw::CourseName", "cycling-long"),
};

class RoadCourseKind {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::RoadCourseKind)

public:
    static QString displayName() { return tr("Visions of Rainbows road"); }

    // "9 tiles".
    static QString summary(const QJsonObject &course)
    {
        return tr("%n tile(s)", nullptr,
                  int(course.value(QStringLiteral("tiles")).toArray().size()));
    }

    // The short built-in road, renamed.
    static QJsonObject blank()
    {
        QFile file(QStringLiteral(":/courses/cycling-short.json"));
        QJsonObject json;
        if (file.open(QIODevice::ReadOnly))
            json = QJsonDocument::fromJson(file.readAll()).object();
        CourseProblems problems;
        std::optional<CyclingRoad> road = CyclingRoad::read(json, &problems);
        if (!road)
            road = CyclingRoad{};
        road->name = tr("New road");
        return road->toJson();
    }
};

} // namespace

CourseKind courseKind()
{
    return CourseKindOf<CyclingRoad>::kind(QStringLiteral("cycling-road"),
                                           RoadCourseKind::displayName, RoadCourseKind::blank,
                                           RoadCourseKind::summary);
}

} // namespace cw::cycling
