#pragma once

#include <QJsonObject>
#include <QString>

#include <functional>
#include <vector>

namespace cw {

// One column of the Players dock after the name: its header, the tool tip explaining it, and its
// text for one seat, read from that seat's entry in the spectator's view (viewFor(-1)).
struct PlayerColumn {
    QString header;
    QString toolTip;
    std::function<QString(const QJsonObject &seat)> text;
    // The widest text the column can show in this game, when it varies in length as the game
    // goes on: the dock makes room for it from the start, so it never widens under the pointer.
    QString widest = {};
    // The header in a dock too narrow for every column (issue 54: 150 % text at 1280 × 720), an
    // abbreviation a few letters long; empty when the header is short already. The dock gives
    // the full header in the column's tool tip and to a screen reader.
    QString shortHeader = {};
};

// What the Players dock shows for a game (GameInfo::playerTable): where its public view lists the
// seats ("boats", "salmon"), what a seat is called in the name column's header, and the columns
// after it. Translated when it is made, so the dock asks again after a language change.
struct PlayerTable {
    QString seatsKey;
    QString seatHeader;
    QString seatToolTip;
    std::vector<PlayerColumn> columns;
};

} // namespace cw

namespace cw {

// The number under `key` in a seat's view entry, as text ("4").
QString seatViewNumber(const QJsonObject &seat, const char *key);
// The seat's finishing place ("rank" in its view entry) once it has one, else empty.
QString seatViewPlace(const QJsonObject &seat);

} // namespace cw
