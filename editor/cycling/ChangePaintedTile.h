#pragma once

#include "cycling/RoadTile.h"

#include <QUndoCommand>

namespace cw::cycling {

class TilePainterDocument;

// Any edit of the tile in the tile painter (its name, shape, rows and their lanes, terrain,
// priority lane and pseudo-spaces): the whole tile swapped in and out. Successive edits with the
// same non-zero merge key (the steps of one spin box, the keys typed into the name) are one undo
// step.
class ChangePaintedTile : public QUndoCommand {
public:
    ChangePaintedTile(TilePainterDocument *document, const RoadTile &tile, const QString &text,
                      int mergeKey = 0);

    void redo() override { swap(); }
    void undo() override { swap(); }
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void swap();

    TilePainterDocument *m_document;
    RoadTile m_tile;
    int m_mergeKey;
};

} // namespace cw::cycling
