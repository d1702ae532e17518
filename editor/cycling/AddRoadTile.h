#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Adds a tile side at placement `index` (the tiles from there move one on). Selects it.
class AddRoadTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::AddRoadTile)

public:
    AddRoadTile(CyclingRoadDocument *document, int index, const TilePlacement &placement,
                const RoadTile *custom);
};

} // namespace cw::cycling
