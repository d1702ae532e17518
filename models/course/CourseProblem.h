#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cw {

// One thing wrong with a course: where (the JSON path of the element, so that the editor can
// select it and messages can name it) and why. Errors make a course unplayable (or, found while
// reading, unreadable); warnings only advise (a strip that needs two sheets of paper).
struct CourseProblem {
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    QString path;    // "lanes", "splitLines[2].metres", "print.laneMm"; empty for the whole file
    QString message; // the translated reason: "must be between 2 and 8, found 12"

    bool isError() const { return severity == Severity::Error; }
    // "<path>: <message>", or the message alone for a problem of the whole file.
    QString text() const;

    static CourseProblem error(const QString &path, const QString &message)
    {
        return {Severity::Error, path, message};
    }
    static CourseProblem warning(const QString &path, const QString &message)
    {
        return {Severity::Warning, path, message};
    }

    bool operator==(const CourseProblem &) const = default;
};

using CourseProblems = QList<CourseProblem>;

bool hasErrors(const CourseProblems &problems);
// Every problem's text(), in order.
QStringList problemTexts(const CourseProblems &problems);

} // namespace cw
