#pragma once

#include <QCoreApplication>
#include <QFileInfoList>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace cw {

// The folder of the user's own course pieces of one kind (Salmon Run boards, visions tiles): one
// JSON file per piece, "<folder>/<id>.json", in the user data folder (UserDataFolder) unless a test
// points it elsewhere. What the user libraries share: where a piece's file is, which ids may name
// one, listing the files, reading one (bounded, CourseFile::MaxFileBytes) and writing one
// atomically, with messages that name the file.
class UserPieceFolder {
    Q_DECLARE_TR_FUNCTIONS(cw::UserPieceFolder)

public:
    // `subfolder` of the application's data folder ("boards", "tiles").
    explicit UserPieceFolder(const QString &subfolder);

    QString path() const { return m_path; }
    void setPath(const QString &path) { m_path = path; }
    QString pathOf(const QString &id) const;

    // Everything named *.json, folders and devices included, so that each can be reported.
    QFileInfoList files() const;
    // The file's JSON object, or nullopt with the reason appended to *reasons.
    static std::optional<QJsonObject> readObject(const QFileInfo &file, QStringList *reasons);
    // Writes `json` to pathOf(id), creating the folder; false with *error naming the folder or
    // the file.
    bool write(const QString &id, const QJsonObject &json, QString *error) const;

    // Whether `id` has the shape of a piece's id: 1 to 32 letters, digits, spaces, '-' or '_',
    // starting with a letter or digit, with no space at either end. Each library also refuses
    // its built-in ids.
    static bool hasIdShape(const QString &id);

private:
    QString m_path;
};

} // namespace cw
