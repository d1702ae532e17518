#pragma once

#include "core/GameRecord.h"

#include <QJsonObject>
#include <QString>

namespace cw::cli {

// A readable description of a position for the terminal, built from the game's public view
// (viewFor(-1)) and the record's setup (seat names, course): who is where, whose turn it is and
// in which phase. Games without a text form of their own are printed as their view's JSON.
QString describePosition(const GameRecord &record, const QJsonObject &publicView);

// The rowing race's form (RowingPositionText.cpp): one row per boat with lane, name, space,
// metres, rate, stamina and finishing rank.
QString describeRowingPosition(const GameRecord &record, const QJsonObject &publicView);

// Salmon Run's form (SalmonPositionText.cpp): whose turn and decision, the bears and the Fatigue
// deck, then one row per salmon with its hex, hexes left to the spawning ground, card counts,
// Fatigue cards owned and finishing rank.
QString describeSalmonPosition(const GameRecord &record, const QJsonObject &publicView);

} // namespace cw::cli
