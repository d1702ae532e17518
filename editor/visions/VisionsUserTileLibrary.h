#pragma once

#include "core/UserPieceFolder.h"
#include "visions/VisionsTile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cw::visions {

// The user's own tiles, made with the tile painter: one JSON file per tile, "<folder>/<id>.json"
// (VisionsTile::toJson), in "tiles" in the user data folder (UserDataFolder). Shared by every
// editor window (instance()); the palette lists them after the built-in tiles, and a road that uses
// one embeds a copy (VisionsCourse::customTiles), so a road file never depends on this folder.
// Files that cannot be read (not JSON, wrong fields, a built-in or taken id, too large) are
// skipped, reported by problems() naming the file and the field, and never changed; writes are
// atomic.
class VisionsUserTileLibrary : public QObject {
    Q_OBJECT
public:
    static VisionsUserTileLibrary &instance();

    // The folder the tiles live in; tests point it at a temporary one. Setting it reloads.
    QString folder() const { return m_folder.path(); }
    void setFolder(const QString &folder);
    static QString defaultFolder();

    // Reads the folder again (emits changed()).
    void reload();
    const std::vector<VisionsTile> &tiles() const { return m_tiles; }
    const VisionsTile *find(const QString &id) const;
    // One line per reason a file was skipped on the last reload: "file.json: sides[0].…: …".
    const QStringList &problems() const { return m_problems; }

    // Writes `tile` to "<folder>/<id>.json", replacing a tile of that id. Built-in ids and tiles
    // that are not sound (VisionsTile::read) are refused. False with *error set (naming the file or
    // the field) when it cannot be written.
    bool save(const VisionsTile &tile, QString *error);
    // Whether `id` can name a user tile: 1 to 32 letters, digits, spaces, '-' or '_', and not a
    // built-in id.
    static bool isValidId(const QString &id);

signals:
    void changed();

private:
    VisionsUserTileLibrary();
    std::optional<VisionsTile> readTile(const QFileInfo &file, QStringList *reasons) const;

    UserPieceFolder m_folder;
    std::vector<VisionsTile> m_tiles;
    QStringList m_problems;
};

} // namespace cw::visions
