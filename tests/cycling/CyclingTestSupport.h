#pragma once

#include "cycling/CyclingRoad.h"
#include "cycling/RoadValidator.h"
#include "cycling/TileLibrary.h"

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

// A built-in road (":/courses/cycling-<name>.json").
inline cw::cycling::CyclingRoad builtInRoad(const QString &name)
{
    cw::CourseProblems problems;
    const std::optional<cw::cycling::CyclingRoad> road = cw::cycling::CyclingRoad::read(
        readJsonFile(QStringLiteral(":/courses/cycling-%1.json").arg(name)), &problems);
    if (!road)
        qWarning("%s: %s", qPrintable(name), qPrintable(cw::problemTexts(problems).join(u';')));
    return road.value_or(cw::cycling::CyclingRoad{});
}

// A road of built-in tile sides written "SA", "2A", "C1B", "FA".
inline cw::cycling::CyclingRoad roadOf(const QStringList &sides)
{
    cw::cycling::CyclingRoad road;
    road.name = QStringLiteral("test");
    for (const QString &side : sides)
        road.tiles.push_back({side.chopped(1), side.right(1)});
    return road;
}

inline QStringList issueTexts(const cw::cycling::RoadValidator &validator)
{
    return cw::problemTexts(validator.problems());
}
