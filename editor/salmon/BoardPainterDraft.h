#pragma once

#include "salmon/RiverBoard.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace cw::salmon {

// The board painter's unsaved board, kept from one session of the painter to the next (and across
// a quit or a crash): one JSON file, the board as RiverBoard::toJson writes it, at path(). The
// painter writes it whenever its board has changes not saved to the library, removes it when the
// board is saved or the user discards it, and restores it when it opens.
class BoardPainterDraft {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::BoardPainterDraft)

public:
    // "board-painter-draft.json" in QStandardPaths::AppDataLocation, next to the user's "boards"
    // folder (outside it, so the library never lists a draft); tests point it elsewhere.
    static QString path();
    static void setPath(const QString &path);

    // Writes `board` atomically (QSaveFile). False with *error naming the file when it cannot.
    static bool write(const RiverBoard &board, QString *error);
    // The draft, or nothing: *error is empty when there is none, and names the file, the field
    // and the reason when there is one that cannot be read.
    static std::optional<RiverBoard> read(QString *error);
    static void remove();
};

} // namespace cw::salmon
