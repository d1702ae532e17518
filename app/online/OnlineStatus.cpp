#include "OnlineStatus.h"

#include <QCoreApplication>
#include <QStringList>

namespace cw {

namespace {

// The status line's parts; a class for its translation context.
class OnlineStatus {
    Q_DECLARE_TR_FUNCTIONS(cw::OnlineStatus)

public:
    static QString seatName(const OnlineLobby &lobby, int seat);
    static QString levelName(const QString &level);
    static QString turnText(const OnlineLobby &lobby, const OnlinePosition &position, int mySeat);
    static QString text(const OnlineLobby &lobby, const OnlinePosition &position, int mySeat,
                        int reconnectSecondsLeft);
};

// A seat's name, or its number when it has none yet.
QString OnlineStatus::seatName(const OnlineLobby &lobby, int seat)
{
    const QString name = lobby.seats.value(seat).name;
    return name.isEmpty() ? tr("Seat %1").arg(seat + 1) : name;
}

QString OnlineStatus::levelName(const QString &level)
{
    if (level == QLatin1String("easy"))
        return tr("Easy");
    if (level == QLatin1String("normal"))
        return tr("Normal");
    return tr("Hard");
}

QString OnlineStatus::turnText(const OnlineLobby &lobby, const OnlinePosition &position, int mySeat)
{
    switch (lobby.phase) {
    case OnlineLobby::Phase::Lobby: {
        int open = 0;
        for (const OnlineSeat &seat : lobby.seats)
            open += !isOnlineAiLevel(seat.kind) && !seat.taken;
        if (open > 0)
            return tr("Waiting for %n player(s)", nullptr, open);
        return mySeat == lobby.owner
                   ? tr("Everyone is here: start the game")
                   : tr("Waiting for %1 to start").arg(seatName(lobby, lobby.owner));
    }
    case OnlineLobby::Phase::Over: // only the owner starts a rematch (ResultsActions.qml)
        return mySeat == lobby.owner
                   ? tr("Game over: you may start a rematch")
                   : tr("Game over: %1 may start a rematch").arg(seatName(lobby, lobby.owner));
    case OnlineLobby::Phase::Playing:
        break;
    }
    if (position.over || position.current < 0)
        return tr("Game over");
    if (position.current == mySeat)
        return tr("Your turn");
    //: a seat's turn, by its player's name: "Ann's turn"
    return tr("%1's turn").arg(seatName(lobby, position.current));
}

QString OnlineStatus::text(const OnlineLobby &lobby, const OnlinePosition &position, int mySeat,
                           int reconnectSecondsLeft)
{
    QStringList parts;
    if (reconnectSecondsLeft >= 0) {
        parts.append(reconnectSecondsLeft == 0
                         ? tr("Connection lost: reconnecting…")
                         : tr("Connection lost: reconnecting in %1 s…").arg(reconnectSecondsLeft));
    }
    parts.append(turnText(lobby, position, mySeat));
    for (int i = 0; i < lobby.seats.size(); ++i) {
        const OnlineSeat &seat = lobby.seats[i];
        if (i == mySeat || !seat.taken || isOnlineAiLevel(seat.kind))
            continue; // an AI's seat is never away; my own state is the line above
        const bool standIn = isOnlineAiLevel(seat.playedBy);
        if (!seat.connected && !standIn)
            parts.append(tr("%1 is disconnected").arg(seatName(lobby, i)));
        else if (standIn)
            parts.append(tr("%1 plays for %2").arg(levelName(seat.playedBy), seatName(lobby, i)));
    }
    if (mySeat >= 0 && isOnlineAiLevel(lobby.seats.value(mySeat).playedBy))
        parts.append(
            tr("%1 plays for you until you are back").arg(levelName(lobby.seats[mySeat].playedBy)));
    return parts.join(QStringLiteral(" · "));
}

} // namespace

QString onlineStatusText(const OnlineLobby &lobby, const OnlinePosition &position, int mySeat,
                         int reconnectSecondsLeft)
{
    return OnlineStatus::text(lobby, position, mySeat, reconnectSecondsLeft);
}

bool isOnlineAiLevel(const QString &kind)
{
    return kind == QLatin1String("easy") || kind == QLatin1String("normal") ||
           kind == QLatin1String("hard");
}

QString onlineSeatName(const OnlineLobby &lobby, int seat)
{
    return OnlineStatus::seatName(lobby, seat);
}

QString onlineLevelName(const QString &level)
{
    return OnlineStatus::levelName(level);
}

} // namespace cw
