#include "OnlineErrorText.h"

#include "core/Echoed.h"

namespace cw {

QString OnlineErrorText::reason(const QString &code)
{
    // A function, not a table of static strings: each text is translated when it is shown.
    if (code == QLatin1String("unknown-game"))
        return tr("No game has that code: check it with the person who hosts it.");
    if (code == QLatin1String("seat-unavailable"))
        return tr("That seat is not free: the game is full, or the seat is taken or reserved.");
    if (code == QLatin1String("no-spectators"))
        return tr("This game does not allow spectators.");
    if (code == QLatin1String("rate-limited"))
        return tr("Too many attempts: wait a minute, then try again.");
    if (code == QLatin1String("bad-token"))
        return tr("The host no longer knows this seat.");
    if (code == QLatin1String("not-owner"))
        return tr("Only the person who created the game may do that.");
    if (code == QLatin1String("wrong-phase"))
        return tr("That cannot be done at this point of the game.");
    if (code == QLatin1String("seats-open"))
        return tr("A seat is still open: every seat needs a player or an AI before the start.");
    if (code == QLatin1String("not-your-turn"))
        return tr("It is not your turn.");
    if (code == QLatin1String("stale-move"))
        return tr("The game has moved on: your move was not taken.");
    if (code == QLatin1String("illegal-action"))
        return tr("That move is not legal in this position.");
    if (code == QLatin1String("bad-course"))
        return tr("The host cannot use this course.");
    if (code == QLatin1String("bad-setup"))
        return tr("The host cannot set up this game (its options, or too many seats for the "
                  "course).");
    if (code == QLatin1String("too-many-games"))
        return tr("This connection has joined as many games as the host allows.");
    if (code == QLatin1String("too-many-connections"))
        return tr("Too many connections from this address: the host closed this one.");
    if (code == QLatin1String("too-many-errors"))
        return tr("The host closed the connection after too many refused requests.");
    if (code == QLatin1String("storage"))
        return tr("The host could not store that: nothing changed, try again.");
    if (code == QLatin1String("bad-version"))
        return tr("The host does not speak this version of the online protocol.");
    // binary-frame, bad-json, unknown-type, bad-field: this program sent what the host does not
    // read, which the person cannot mend.
    return tr("The host refused the request (%1).").arg(echoed(code));
}

QString OnlineErrorText::text(const OnlineError &error)
{
    const QString why = reason(error.code);
    if (error.field.isEmpty())
        return why;
    return tr("%1 (field: %2)").arg(why, echoed(error.field));
}

} // namespace cw
