// What the course lab's tests share: a built-in course read as the app reads it, and the lab run
// on Easy seats only (the lab's default table).
#pragma once

#include "core/GameSetup.h"
#include "course/CourseFile.h"
#include "lab/CourseLab.h"

#include <QJsonObject>

namespace cw::test {

// The built-in course `file` (":/courses/<file>"), empty when it cannot be read.
inline QJsonObject builtInCourse(const QString &file)
{
    CourseProblems problems;
    return CourseFile::read(QStringLiteral(":/courses/") + file, &problems).value_or(QJsonObject());
}

// The lab on `games` games of `course` (empty: the game has none) for `seats` Easy seats, two
// threads; an empty report when the lab refuses.
inline LabReport easyLab(const QString &gameId, const QJsonObject &course, int seats, int games)
{
    TournamentConfig config;
    config.gameId = gameId;
    config.course = course;
    config.players = QList<Controller>(seats, Controller::AiEasy);
    config.games = games;
    config.threads = 2;
    CourseLab lab(config);
    QString error;
    return lab.run({}, &error).value_or(LabReport());
}

} // namespace cw::test
