#pragma once

#include "CourseKind.h"

namespace cw {

// The parts of a course kind that follow from the kind's course type alone. `Course` provides
//   static constexpr int FormatVersion;
//   static std::optional<Course> read(const QJsonObject &, CourseProblems *);  // the structure
//   CourseProblems validate(const CourseCheckOptions &) const;                 // the rules
// so every kind reads, checks and opens its files the same way.
template <class Course>
struct CourseKindOf {
    static CourseProblems structure(const QJsonObject &course)
    {
        CourseProblems problems;
        Course::read(course, &problems);
        return problems;
    }

    static CourseProblems rules(const QJsonObject &course, const CourseCheckOptions &options)
    {
        CourseProblems problems;
        if (const std::optional<Course> read = Course::read(course, &problems))
            return read->validate(options);
        return problems;
    }

    // read() and then validate()'s errors: the course a game can be played on, or nullopt with
    // the problems appended.
    static std::optional<Course> playable(const QJsonObject &course, CourseProblems *problems)
    {
        std::optional<Course> read = Course::read(course, problems);
        if (!read)
            return std::nullopt;
        CourseProblems errors = read->validate({});
        errors.removeIf([](const CourseProblem &problem) { return !problem.isError(); });
        if (!errors.isEmpty()) {
            problems->append(errors);
            return std::nullopt;
        }
        return read;
    }

    // A CourseKind::layOut that reads the course (structure only, as the editor opens it) and
    // gives what it read to `derive`, which computes what the programs draw from it.
    template <void (*derive)(const Course &)>
    static bool layOutWith(const QJsonObject &course)
    {
        CourseProblems problems;
        const std::optional<Course> read = Course::read(course, &problems);
        if (!read)
            return false;
        derive(*read);
        return true;
    }

    // A kind whose first format version is its only one so far: nothing to migrate, but
    // CourseFile calls this for any version below formatVersion, so it advances the number.
    static void advanceVersion(QJsonObject &course, int version)
    {
        course.insert(QStringLiteral("formatVersion"), version + 1);
    }

    // The registry entry (CW_REGISTER(CourseKind, …) in the game folder) with the course type's
    // structure and rules.
    static CourseKind kind(const QString &id, QString (*displayName)(),
                           QJsonObject (*defaultCourse)(), QJsonObject (*blank)(),
                           QString (*summary)(const QJsonObject &),
                           void (*migrateOneVersion)(QJsonObject &, int) = &advanceVersion)
    {
        CourseKind kind;
        kind.id = id;
        kind.formatVersion = Course::FormatVersion;
        kind.displayName = displayName;
        kind.migrateOneVersion = migrateOneVersion;
        kind.structure = &structure;
        kind.rules = &rules;
        kind.defaultCourse = defaultCourse;
        kind.blank = blank;
        kind.summary = summary;
        return kind;
    }
};

} // namespace cw
