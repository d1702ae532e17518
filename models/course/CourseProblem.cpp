#include "CourseProblem.h"

#include <algorithm>

namespace cw {

QString CourseProblem::text() const
{
    return path.isEmpty() ? message : path + QStringLiteral(": ") + message;
}

bool hasErrors(const CourseProblems &problems)
{
    return std::any_of(problems.begin(), problems.end(),
                       [](const CourseProblem &problem) { return problem.isError(); });
}

QStringList problemTexts(const CourseProblems &problems)
{
    QStringList texts;
    for (const CourseProblem &problem : problems)
        texts.append(problem.text());
    return texts;
}

} // namespace cw
