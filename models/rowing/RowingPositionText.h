#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {
struct GameRecord;
}

namespace cw::rowing {

// The race as text for `coursewright-cli replay` (GameInfo::positionText), from the record's
// setup and the public view (viewFor(-1)) only: whose turn and decision, then one row per boat
// with lane, name, space, metres, rate, stamina and finishing rank.
QString positionText(const GameRecord &record, const QJsonObject &publicView);

} // namespace cw::rowing
