#pragma once

#include "core/PlayerTable.h"

namespace cw::niagara {

// The Players dock's columns for Niagara: cards left, the card shown, canoes, gems on land.
PlayerTable playerTable(const QJsonObject &course);

} // namespace cw::niagara
