#pragma once

// The built-in Visions of Rainbows roads, for the benchmarks that race on them.
#include "course/CourseProblem.h"
#include "cycling/CyclingRoad.h"

#include <QFile>
#include <QJsonDocument>

#include <optional>

namespace cw::bench {

// The built-in road `name` ("short", "medium", "long"); nullopt when it cannot be read.
inline std::optional<cycling::CyclingRoad> visionsRoad(const char *name)
{
    QFile file(QStringLiteral(":/courses/cycling-%1.json").arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    CourseProblems problems;
    return cycling::CyclingRoad::read(QJsonDocument::fromJson(file.readAll()).object(), &problems);
}

} // namespace cw::bench
