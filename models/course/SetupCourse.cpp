#include "SetupCourse.h"

namespace cw {

namespace {

// How many problems the one line of a game's course error lists: a damaged river can have
// hundreds, and the line stays short (validate lists them all).
constexpr qsizetype MaxListed = 3;

} // namespace

QString SetupCourseText::courseError(const CourseProblems &problems)
{
    const QStringList texts = problemTexts(problems);
    QString error = tr("course: %1").arg(texts.mid(0, MaxListed).join(QStringLiteral("; ")));
    if (texts.size() > MaxListed)
        error += tr("; and %1 more").arg(texts.size() - MaxListed);
    return error;
}

} // namespace cw
