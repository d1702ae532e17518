#pragma once

#include "visions/VisionsCourse.h"
#include "visions/VisionsCourseValidator.h"
#include "visions/VisionsTileLibrary.h"

#include <QFile>
#include <QJsonDocument>
#include <QStringList>
#include <QTest>

inline QString sourceDir()
{
    return qEnvironmentVariable("CW_SOURCE_DIR");
}

inline QJsonObject readJsonFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// A built-in road (":/courses/visions-<name>.json").
inline cw::visions::VisionsCourse builtInRoad(const QString &name)
{
    cw::CourseProblems problems;
    const std::optional<cw::visions::VisionsCourse> road = cw::visions::VisionsCourse::read(
        readJsonFile(QStringLiteral(":/courses/visions-%1.json").arg(name)), &problems);
    if (!road)
        qWarning("%s: %s", qPrintable(name), qPrintable(cw::problemTexts(problems).join(u';')));
    return road.value_or(cw::visions::VisionsCourse{});
}

// A road of built-in tile sides written "SA", "2A", "C1B", "FA".
inline cw::visions::VisionsCourse roadOf(const QStringList &sides)
{
    cw::visions::VisionsCourse road;
    road.name = QStringLiteral("test");
    for (const QString &side : sides)
        road.tiles.push_back({side.chopped(1), side.right(1)});
    return road;
}

inline QStringList issueTexts(const cw::visions::VisionsCourseValidator &validator)
{
    return cw::problemTexts(validator.problems());
}
