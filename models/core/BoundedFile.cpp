#include "BoundedFile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace cw {

BoundedFile::Status BoundedFile::read(const QString &path, qint64 maxBytes, QByteArray *data,
                                      QString *reason)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        *reason = tr("file not found");
        return Status::NotFound;
    }
    if (info.isDir()) {
        *reason = tr("is a folder");
        return Status::Folder;
    }
    if (!info.isFile()) {
        *reason = tr("not a regular file");
        return Status::NotRegular;
    }
    if (info.size() > maxBytes) {
        *reason = tr("%1 bytes is too large (at most %2)").arg(info.size()).arg(maxBytes);
        return Status::TooLarge;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *reason = tr("cannot read: %1").arg(file.errorString());
        return Status::Unreadable;
    }
    *data = file.read(maxBytes + 1);
    if (data->size() > maxBytes) {
        data->clear();
        *reason = tr("too large (at most %1 bytes)").arg(maxBytes);
        return Status::TooLarge;
    }
    return Status::Read;
}

std::optional<QJsonObject> BoundedFile::readObject(const QString &path, qint64 maxBytes,
                                                   QString *reason)
{
    QByteArray data;
    if (read(path, maxBytes, &data, reason) != Status::Read)
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(data, &error);
    if (json.isObject())
        return json.object();
    *reason = error.error != QJsonParseError::NoError
                  ? tr("not valid JSON: %1").arg(error.errorString())
                  : tr("the top level must be a JSON object");
    return std::nullopt;
}

} // namespace cw
