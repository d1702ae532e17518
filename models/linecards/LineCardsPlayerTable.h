#pragma once

#include "core/PlayerTable.h"

namespace cw::linecards {

// The Players dock's columns for Line cards: energy, hand and deck sizes, cards laid this turn
// and the finishing place, read from the public view's "players".
PlayerTable playerTable(const QJsonObject &course);

} // namespace cw::linecards
