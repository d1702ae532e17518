#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {
struct GameRecord;
}

namespace cw::visions {

// The position as text for `coursewright-cli replay` (GameInfo::positionText), from the record's
// setup and the public view only: phase, stage and whose decision, then one line per rider, best
// placed first.
QString visionsPositionText(const GameRecord &record, const QJsonObject &publicView);

} // namespace cw::visions
