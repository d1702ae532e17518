#pragma once

#include "CourseKind.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cw {

// Course files: one JSON format for every kind, {"kind": …, "formatVersion": …, …}. Reading
// never crashes or hangs whatever the bytes: it returns nullopt with the reasons, each naming the
// JSON path of the element at fault. Older format versions are migrated on reading; newer ones
// are refused. Writing is atomic. The format is documented in docs/course-format.md.
class CourseFile {
    Q_DECLARE_TR_FUNCTIONS(cw::CourseFile)

public:
    // Largest file read: every real course is a few kilobytes.
    static constexpr qint64 MaxFileBytes = 4 * 1024 * 1024;

    // Reads the course file at `path`. Returns the course object, migrated to its kind's current
    // version, when it can be opened: it may still break rules (check() says), which the editor
    // must be able to fix. Returns nullopt when it cannot be opened, with the reasons in
    // *problems (appended): not found, unreadable, not JSON, unknown kind, newer version, wrong
    // types or sizes.
    static std::optional<QJsonObject> read(const QString &path, CourseProblems *problems);
    // The same for a file's bytes.
    static std::optional<QJsonObject> parse(const QByteArray &data, CourseProblems *problems);
    // The same for a course object (one embedded in a game record, say).
    static std::optional<QJsonObject> open(QJsonObject course, CourseProblems *problems);

    // The rules of the course's kind: errors and warnings. The course must be one open()
    // returned (or written by a kind's toJson); a course of an unknown kind is one error.
    static CourseProblems check(const QJsonObject &course, const CourseCheckOptions &options = {});
    // The one gate of every command (issue 31): check()'s errors, for which validate, the lab,
    // play, export and print all refuse a course. Empty: the course can be used.
    static CourseProblems errors(const QJsonObject &course, const CourseCheckOptions &options = {});

    // Writes `course` as indented JSON, atomically (QSaveFile): the old file stays whole if
    // anything fails. Returns false and sets *error ("<file>: <reason>") then.
    static bool write(const QString &path, const QJsonObject &course, QString *error);

    // "<file name>: <path>: <message>", for message boxes and the command line.
    static QString describe(const QString &file, const CourseProblem &problem);
};

} // namespace cw
