#pragma once

#include "core/PlayerTable.h"

namespace cw::salmon {

// The Players dock for Salmon Run (GameInfo::playerTable): salmon with hex, hand, piles, Fatigue
// cards in the discard pile and finishing place. The river does not change the columns.
PlayerTable playerTable(const QJsonObject &course);

} // namespace cw::salmon
