#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cw {

// Reads a whole file whose size the format bounds (course files, game records, boards), so that
// no file makes a reader work or allocate without bound: a device or a FIFO (/dev/zero,
// /dev/urandom, a pipe) is refused before it is opened, and a file larger than the bound is
// refused unread (or, should it grow meanwhile, after reading one byte more than the bound).
class BoundedFile {
    Q_DECLARE_TR_FUNCTIONS(cw::BoundedFile)

public:
    enum class Status { Read, NotFound, Folder, NotRegular, TooLarge, Unreadable };

    // Reads `path` into *data. On anything but Read, *reason says why ("file not found", "is a
    // folder", "not a regular file", "5000000 bytes is too large (at most 4194304)", "cannot
    // read: …"); the caller prefixes the file name.
    static Status read(const QString &path, qint64 maxBytes, QByteArray *data, QString *reason);
    // The JSON object `path` holds (a file of a user's library: a board, a tile); none when the
    // file cannot be read or is not one JSON object, *reason saying why ("not valid JSON: …").
    static std::optional<QJsonObject> readObject(const QString &path, qint64 maxBytes,
                                                 QString *reason);
};

} // namespace cw
