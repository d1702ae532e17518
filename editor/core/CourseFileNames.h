#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {

// Where the editor suggests saving and exporting a course, and under what name, so that Save As
// and Export never start in the process's working folder nor with an empty name.
namespace CourseFileNames {

// "Lakeside sprint": the course's name as a file's base name (the characters file systems refuse
// replaced by "-"), or "course" when it has none.
QString baseName(const QJsonObject &course);
// Whether `path` is a built-in course (":/…"), which has no folder of the user's.
bool isBuiltIn(const QString &path);
// The folder to save `coursePath` in: its own, or for an untitled or built-in course
// `lastFolder` (where courses were last opened or saved) when it still exists, else the user's
// Documents folder, else the home folder.
QString saveFolder(const QString &coursePath, const QString &lastFolder);
// The path Save As suggests: that folder, and the file's name or the course's name with the
// course extension.
QString savePath(const QJsonObject &course, const QString &coursePath, const QString &lastFolder);
// The path Export suggests for `format` ("pdf"): beside the course file when it has one, else in
// `lastExportFolder` or the save folder; named after the file or the course.
QString exportPath(const QJsonObject &course, const QString &coursePath, const QString &format,
                   const QString &lastExportFolder);

} // namespace CourseFileNames

} // namespace cw
