#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {
struct GameRecord;
}

namespace cw::linecards {

// The game as text for `coursewright-cli replay` (GameInfo::positionText), from the record's
// seats and the public view only: turn, phase and who decides, the grid (each card as its
// owner's number and the way its line travels, "S" for a start card), then one row per player.
QString positionText(const GameRecord &record, const QJsonObject &publicView);

} // namespace cw::linecards
