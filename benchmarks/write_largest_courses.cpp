// Writes the largest courses (LargestCourses.h) into a folder, for scripts/measure-largest:
//   write_largest_courses DIR
// DIR/largest-<game>.json, the course of each game that has a course file, and
// DIR/largest-<game>.cwgame, a game on it to open in the app.
#include "LargestCourses.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"

#include <QCoreApplication>
#include <QDir>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: write_largest_courses DIR\n");
        return 2;
    }
    const QDir dir(QString::fromLocal8Bit(argv[1]));
    for (const cw::GameInfo &info : cw::GameRegistry::games()) {
        const std::optional<cw::GameSetup> setup = cw::bench::largestGame(info.id);
        if (!setup)
            continue;
        QString error;
        cw::GameRecord record;
        record.setup = *setup;
        const QString stem = dir.filePath(QStringLiteral("largest-") + info.id);
        if (!cw::CourseFile::write(stem + QStringLiteral(".json"), setup->course, &error) ||
            !record.save(stem + QStringLiteral(".cwgame"), &error)) {
            std::fprintf(stderr, "write_largest_courses: %s\n", qPrintable(error));
            return 1;
        }
    }
    return 0;
}
