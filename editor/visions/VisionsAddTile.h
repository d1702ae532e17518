#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Adds a tile side at placement `index` (the tiles from there move one on). Selects it.
class VisionsAddTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsAddTile)

public:
    VisionsAddTile(VisionsCourseDocument *document, int index, const TilePlacement &placement,
                   const VisionsTile *custom);
};

} // namespace cw::visions
