#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Moves the tile at placement `index` to placement `to`, with its bonus lines. Keeps it selected.
class MoveRoadTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::MoveRoadTile)

public:
    MoveRoadTile(CyclingRoadDocument *document, int index, int to);
};

} // namespace cw::cycling
