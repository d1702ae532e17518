#pragma once

#include "core/ChangePrintLayout.h"
#include "core/CourseSwapCommand.h"
#include "cycling/CyclingRoad.h"

namespace cw::cycling {

class CyclingRoadDocument;

// QUndoCommand::id() of the road editor's commands that merge (a bonus line's drag). Far from
// the other kinds' ids, as the editor shares one undo group between kinds.
enum CyclingCommandId {
    MoveBonusLineId = 3000,
    RenameRoadId,
};

// Sets the road's print settings and table size (RoadPrintLayout): one step per change.
using SetRoadPrintLayout = ChangePrintLayout<CyclingRoadDocument, CyclingRoad>;

// Base of the road editor's undo commands: the command holds the other road (tiles, bonus
// lines and custom tiles) and redo and undo swap it with the document's (CourseSwapCommand);
// afterwards it selects `selectAfterRedo` or `selectAfterUndo` (-1: the road).
class RoadTilesCommand : public CourseSwapCommand<CyclingRoadDocument, CyclingRoad> {
protected:
    RoadTilesCommand(CyclingRoadDocument *document, const CyclingRoad &changed, int selectAfterRedo,
                     int selectAfterUndo);

    void swap(CyclingRoad &road) override;
    void afterSwap(bool redone) override;

    std::vector<TilePlacement> m_tiles;
    std::vector<BonusLine> m_bonusLines;
    std::vector<RoadTile> m_customTiles;

private:
    int m_selectAfterRedo;
    int m_selectAfterUndo;
};

} // namespace cw::cycling
