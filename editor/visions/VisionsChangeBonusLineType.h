#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Makes bonus line `line` a sprint line or a Monarch of the Mountain line, where it lies (the
// validator says when its tile's terrain does not suit the new type). Keeps it selected.
class VisionsChangeBonusLineType : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsChangeBonusLineType)

public:
    VisionsChangeBonusLineType(VisionsCourseDocument *document, int line, BonusLine::Type type);
};

} // namespace cw::visions
