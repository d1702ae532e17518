#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cw::cli {

// Checks course files. Each course kind ("kind" in the file, the id of the game it is for) has
// one check function; the file-level part (reading, JSON, dispatch on "kind") is shared.
class CourseValidator {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::CourseValidator)

public:
    // Every problem of a course object of one kind, as "<field>: <reason>"; empty when valid.
    // Never crashes, whatever the JSON holds.
    using Check = QStringList (*)(const QJsonObject &course);

    // The check for a course kind, or nullptr for a kind no game reads.
    static Check checkFor(const QString &kind);
    // The course kinds that have a check, for messages.
    static QStringList kinds();

    // Reads the course file at `path` and checks it. Returns every problem as "<field>: <reason>",
    // or a single reason when the file is missing, unreadable, not JSON or not a JSON object;
    // empty when the course is valid, and then *course (if given) holds it.
    static QStringList checkFile(const QString &path, QJsonObject *course = nullptr);
};

} // namespace cw::cli
