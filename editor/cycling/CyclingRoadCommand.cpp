#include "CyclingRoadCommand.h"

#include "CyclingRoadDocument.h"

namespace cw::cycling {

RoadTilesCommand::RoadTilesCommand(CyclingRoadDocument *document, const CyclingRoad &changed,
                                   const CourseSelection &selectAfterRedo,
                                   const CourseSelection &selectAfterUndo)
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
    m_document->select(redone ? m_selectAfterRedo : m_selectAfterUndo);
}

} // namespace cw::cycling
