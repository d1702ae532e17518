#pragma once

#include "core/PlayerTable.h"

namespace cw::cycling {

// The Players dock's columns for Visions of Rainbows (GameInfo::playerTable).
PlayerTable visionsPlayerTable(const QJsonObject &course);

} // namespace cw::cycling
