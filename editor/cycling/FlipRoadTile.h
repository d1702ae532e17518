#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Turns the tile at placement `index` over, to its other side; its bonus lines stay. Keeps it
// selected.
class FlipRoadTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::FlipRoadTile)

public:
    FlipRoadTile(CyclingRoadDocument *document, int index, const QString &otherSide);
};

} // namespace cw::cycling
