#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Removes the tile at placement `index`, with its bonus lines. Selects the road.
class RemoveRoadTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::RemoveRoadTile)

public:
    RemoveRoadTile(CyclingRoadDocument *document, int index);
};

} // namespace cw::cycling
