#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Puts another tile side at placement `index`, keeping the tiles before and after it and its bonus
// lines. Keeps it selected.
class VisionsReplaceTile : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsReplaceTile)

public:
    VisionsReplaceTile(VisionsCourseDocument *document, int index, const TilePlacement &placement,
                       const VisionsTile *custom);
};

} // namespace cw::visions
