#pragma once

// The built-in courses of a registered game, for the suites that play every game on them.
#include "core/GameInfo.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace cw::test {

// The course at path; an empty object for a game played without a course (empty path).
inline QJsonObject readCourse(const QString &path)
{
    if (path.isEmpty())
        return {};
    QFile course(path);
    return course.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(course.readAll()).object()
                                            : QJsonObject{};
}

// The built-in courses of a game: every course in the resources of the default course's kind.
inline QStringList builtInCourses(const GameInfo &info)
{
    const QJsonValue kind = readCourse(info.defaultCourse).value(QStringLiteral("kind"));
    QStringList courses;
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        if (readCourse(dir.filePath(name)).value(QStringLiteral("kind")) == kind)
            courses.append(dir.filePath(name));
    return courses;
}

} // namespace cw::test
