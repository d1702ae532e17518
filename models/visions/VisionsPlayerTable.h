#pragma once

#include "core/PlayerTable.h"

namespace cw::visions {

// The Players dock's columns for Visions of Rainbows (GameInfo::playerTable).
PlayerTable visionsPlayerTable(const QJsonObject &course);

} // namespace cw::visions
