#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Moves the tile at placement `index` to placement `to`, with its bonus lines. Keeps it selected.
class VisionsMoveTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsMoveTile)

public:
    VisionsMoveTile(VisionsCourseDocument *document, int index, int to);
};

} // namespace cw::visions
