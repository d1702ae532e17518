#pragma once

#include "core/UndoCommandIds.h"
#include "salmon/SalmonRiverBoard.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <vector>

namespace cw::salmon {

class SalmonBoardPainterDocument;

// Sets hexes of the board being painted to new cells (terrain, symbol, arrows, start and spawn
// marks): one brush dab or arrow. Consecutive commands with the same non-zero `mergeKey` (one
// stroke of the mouse) merge into one step, keeping each hex's cell from before the stroke.
class SalmonPaintBoardHexes : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonPaintBoardHexes)

public:
    struct Change {
        Hex hex;
        HexCell cell;
    };

    SalmonPaintBoardHexes(SalmonBoardPainterDocument *document, std::vector<Change> changes,
                          const QString &text, int mergeKey = 0);

    void redo() override;
    void undo() override;
    int id() const override { return PaintBoardHexesId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    SalmonBoardPainterDocument *m_document;
    std::vector<Change> m_after;
    std::vector<Change> m_before; // in the same order; the first stroke's cells when merged
    int m_mergeKey;
};

} // namespace cw::salmon
