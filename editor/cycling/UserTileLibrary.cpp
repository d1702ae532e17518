#include "UserTileLibrary.h"

#include "cycling/TileLibrary.h"

#include <algorithm>

namespace cw::cycling {

UserTileLibrary::UserTileLibrary() : m_folder(QStringLiteral("tiles")) {}

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
    return UserPieceFolder(QStringLiteral("tiles")).path();
}

void UserTileLibrary::setFolder(const QString &folder)
{
    m_folder.setPath(folder);
    reload();
}

std::optional<RoadTile> UserTileLibrary::readTile(const QFileInfo &file, QStringList *reasons) const
{
    const std::optional<QJsonObject> json = UserPieceFolder::readObject(file, reasons);
    if (!json)
        return std::nullopt;
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
    for (const QFileInfo &file : m_folder.files()) {
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
    return UserPieceFolder::hasIdShape(id) && !TileLibrary::find(id);
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
    if (!m_folder.write(tile.id, tile.toJson(), error))
        return false;
    reload();
    return true;
}

} // namespace cw::cycling
