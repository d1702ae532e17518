#pragma once

#include "core/PlayerTable.h"

namespace cw::rowing {

// The Players dock for a race on `course` (GameInfo::playerTable): boats with space, stroke rate,
// stamina, piles, hand and finishing place.
PlayerTable playerTable(const QJsonObject &course);

} // namespace cw::rowing
