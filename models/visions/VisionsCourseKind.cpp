#include "VisionsCourseKind.h"

#include "VisionsCourse.h"
#include "VisionsCourseGeometry.h"
#include "course/CourseKindOf.h"
#include "course/CourseName.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace cw::visions {

namespace {

// The built-in roads' names, translated by their files' names (course/CourseName.h): listed for
// lupdate.
[[maybe_unused]] const char *const BuiltInCourseNames[] = {
    QT_TRANSLATE_NOOP("cw::CourseName", "visions-short"),
    QT_TRANSLATE_NOOP("cw::CourseName", "visions-medium"),
    QT_TRANSLATE_NOOP("cw::CourseName", "visions-long"),
};

class VisionsCourseKind {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsCourseKind)

public:
    static QString displayName() { return tr("Visions of Rainbows road"); }

    // "9 tiles".
    static QString summary(const QJsonObject &course)
    {
        return tr("%n tile(s)", nullptr,
                  int(course.value(QStringLiteral("tiles")).toArray().size()));
    }

    // The short built-in road.
    static VisionsCourse shortRoad()
    {
        QFile file(QStringLiteral(":/courses/visions-short.json"));
        QJsonObject json;
        if (file.open(QIODevice::ReadOnly))
            json = QJsonDocument::fromJson(file.readAll()).object();
        CourseProblems problems;
        return VisionsCourse::read(json, &problems).value_or(VisionsCourse{});
    }

    static QJsonObject defaultCourse()
    {
        VisionsCourse road = shortRoad();
        road.name = tr("New road");
        return road.toJson();
    }

    // The Start and the Finish, side A, joined, without bonus lines, on the short road's paper
    // and table.
    static QJsonObject blank()
    {
        VisionsCourse road = shortRoad();
        road.name = CourseName::untitled();
        road.tiles = {{QStringLiteral("S"), QStringLiteral("A")},
                      {QStringLiteral("F"), QStringLiteral("A")}};
        road.bonusLines.clear();
        road.length.reset();
        road.customTiles.clear();
        return road.toJson();
    }

    // What the editor, the board and the printer draw from (CourseKind::layOut): the road's
    // spaces, its tiles on the table, and which of them overlap (as the rules check).
    static void layOut(const VisionsCourse &road)
    {
        const VisionsCourseMap map(road);
        const VisionsCourseGeometry geometry(road, map);
        geometry.overlaps();
    }
};

} // namespace

CourseKind courseKind()
{
    CourseKind kind = CourseKindOf<VisionsCourse>::kind(
        QStringLiteral("visions-road"), VisionsCourseKind::displayName,
        VisionsCourseKind::defaultCourse, VisionsCourseKind::blank, VisionsCourseKind::summary);
    kind.formerIds = {QStringLiteral("cycling-road")};
    kind.layOut = &CourseKindOf<VisionsCourse>::layOutWith<&VisionsCourseKind::layOut>;
    return kind;
}

} // namespace cw::visions
