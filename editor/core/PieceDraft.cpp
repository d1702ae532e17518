#include "PieceDraft.h"

#include "UserDataFolder.h"
#include "core/AtomicFile.h"
#include "core/BoundedFile.h"
#include "course/CourseFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace cw {

PieceDraft::PieceDraft(const QString &fileName)
    : m_path(QDir(UserDataFolder::path()).filePath(fileName))
{
}

bool PieceDraft::write(const QJsonObject &piece, QString *error) const
{
    QString reason;
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()) ||
        !AtomicFile::write(m_path, QJsonDocument(piece).toJson(QJsonDocument::Indented), &reason)) {
        *error = tr("%1: the unsaved work cannot be kept: %2")
                     .arg(QDir::toNativeSeparators(m_path),
                          reason.isEmpty() ? tr("the folder cannot be created") : reason);
        return false;
    }
    return true;
}

std::optional<QJsonObject> PieceDraft::read(QString *error) const
{
    error->clear();
    if (!QFileInfo::exists(m_path) && !QFileInfo(m_path).isSymLink())
        return std::nullopt;
    QString reason;
    std::optional<QJsonObject> json =
        BoundedFile::readObject(m_path, CourseFile::MaxFileBytes, &reason);
    if (!json)
        *error = tr("%1: %2").arg(QDir::toNativeSeparators(m_path), reason);
    return json;
}

void PieceDraft::remove() const
{
    QFile::remove(m_path);
}

} // namespace cw
