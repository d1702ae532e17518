// What OnlineClient does with each message of a host: read by OnlineMessages, checked against the
// game it joined (seat, seat count, the copy loaded with cw::loadSeatCopy, the record once over:
// OnlineClientRecord.cpp), and only then told.
// Anything unreadable ends the connection with the reason, naming the field.
#include "OnlineClient.h"

#include "OnlineErrorText.h"
#include "core/GameRegistry.h"
#include "core/SeatCopy.h"

namespace cw {

namespace {

OnlineClient::Phase phaseOf(OnlineLobby::Phase phase)
{
    switch (phase) {
    case OnlineLobby::Phase::Lobby:
        return OnlineClient::Phase::Lobby;
    case OnlineLobby::Phase::Playing:
        return OnlineClient::Phase::Playing;
    case OnlineLobby::Phase::Over:
        return OnlineClient::Phase::Over;
    }
    return OnlineClient::Phase::Lobby;
}

} // namespace

void OnlineClient::frameReceived(const QString &text)
{
    if (m_phase == Phase::Closed)
        return;
    QString type;
    QString error;
    bool otherVersion = false;
    const std::optional<QJsonObject> json =
        OnlineMessages::readEnvelope(text.toUtf8(), &type, &error, &otherVersion);
    if (otherVersion)
        return fail(tr("The host speaks another version of the online protocol than this "
                       "version of Coursewright (%1).")
                        .arg(error));
    if (!json)
        return unreadable(error);
    if (type == QLatin1String("error"))
        return receivedError(*json);
    if (type == QLatin1String("joined"))
        return receivedJoined(*json);
    if (!m_hasJoined)
        return unreadable(tr("%1: sent before joined").arg(type.left(64)));
    if (type == QLatin1String("lobby"))
        return receivedLobby(*json);
    if (type == QLatin1String("position"))
        return receivedPosition(*json);
    if (type == QLatin1String("chat"))
        return receivedChat(*json);
    unreadable(tr("message.type: \"%1\" is not a message of the protocol").arg(type.left(64)));
}

void OnlineClient::unreadable(const QString &reason)
{
    fail(tr("The host sent what this version of Coursewright cannot read: %1").arg(reason));
}

void OnlineClient::receivedJoined(const QJsonObject &json)
{
    OnlineJoined joined;
    QString error;
    if (!OnlineMessages::readJoined(json, &joined, &error))
        return unreadable(error);
    if (m_hasJoined) {
        // The answer to `resume`: the same game and seat, no token.
        if (joined.code != m_joined.code || joined.seat != m_joined.seat)
            return unreadable(tr("joined: another game or seat than this client's"));
        m_connectTimer.stop();
        m_tickTimer.stop();
        setPhase(phaseOf(m_lobby.phase));
        emit reconnected();
        return;
    }
    if (joined.seat >= 0 && joined.token.isEmpty())
        return unreadable(tr("joined.token: missing"));
    GameSetup context;
    context.gameId = joined.gameId;
    context.course = joined.course;
    context.options = joined.options;
    for (int seat = 0; seat < joined.seats; ++seat)
        context.seats.append({QString(), defaultSeatColour(seat), Controller::Human});
    std::unique_ptr<Game> game = GameRegistry::create(context, &error);
    if (!game)
        return unreadable(QStringLiteral("joined: %1").arg(error));
    m_connectTimer.stop();
    m_token = joined.token;
    joined.token.clear(); // kept here only
    m_joined = joined;
    m_context = context;
    m_contextGame = std::move(game);
    m_hasJoined = true;
    setPhase(Phase::Lobby);
    emit this->joined();
}

void OnlineClient::receivedLobby(const QJsonObject &json)
{
    OnlineLobby lobby;
    QString error;
    if (!OnlineMessages::readLobby(json, &lobby, &error))
        return unreadable(error);
    if (lobby.code != m_joined.code)
        return unreadable(tr("lobby.code: another game than this client's"));
    if (lobby.seats.size() != m_joined.seats)
        return unreadable(tr("lobby.seats: %1 seats in a game of %2")
                              .arg(lobby.seats.size())
                              .arg(m_joined.seats));
    for (qsizetype i = 0; i < lobby.seats.size(); ++i) {
        m_context.seats[i].name = lobby.seats[i].name;
        if (!lobby.seats[i].colour.isEmpty())
            m_context.seats[i].colour = lobby.seats[i].colour;
    }
    m_lobby = lobby;
    if (m_phase != Phase::Reconnecting)
        setPhase(phaseOf(lobby.phase));
    emit lobbyChanged();
}

void OnlineClient::receivedPosition(const QJsonObject &json)
{
    OnlinePosition position;
    QString error;
    if (!OnlineMessages::readPosition(json, &position, &error))
        return unreadable(error);
    if (position.seat != m_joined.seat)
        return unreadable(tr("position.seat: %1, not this client's seat").arg(position.seat));
    if (position.current >= m_joined.seats)
        return unreadable(tr("position.current: %1 is not a seat").arg(position.current));
    if (position.over && position.ranks.size() != m_joined.seats)
        return unreadable(tr("position.ranks: %1 ranks for %2 seats")
                              .arg(position.ranks.size())
                              .arg(m_joined.seats));
    if (position.movesFrom > m_moves.size())
        return unreadable(tr("position.movesFrom: %1, beyond the %2 moves known")
                              .arg(position.movesFrom)
                              .arg(m_moves.size()));
    std::unique_ptr<Game> game = loadSeatCopy(*m_contextGame, position.copy, &error);
    if (!game)
        return unreadable(QStringLiteral("position.copy: %1").arg(error));
    if (game->isOver() != position.over)
        return unreadable(tr("position.over: the copy says otherwise"));
    // What the seat saves as this game (OnlineGame): refused unless it is the game joined.
    if (position.over && !recordMatches(position, *game, &error))
        return unreadable(error);
    m_moves = m_moves.mid(0, position.movesFrom) + position.moves;
    m_position = position;
    m_game = std::move(game);
    setPhase(position.over ? Phase::Over : Phase::Playing);
    emit positionReceived(m_position);
}

void OnlineClient::receivedChat(const QJsonObject &json)
{
    OnlineChat chat;
    QString error;
    if (!OnlineMessages::readChat(json, &chat, &error))
        return unreadable(error);
    emit chatReceived(chat.seat, chat.name, chat.text);
}

void OnlineClient::receivedError(const QJsonObject &json)
{
    OnlineError refusal;
    QString error;
    if (!OnlineMessages::readError(json, &refusal, &error))
        return unreadable(error);
    const QString text = OnlineErrorText::text(refusal);
    const bool closing = refusal.code == QLatin1String("too-many-errors") ||
                         refusal.code == QLatin1String("too-many-connections");
    if (m_phase == Phase::Reconnecting || closing)
        return fail(text); // the seat cannot come back (the game or its seat is gone)
    emit refused(text);
    if (!m_hasJoined)
        finish(); // the first request refused: nothing to stay connected for
}

} // namespace cw
