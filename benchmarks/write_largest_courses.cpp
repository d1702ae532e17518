// Writes the largest courses (LargestCourses.h) into a folder, for scripts/measure-largest:
//   write_largest_courses DIR
// DIR/largest-course.json (rowing), DIR/largest-river.json (Salmon Run) and
// DIR/largest-river.cwgame (a game on that river, to open in the app).
#include "LargestCourses.h"
#include "core/GameRecord.h"
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
    QString error;
    cw::GameRecord record;
    record.setup = cw::bench::largestRiverGame();
    if (!cw::CourseFile::write(dir.filePath(QStringLiteral("largest-course.json")),
                               cw::bench::largestRowingCourse(), &error) ||
        !cw::CourseFile::write(dir.filePath(QStringLiteral("largest-river.json")),
                               record.setup.course, &error) ||
        !record.save(dir.filePath(QStringLiteral("largest-river.cwgame")), &error)) {
        std::fprintf(stderr, "write_largest_courses: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}
