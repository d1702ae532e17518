#pragma once

#include "visions/VisionsTile.h"

#include <QUndoCommand>

namespace cw::visions {

class VisionsTilePainterDocument;

// Any edit of the tile in the tile painter (its name, shape, rows and their lanes, terrain,
// priority lane and pseudo-spaces): the whole tile swapped in and out. Successive edits with the
// same non-zero merge key (the steps of one spin box, the keys typed into the name) are one undo
// step.
class VisionsChangePaintedTile : public QUndoCommand {
public:
    VisionsChangePaintedTile(VisionsTilePainterDocument *document, const VisionsTile &tile,
                             const QString &text, int mergeKey = 0);

    void redo() override { swap(); }
    void undo() override { swap(); }
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void swap();

    VisionsTilePainterDocument *m_document;
    VisionsTile m_tile;
    int m_mergeKey;
};

} // namespace cw::visions
