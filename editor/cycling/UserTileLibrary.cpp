#include "UserTileLibrary.h"

#include "core/AtomicFile.h"
#include "core/BoundedFile.h"
#include "course/CourseFile.h"
#include "cycling/TileLibrary.h"

#include <QDir>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace cw::cycling {

UserTileLibrary::UserTileLibrary() : m_folder(defaultFolder()) {}

UserTileLibrary &UserTileLibrary::instance()
{
    static UserTileLibrary *library = [] {
        auto *created = new UserTileLibrary; // lives as long as the application
        created->reload();
        return created;
    }();
    return *library;
}

QString UserTileLibrary::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/tiles");
}

void UserTileLibrary::setFolder(const QString &folder)
{
    m_folder = folder;
    reload();
}

QString UserTileLibrary::pathOf(const QString &id) const
{
    return QDir(m_folder).filePath(id + QStringLiteral(".json"));
}

std::optional<RoadTile> UserTileLibrary::readTile(const QFileInfo &file, QStringList *reasons) const
{
    QString reason;
    const std::optional<QJsonObject> json =
        BoundedFile::readObject(file.absoluteFilePath(), CourseFile::MaxFileBytes, &reason);
    if (!json) {
        reasons->append(reason);
        return std::nullopt;
    }
    CourseProblems problems;
    std::optional<RoadTile> tile = RoadTile::read(*json, QString(), &problems);
    if (!tile) {
        reasons->append(problemTexts(problems));
        return std::nullopt;
    }
    if (TileLibrary::find(tile->id)) {
        reasons->append(tr("id: “%1” is a built-in tile").arg(tile->id));
        return std::nullopt;
    }
    if (find(tile->id)) {
        reasons->append(tr("id: “%1” is already taken").arg(tile->id));
        return std::nullopt;
    }
    return tile;
}

void UserTileLibrary::reload()
{
    m_tiles.clear();
    m_problems.clear();
    const QFileInfoList files = QDir(m_folder).entryInfoList(
        {QStringLiteral("*.json")}, QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot,
        QDir::Name);
    for (const QFileInfo &file : files) {
        QStringList reasons;
        if (std::optional<RoadTile> tile = readTile(file, &reasons)) {
            m_tiles.push_back(std::move(*tile));
            continue;
        }
        for (const QString &reason : reasons)
            m_problems.append(QStringLiteral("%1: %2").arg(file.fileName(), reason));
    }
    emit changed();
}

const RoadTile *UserTileLibrary::find(const QString &id) const
{
    const auto it = std::find_if(m_tiles.begin(), m_tiles.end(),
                                 [&](const RoadTile &tile) { return tile.id == id; });
    return it == m_tiles.end() ? nullptr : &*it;
}

bool UserTileLibrary::isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[\\w][\\w \\-]{0,31}$"));
    return pattern.match(id).hasMatch() && !TileLibrary::find(id) && id.trimmed() == id;
}

bool UserTileLibrary::save(const RoadTile &tile, QString *error)
{
    if (!isValidId(tile.id)) {
        *error = tr("id: “%1” cannot name a tile: use letters, digits, spaces, '-' or '_', and "
                    "not the id of a built-in tile.")
                     .arg(tile.id);
        return false;
    }
    CourseProblems problems;
    if (!RoadTile::read(tile.toJson(), QString(), &problems)) {
        *error = problemTexts(problems).join(QLatin1Char('\n'));
        return false;
    }
    if (!QDir().mkpath(m_folder)) {
        *error = tr("%1: the folder cannot be created.").arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    const QString path = pathOf(tile.id);
    QString reason;
    if (!AtomicFile::write(path, QJsonDocument(tile.toJson()).toJson(QJsonDocument::Indented),
                           &reason)) {
        *error = tr("%1: cannot be written: %2").arg(QDir::toNativeSeparators(path), reason);
        return false;
    }
    reload();
    return true;
}

} // namespace cw::cycling
