#include "CyclingRoadCommand.h"

#include "CyclingRoadDocument.h"

namespace cw::cycling {

RoadTilesCommand::RoadTilesCommand(CyclingRoadDocument *document, const CyclingRoad &changed,
                                   int selectAfterRedo, int selectAfterUndo)
    : CourseSwapCommand(document), m_tiles(changed.tiles), m_bonusLines(changed.bonusLines),
      m_customTiles(changed.customTiles), m_selectAfterRedo(selectAfterRedo),
      m_selectAfterUndo(selectAfterUndo)
{
}

void RoadTilesCommand::swap(CyclingRoad &road)
{
    std::swap(road.tiles, m_tiles);
    std::swap(road.bonusLines, m_bonusLines);
    std::swap(road.customTiles, m_customTiles);
}

void RoadTilesCommand::afterSwap(bool redone)
{
    const int tile = redone ? m_selectAfterRedo : m_selectAfterUndo;
    if (tile >= 0 && tile < int(m_document->road().tiles.size()))
        m_document->selectTile(tile);
    else
        m_document->selectRoad();
}

} // namespace cw::cycling
