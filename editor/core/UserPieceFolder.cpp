#include "UserPieceFolder.h"

#include "UserDataFolder.h"
#include "core/AtomicFile.h"
#include "core/BoundedFile.h"
#include "course/CourseFile.h"

#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>

namespace cw {

UserPieceFolder::UserPieceFolder(const QString &subfolder)
    : m_path(QDir(UserDataFolder::path()).filePath(subfolder))
{
}

QString UserPieceFolder::pathOf(const QString &id) const
{
    return QDir(m_path).filePath(id + QStringLiteral(".json"));
}

QFileInfoList UserPieceFolder::files() const
{
    return QDir(m_path).entryInfoList({QStringLiteral("*.json")},
                                      QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot,
                                      QDir::Name);
}

std::optional<QJsonObject> UserPieceFolder::readObject(const QFileInfo &file, QStringList *reasons)
{
    QString reason;
    std::optional<QJsonObject> json =
        BoundedFile::readObject(file.absoluteFilePath(), CourseFile::MaxFileBytes, &reason);
    if (!json)
        reasons->append(reason);
    return json;
}

bool UserPieceFolder::write(const QString &id, const QJsonObject &json, QString *error) const
{
    if (!QDir().mkpath(m_path)) {
        *error = tr("%1: the folder cannot be created.").arg(QDir::toNativeSeparators(m_path));
        return false;
    }
    const QString path = pathOf(id);
    QString reason;
    if (!AtomicFile::write(path, QJsonDocument(json).toJson(QJsonDocument::Indented), &reason)) {
        *error = tr("%1: cannot be written: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    }
    return true;
}

bool UserPieceFolder::hasIdShape(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[\\w][\\w \\-]{0,31}$"));
    return pattern.match(id).hasMatch() && id.trimmed() == id;
}

} // namespace cw
