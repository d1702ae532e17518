// libFuzzer target: any bytes as a course file. Reading must never crash, hang or work without
// bound (docs/course-format.md, "Limits"); what opens is checked against its kind's rules and laid
// out as the editor, the board and the printer would (CourseKind::layOut), whatever its kind: every
// kind the games' folders register is fuzzed, and this file names none.
#include "course/CourseFile.h"
#include "course/CourseKind.h"

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
    // CourseFile::open has replaced a former kind id by the kind's id.
    const CourseKind *kind = CourseKinds::find(course->value(QStringLiteral("kind")).toString());
    if (kind && kind->layOut)
        kind->layOut(*course);
    return 0;
}
