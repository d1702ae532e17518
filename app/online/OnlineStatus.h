#pragma once

#include "session/OnlineLobby.h"
#include "session/OnlinePosition.h"

#include <QString>

namespace cw {

// The status line of a game played online, in the interface language: whose turn it is ("Your
// turn", "Ann's turn"), who is disconnected, who plays for whom ("Easy plays for Bob") and,
// while this app's own connection is lost, "Reconnecting in 4 s…". `mySeat` is -1 for a
// spectator; `reconnectSecondsLeft` is negative while connected. Parts are joined by " · ".
// Names are the lobby's, plain text: the line is never shown as rich text.
QString onlineStatusText(const OnlineLobby &lobby, const OnlinePosition &position, int mySeat,
                         int reconnectSecondsLeft);

// The parts the lobby shows too, said once: whether a seat kind or `playedBy` is an AI level
// ("easy", "normal", "hard"), a seat's name (its number while it has none), and a level's name.
bool isOnlineAiLevel(const QString &kind);
QString onlineSeatName(const OnlineLobby &lobby, int seat);
QString onlineLevelName(const QString &level);

} // namespace cw
