#pragma once

#include <QCoreApplication>
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
};

// What the Players dock shows for a game: where its view lists the seats ("boats", "salmon"),
// what a seat is called in the name column's header, and the columns after it. Translated.
struct PlayerTable {
    QString seatsKey;
    QString seatHeader;
    QString seatToolTip;
    std::vector<PlayerColumn> columns;
};

class PlayerColumns {
    Q_DECLARE_TR_FUNCTIONS(cw::PlayersDock)

public:
    // The table for a game id; `course` is the game's course (rowing shows metres rowed).
    static PlayerTable forGame(const QString &gameId, const QJsonObject &course);

private:
    static PlayerTable rowing(const QJsonObject &course);
    static PlayerTable salmonRun();
};

} // namespace cw
