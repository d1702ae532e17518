#include "VisionsUserTileLibrary.h"

#include "visions/VisionsTileLibrary.h"

#include <algorithm>

namespace cw::visions {

VisionsUserTileLibrary::VisionsUserTileLibrary() : m_folder(QStringLiteral("tiles")) {}

VisionsUserTileLibrary &VisionsUserTileLibrary::instance()
{
    static VisionsUserTileLibrary *library = [] {
        auto *created = new VisionsUserTileLibrary; // lives as long as the application
        created->reload();
        return created;
    }();
    return *library;
}

QString VisionsUserTileLibrary::defaultFolder()
{
    return UserPieceFolder(QStringLiteral("tiles")).path();
}

void VisionsUserTileLibrary::setFolder(const QString &folder)
{
    m_folder.setPath(folder);
    reload();
}

std::optional<VisionsTile> VisionsUserTileLibrary::readTile(const QFileInfo &file,
                                                            QStringList *reasons) const
{
    const std::optional<QJsonObject> json = UserPieceFolder::readObject(file, reasons);
    if (!json)
        return std::nullopt;
    CourseProblems problems;
    std::optional<VisionsTile> tile = VisionsTile::read(*json, QString(), &problems);
    if (!tile) {
        reasons->append(problemTexts(problems));
        return std::nullopt;
    }
    if (VisionsTileLibrary::find(tile->id)) {
        reasons->append(tr("id: “%1” is a built-in tile").arg(tile->id));
        return std::nullopt;
    }
    if (find(tile->id)) {
        reasons->append(tr("id: “%1” is already taken").arg(tile->id));
        return std::nullopt;
    }
    return tile;
}

void VisionsUserTileLibrary::reload()
{
    m_tiles.clear();
    m_problems.clear();
    for (const QFileInfo &file : m_folder.files()) {
        QStringList reasons;
        if (std::optional<VisionsTile> tile = readTile(file, &reasons)) {
            m_tiles.push_back(std::move(*tile));
            continue;
        }
        for (const QString &reason : reasons)
            m_problems.append(QStringLiteral("%1: %2").arg(file.fileName(), reason));
    }
    emit changed();
}

const VisionsTile *VisionsUserTileLibrary::find(const QString &id) const
{
    const auto it = std::find_if(m_tiles.begin(), m_tiles.end(),
                                 [&](const VisionsTile &tile) { return tile.id == id; });
    return it == m_tiles.end() ? nullptr : &*it;
}

bool VisionsUserTileLibrary::isValidId(const QString &id)
{
    return UserPieceFolder::hasIdShape(id) && !VisionsTileLibrary::find(id);
}

bool VisionsUserTileLibrary::save(const VisionsTile &tile, QString *error)
{
    if (!isValidId(tile.id)) {
        *error = tr("id: “%1” cannot name a tile: use letters, digits, spaces, '-' or '_', and "
                    "not the id of a built-in tile.")
                     .arg(tile.id);
        return false;
    }
    CourseProblems problems;
    if (!VisionsTile::read(tile.toJson(), QString(), &problems)) {
        *error = problemTexts(problems).join(QLatin1Char('\n'));
        return false;
    }
    if (!m_folder.write(tile.id, tile.toJson(), error))
        return false;
    reload();
    return true;
}

} // namespace cw::visions
