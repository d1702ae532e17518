#include "CoursePrint.h"

#include "core/Registry.h"
#include "course/CourseFile.h"

#include <QJsonValue>

namespace cw::print {

QString problemLines(const CourseProblems &problems)
{
    return problemTexts(problems).join(QLatin1Char('\n'));
}

const std::vector<CoursePrintKind> &CoursePrinting::kinds()
{
    return Registry<CoursePrintKind>::entries();
}

const std::vector<CardSheetsKind> &CoursePrinting::cardSheets()
{
    return Registry<CardSheetsKind>::entries();
}

const std::vector<CourseExportFormat> &CoursePrinting::exportFormats()
{
    return Registry<CourseExportFormat>::entries();
}

std::optional<CoursePrint> CoursePrinting::prepare(const QJsonObject &course,
                                                   CourseProblems *problems)
{
    CourseProblems found;
    const std::optional<QJsonObject> opened = CourseFile::open(course, &found);
    if (!opened) {
        if (problems)
            problems->append(found);
        return std::nullopt;
    }
    const QString kind = opened->value(QStringLiteral("kind")).toString();
    for (const CoursePrintKind &entry : kinds()) {
        if (entry.kind == kind)
            return entry.make(*opened, problems ? problems : &found);
    }
    if (problems)
        problems->append(CourseProblem::error(
            QStringLiteral("kind"), tr("\"%1\" courses cannot be printed yet").arg(kind)));
    return std::nullopt;
}

std::optional<CoursePrint> CoursePrinting::prepareToPrint(const QJsonObject &course,
                                                          const std::optional<PageSpec> &page,
                                                          CourseProblems *problems)
{
    // The rules first, so that a course is refused with the very lines validate prints.
    CourseProblems found;
    if (const std::optional<QJsonObject> opened = CourseFile::open(course, &found))
        found = CourseFile::errors(*opened, CourseCheckOptions{0, page});
    if (!found.isEmpty()) {
        problems->append(found);
        return std::nullopt;
    }
    return prepare(course, problems);
}

bool exportCourse(const QJsonObject &course, const PageSpec &page, ExportFormat format,
                  const QString &out, QStringList *written, QString *error,
                  const ExportOptions &options)
{
    CourseProblems problems;
    const std::optional<CoursePrint> print =
        CoursePrinting::prepareToPrint(course, page, &problems);
    if (!print) {
        if (error)
            *error = problemLines(problems);
        return false;
    }
    return PrintExport::write(print->layout, page, format, out, written, error, options);
}

} // namespace cw::print
