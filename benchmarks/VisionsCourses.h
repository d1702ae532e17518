#pragma once

// The built-in Visions of Rainbows roads, for the benchmarks that race on them.
#include "course/CourseProblem.h"
#include "visions/VisionsCourse.h"

#include <QFile>
#include <QJsonDocument>

#include <optional>

namespace cw::bench {

// The built-in road `name` ("short", "medium", "long"); nullopt when it cannot be read.
inline std::optional<visions::VisionsCourse> visionsRoad(const char *name)
{
    QFile file(QStringLiteral(":/courses/visions-%1.json").arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    CourseProblems problems;
    return visions::VisionsCourse::read(QJsonDocument::fromJson(file.readAll()).object(),
                                        &problems);
}

} // namespace cw::bench
