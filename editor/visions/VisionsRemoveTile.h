#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Removes the tile at placement `index`, with its bonus lines. Selects the road.
class VisionsRemoveTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsRemoveTile)

public:
    VisionsRemoveTile(VisionsCourseDocument *document, int index);
};

} // namespace cw::visions
