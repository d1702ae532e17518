// libFuzzer target: any bytes as a course file. Reading must never crash, hang or work without
// bound (docs/course-format.md, "Limits"); what opens is checked against its kind's rules and its
// geometry computed, as the editor, the board and the printer would.
#include "course/CourseFile.h"
#include "rowing/RowingCourse.h"
#include "rowing/RowingCourseGeometry.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseMap.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cw;
    CourseProblems problems;
    const std::optional<QJsonObject> course = CourseFile::parse(
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)), &problems);
    if (!course)
        return 0;
    CourseFile::check(*course);
    const QString kind = course->value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("rowing")) {
        if (const std::optional<rowing::RowingCourse> rowing =
                rowing::RowingCourse::read(*course, &problems)) {
            const rowing::RowingCourseGeometry geometry(*rowing);
            geometry.sectorBands();
            geometry.metreMarks();
            geometry.strips();
            geometry.splitLines();
        }
    } else if (kind == QLatin1String("salmon-river")) {
        if (const std::optional<salmon::SalmonCourse> river =
                salmon::SalmonCourse::read(*course, &problems))
            salmon::SalmonCourseMap map(*river);
    }
    return 0;
}
