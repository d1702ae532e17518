#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Turns the tile at placement `index` over, to its other side; its bonus lines stay. Keeps it
// selected.
class VisionsFlipTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsFlipTile)

public:
    VisionsFlipTile(VisionsCourseDocument *document, int index, const QString &otherSide);
};

} // namespace cw::visions
