#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Puts another tile side at placement `index`, keeping the tiles before and after it and its bonus
// lines. Keeps it selected.
class ReplaceRoadTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::ReplaceRoadTile)

public:
    ReplaceRoadTile(CyclingRoadDocument *document, int index, const TilePlacement &placement,
                    const RoadTile *custom);
};

} // namespace cw::cycling
