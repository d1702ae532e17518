#include "SetupCourse.h"

namespace cw {

QString SetupCourseText::courseError(const CourseProblems &problems)
{
    return tr("course: %1").arg(problemTexts(problems).join(QStringLiteral("; ")));
}

} // namespace cw
