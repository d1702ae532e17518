#pragma once

#include "GameSetup.h"

#include <QString>

#include <optional>
#include <vector>

namespace cw {

// Start positions apart from seats. In most games seat s starts at start position s (rowing: lane
// s + 1); a game whose start positions are distinct from its seats (GameInfo::startName) also
// takes GameSetup::options "starts", the start position of each seat, so that the course lab can
// rotate seats and start positions independently and tell their effects apart. The rules then
// give a start position's advantages (a rowing tie to the lower lane) to whichever seat holds it.
struct StartPositions {
    static QString key() { return QStringLiteral("starts"); }

    // The start position of each of the setup's seats: a permutation of 0…seats-1, or empty when
    // the setup assigns none (seat order). nullopt with *error ("options.starts: <reason>") when
    // the value is not such a permutation.
    static std::optional<std::vector<int>> read(const GameSetup &setup, QString *error);
    // The value to put under key(): `starts` as JSON.
    static QJsonValue toJson(const std::vector<int> &starts);
};

} // namespace cw
