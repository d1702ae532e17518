#pragma once

#include "core/UserPieceFolder.h"
#include "salmon/SalmonRiverBoard.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

#include <vector>

namespace cw::salmon {

// The user's own boards, made with the board painter: one JSON file per board side,
// "<folder>/<id>.json" (SalmonRiverBoard::toJson), in "boards" in the user data folder
// (UserDataFolder). Shared by every editor window (instance()); the Library (palette) lists them
// after the built-in boards, and a river that uses one embeds a copy (SalmonCourse::customBoards),
// so a river file never depends on this folder. Files that cannot be read (not JSON, truncated,
// wrong types, a built-in or taken id, too large, a folder or a device named *.json) are skipped,
// each reported once by skipped() with its reasons (the palette lists them), and never changed;
// writes are atomic (AtomicFile).
class SalmonUserBoardLibrary : public QObject {
    Q_OBJECT
public:
    static SalmonUserBoardLibrary &instance();

    // The folder the boards live in; tests point it at a temporary one. Setting it reloads.
    QString folder() const { return m_folder.path(); }
    void setFolder(const QString &folder);
    static QString defaultFolder();

    // Reads the folder again (emits changed()).
    void reload();
    const std::vector<SalmonRiverBoard> &boards() const { return m_boards; }
    const SalmonRiverBoard *find(const QString &id) const;
    // A file skipped on the last reload, with every reason found ("hexes[3].terrain: …").
    struct Skipped {
        QString fileName;
        QStringList reasons;
    };
    const std::vector<Skipped> &skipped() const { return m_skipped; }
    // The same, one line per reason: "file.json: hexes[3].terrain: …".
    QStringList problems() const;

    // Writes `board` to "<folder>/<id>.json", replacing a board of that id. Built-in ids are
    // refused. False with *error set (naming the file) when it cannot be written.
    bool save(const SalmonRiverBoard &board, QString *error);
    bool remove(const QString &id, QString *error);
    // `base` made into an id no built-in or user board has: "Pool", "Pool 2", …
    QString uniqueId(const QString &base) const;
    // Whether `id` can name a user board: 1 to 32 letters, digits, spaces, '-' or '_', and not a
    // built-in id.
    static bool isValidId(const QString &id);

signals:
    void changed();

private:
    SalmonUserBoardLibrary();
    // Reads one board file; nullopt with the reasons when it is skipped.
    std::optional<SalmonRiverBoard> readBoard(const QFileInfo &file, QStringList *reasons) const;

    UserPieceFolder m_folder;
    std::vector<SalmonRiverBoard> m_boards;
    std::vector<Skipped> m_skipped;
};

} // namespace cw::salmon
