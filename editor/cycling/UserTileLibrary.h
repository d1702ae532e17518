#pragma once

#include "core/UserPieceFolder.h"
#include "cycling/RoadTile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cw::cycling {

// The user's own tiles, made with the tile painter: one JSON file per tile, "<folder>/<id>.json"
// (RoadTile::toJson), in "tiles" in the user data folder (UserDataFolder). Shared by every editor
// window (instance()); the palette lists them after the built-in tiles, and a road that uses one
// embeds a copy (CyclingRoad::customTiles), so a road file never depends on this folder. Files
// that cannot be read (not JSON, wrong fields, a built-in or taken id, too large) are skipped,
// reported by problems() naming the file and the field, and never changed; writes are atomic.
class UserTileLibrary : public QObject {
    Q_OBJECT
public:
    static UserTileLibrary &instance();

    // The folder the tiles live in; tests point it at a temporary one. Setting it reloads.
    QString folder() const { return m_folder.path(); }
    void setFolder(const QString &folder);
    static QString defaultFolder();

    // Reads the folder again (emits changed()).
    void reload();
    const std::vector<RoadTile> &tiles() const { return m_tiles; }
    const RoadTile *find(const QString &id) const;
    // One line per reason a file was skipped on the last reload: "file.json: sides[0].…: …".
    const QStringList &problems() const { return m_problems; }

    // Writes `tile` to "<folder>/<id>.json", replacing a tile of that id. Built-in ids and tiles
    // that are not sound (RoadTile::read) are refused. False with *error set (naming the file or
    // the field) when it cannot be written.
    bool save(const RoadTile &tile, QString *error);
    // Whether `id` can name a user tile: 1 to 32 letters, digits, spaces, '-' or '_', and not a
    // built-in id.
    static bool isValidId(const QString &id);

signals:
    void changed();

private:
    UserTileLibrary();
    std::optional<RoadTile> readTile(const QFileInfo &file, QStringList *reasons) const;

    UserPieceFolder m_folder;
    std::vector<RoadTile> m_tiles;
    QStringList m_problems;
};

} // namespace cw::cycling
