#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cw {

// Atomic writes (QSaveFile) with the two checks every writer needs: the target must be a file
// that may be replaced, and what an interrupted write of the same target left behind is cleaned
// up, never anything else.
class AtomicFile {
    Q_DECLARE_TR_FUNCTIONS(cw::AtomicFile)

public:
    // A leftover is only removed once it has not changed for this long: a younger one may be a
    // write still under way in another process.
    static constexpr int StaleAfterSeconds = 10 * 60;

    // Whether `path` may be written: a new name or a regular file. A folder, a device, a FIFO or
    // a socket is refused with *reason set ("not a regular file: …"): an atomic write would put a
    // regular file in its place.
    static bool checkTarget(const QString &path, QString *reason);

    // Removes, in `path`'s folder, what interrupted atomic writes of `path` left behind and is
    // ours: QSaveFile's "<name>.XXXXXX" temporary files and the ".<name>.pages-XXXXXX" folders of
    // multi-page exports (PrintExport), owned by this user and unchanged for StaleAfterSeconds.
    // Files of other names, of other users or still changing are left alone.
    static void removeStale(const QString &path);

    // Writes `data` to `path` atomically: checkTarget(), removeStale(), then QSaveFile. Returns
    // false with *reason set (the caller names the file); the old file then stays whole.
    static bool write(const QString &path, const QByteArray &data, QString *reason);

    // The name pattern of an export set's temporary folder for `path` ("." + name + ".pages-").
    static QString setFolderPrefix(const QString &path);
};

} // namespace cw
