#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {
struct GameRecord;
}

namespace cw::salmon {

// The game as text for `coursewright-cli replay` (GameInfo::positionText), from the record's
// setup and the public view (viewFor(-1)) only: whose turn and decision, the bears and the Fatigue
// deck, then one row per salmon with its hex, hexes left to the spawning ground, card counts,
// Fatigue cards owned and finishing rank.
QString positionText(const GameRecord &record, const QJsonObject &publicView);

} // namespace cw::salmon
