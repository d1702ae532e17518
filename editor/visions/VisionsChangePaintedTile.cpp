#include "VisionsChangePaintedTile.h"

#include "VisionsTilePainterDocument.h"
#include "core/UndoCommandIds.h"

namespace cw::visions {

VisionsChangePaintedTile::VisionsChangePaintedTile(VisionsTilePainterDocument *document,
                                                   const VisionsTile &tile, const QString &text,
                                                   int mergeKey)
    : m_document(document), m_tile(tile), m_mergeKey(mergeKey)
{
    setText(text);
}

int VisionsChangePaintedTile::id() const
{
    return m_mergeKey != 0 ? ChangePaintedTileId : -1;
}

// The merged command keeps the tile from before the first edit: after redo() it holds the old
// tile, so the newer command's result is simply applied and forgotten.
bool VisionsChangePaintedTile::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const VisionsChangePaintedTile *>(other);
    if (next->m_mergeKey != m_mergeKey || next->m_document != m_document)
        return false;
    setObsolete(m_tile == m_document->tile());
    return true;
}

void VisionsChangePaintedTile::swap()
{
    VisionsTile tile = m_document->tile();
    std::swap(tile, m_tile);
    m_document->setTile(tile);
}

} // namespace cw::visions
