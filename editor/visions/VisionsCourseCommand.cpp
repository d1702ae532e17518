#include "VisionsCourseCommand.h"

#include "VisionsCourseDocument.h"

namespace cw::visions {

RoadTilesCommand::RoadTilesCommand(VisionsCourseDocument *document, const VisionsCourse &changed,
                                   const CourseSelection &selectAfterRedo,
                                   const CourseSelection &selectAfterUndo)
    : CourseSwapCommand(document), m_tiles(changed.tiles), m_bonusLines(changed.bonusLines),
      m_customTiles(changed.customTiles), m_selectAfterRedo(selectAfterRedo),
      m_selectAfterUndo(selectAfterUndo)
{
}

void RoadTilesCommand::swap(VisionsCourse &road)
{
    std::swap(road.tiles, m_tiles);
    std::swap(road.bonusLines, m_bonusLines);
    std::swap(road.customTiles, m_customTiles);
}

void RoadTilesCommand::afterSwap(bool redone)
{
    m_document->select(redone ? m_selectAfterRedo : m_selectAfterUndo);
}

} // namespace cw::visions
