#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Makes bonus line `line` a sprint line or a Monarch of the Mountain line, where it lies (the
// validator says when its tile's terrain does not suit the new type). Keeps it selected.
class ChangeBonusLineType : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::ChangeBonusLineType)

public:
    ChangeBonusLineType(CyclingRoadDocument *document, int line, BonusLine::Type type);
};

} // namespace cw::cycling
