#pragma once

#include "CourseFile.h"
#include "core/GameSetup.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cw {

// Texts of setupCourse(), in one translation context for every game.
class SetupCourseText {
    Q_DECLARE_TR_FUNCTIONS(cw::SetupCourse)

public:
    // "course: <problem>; <problem>; <problem>", then "; and N more" past the third.
    static QString courseError(const CourseProblems &problems);
};

// The course embedded in a game's setup, for a game's GameInfo::create: migrated first when an
// older record wrote an older format version, then read as a course a game can be played on
// (Course::fromJson: structure and rule errors). nullopt and *error = "course: <problems>" when
// it cannot be played.
template <class Course>
std::optional<Course> setupCourse(const GameSetup &setup, QString *error)
{
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::open(setup.course, &problems);
    std::optional<Course> course = json ? Course::fromJson(*json, &problems) : std::nullopt;
    if (!course)
        *error = SetupCourseText::courseError(problems);
    return course;
}

} // namespace cw
