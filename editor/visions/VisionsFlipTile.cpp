#include "VisionsFlipTile.h"

#include "VisionsCourseDocument.h"
#include "VisionsCourseEdits.h"

namespace cw::visions {

VisionsFlipTile::VisionsFlipTile(VisionsCourseDocument *document, int index,
                                 const QString &otherSide)
    : RoadTilesCommand(document,
                       edits::withTileReplaced(
                           document->road(), index,
                           {document->road().tiles[std::size_t(index)].tile, otherSide}, nullptr),
                       VisionsCourseDocument::tileSelection(index), document->selection())
{
    setText(tr("Flip Tile %1").arg(index + 1));
}

} // namespace cw::visions
