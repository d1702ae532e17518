#include "CourseFileNames.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace cw::CourseFileNames {

namespace {
const QString CourseSuffix = QStringLiteral(".cwcourse");

bool isFolder(const QString &path)
{
    return !path.isEmpty() && QFileInfo(path).isDir();
}
} // namespace

QString baseName(const QJsonObject &course)
{
    static const QRegularExpression refused(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    QString name = course.value(QStringLiteral("name")).toString();
    name.replace(refused, QStringLiteral("-"));
    name = name.trimmed();
    while (name.startsWith(u'.')) // not a hidden file
        name.remove(0, 1);
    return name.isEmpty() ? QStringLiteral("course") : name.left(100);
}

bool isBuiltIn(const QString &path)
{
    return path.startsWith(QLatin1String(":/")) || path.startsWith(QLatin1String("qrc:"));
}

QString saveFolder(const QString &coursePath, const QString &lastFolder)
{
    if (!coursePath.isEmpty() && !isBuiltIn(coursePath))
        return QFileInfo(coursePath).absolutePath();
    if (isFolder(lastFolder))
        return lastFolder;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return isFolder(documents) ? documents : QDir::homePath();
}

QString savePath(const QJsonObject &course, const QString &coursePath, const QString &lastFolder)
{
    const QString name =
        !coursePath.isEmpty() ? QFileInfo(coursePath).fileName() : baseName(course) + CourseSuffix;
    return QDir(saveFolder(coursePath, lastFolder)).filePath(name);
}

QString exportPath(const QJsonObject &course, const QString &coursePath, const QString &format,
                   const QString &lastExportFolder)
{
    const bool saved = !coursePath.isEmpty() && !isBuiltIn(coursePath);
    const QString base =
        !coursePath.isEmpty() ? QFileInfo(coursePath).completeBaseName() : baseName(course);
    const QString folder = saved                        ? QFileInfo(coursePath).absolutePath()
                           : isFolder(lastExportFolder) ? lastExportFolder
                                                        : saveFolder(QString(), QString());
    return QDir(folder).filePath(base + u'.' + format);
}

} // namespace cw::CourseFileNames
