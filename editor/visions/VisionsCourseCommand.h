#pragma once

#include "core/CourseSelection.h"
#include "core/CourseSwapCommand.h"
#include "core/UndoCommandIds.h"
#include "visions/VisionsCourse.h"

namespace cw::visions {

class VisionsCourseDocument;

// Base of the road editor's undo commands: the command holds the other road (tiles, bonus
// lines and custom tiles) and redo and undo swap it with the document's (CourseSwapCommand);
// afterwards it selects `selectAfterRedo` or `selectAfterUndo` (a tile, a bonus line, or the
// road when empty or gone).
class RoadTilesCommand : public CourseSwapCommand<VisionsCourseDocument, VisionsCourse> {
protected:
    RoadTilesCommand(VisionsCourseDocument *document, const VisionsCourse &changed,
                     const CourseSelection &selectAfterRedo,
                     const CourseSelection &selectAfterUndo);

    void swap(VisionsCourse &road) override;
    void afterSwap(bool redone) override;

    std::vector<TilePlacement> m_tiles;
    std::vector<BonusLine> m_bonusLines;
    std::vector<VisionsTile> m_customTiles;

private:
    CourseSelection m_selectAfterRedo;
    CourseSelection m_selectAfterUndo;
};

} // namespace cw::visions
