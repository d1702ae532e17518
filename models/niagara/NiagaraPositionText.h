#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {
struct GameRecord;
}

namespace cw::niagara {

// The position as text for `coursewright-cli replay` (GameInfo::positionText), from the record's
// setup and the public view only: round, weather, fork, whose decision, each place's gems and one
// row per seat.
QString positionText(const GameRecord &record, const QJsonObject &publicView);

} // namespace cw::niagara
