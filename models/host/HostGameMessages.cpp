// What HostGame sends (docs/protocol.md, "Host to client"): the lobby, each client's position
// with its own copy, log lines and move names.
#include "HostGame.h"

#include "core/SeatCopy.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cw {

namespace {

// The last `count` of `lines`.
QStringList lastLines(const QStringList &lines, int count)
{
    return lines.mid(std::max<qsizetype>(0, lines.size() - count));
}

} // namespace

void HostGame::send(ClientId client, const QJsonObject &message) const
{
    m_context.deliver(client, QJsonDocument(message).toJson(QJsonDocument::Compact));
}

void HostGame::broadcast(const QJsonObject &message) const
{
    const QByteArray frame = QJsonDocument(message).toJson(QJsonDocument::Compact);
    for (const auto &[id, client] : m_clients)
        m_context.deliver(id, frame);
}

QJsonObject HostGame::joinedMessage(int seat, const QString &token) const
{
    QJsonObject message{{QStringLiteral("v"), HostMessage::Version},
                        {QStringLiteral("type"), QStringLiteral("joined")},
                        {QStringLiteral("code"), m_code},
                        {QStringLiteral("seat"), seat},
                        {QStringLiteral("game"), m_setup.gameId},
                        {QStringLiteral("course"), m_setup.course},
                        {QStringLiteral("options"), m_setup.options},
                        {QStringLiteral("seats"), int(m_lobby.seats.size())}};
    if (!token.isEmpty())
        message.insert(QStringLiteral("token"), token);
    return message;
}

QJsonObject HostGame::lobbyMessage() const
{
    QJsonArray seats;
    for (std::size_t i = 0; i < m_lobby.seats.size(); ++i) {
        const HostSeat &seat = m_lobby.seats[i];
        QString playedBy;
        if (seat.isAi())
            playedBy = HostMessage::seatKindKey(seat.kind);
        else if (seat.left || m_standIn[i])
            playedBy = QStringLiteral("easy");
        else if (seat.filled())
            playedBy = QStringLiteral("human");
        seats.append(QJsonObject{{QStringLiteral("kind"), HostMessage::seatKindKey(seat.kind)},
                                 {QStringLiteral("name"), seat.name},
                                 {QStringLiteral("colour"), seat.colour},
                                 {QStringLiteral("taken"), seat.filled()},
                                 {QStringLiteral("connected"), connected(int(i))},
                                 {QStringLiteral("playedBy"), playedBy}});
    }
    const auto spectating = std::count_if(m_clients.begin(), m_clients.end(),
                                          [](const auto &entry) { return entry.second.seat < 0; });
    return {{QStringLiteral("v"), HostMessage::Version},
            {QStringLiteral("type"), QStringLiteral("lobby")},
            {QStringLiteral("code"), m_code},
            {QStringLiteral("phase"), HostLobby::phaseKey(m_lobby.phase)},
            {QStringLiteral("owner"), m_lobby.owner},
            {QStringLiteral("spectators"), m_lobby.spectators},
            {QStringLiteral("drop"),
             QJsonObject{{QStringLiteral("policy"),
                          m_lobby.drop.easy ? QStringLiteral("easy") : QStringLiteral("wait")},
                         {QStringLiteral("delay"), m_lobby.drop.delaySeconds}}},
            {QStringLiteral("moves"), int(m_actions.size())},
            {QStringLiteral("spectating"), int(spectating)},
            {QStringLiteral("seats"), seats}};
}

QJsonObject HostGame::positionMessage(Client &client, const QByteArray &copy,
                                      const QStringList &log, const HostNarration *words)
{
    // The move list in the client's language, as its seat reads it.
    QJsonArray moves;
    const int moveCount = words ? words->moves().size() : 0;
    for (int i = client.movesSent; i < moveCount; ++i)
        moves.append(QJsonObject{{QStringLiteral("seat"), words->moves().seat(i)},
                                 {QStringLiteral("name"), words->moves().name(i, client.seat)}});
    QJsonObject message{{QStringLiteral("v"), HostMessage::Version},
                        {QStringLiteral("type"), QStringLiteral("position")},
                        {QStringLiteral("code"), m_code},
                        {QStringLiteral("seat"), client.seat},
                        {QStringLiteral("move"), int(m_actions.size())},
                        {QStringLiteral("current"), m_game->currentSeat()},
                        {QStringLiteral("over"), m_game->isOver()},
                        {QStringLiteral("copy"), QString::fromLatin1(copy.toBase64())},
                        {QStringLiteral("log"), QJsonArray::fromStringList(log)},
                        {QStringLiteral("movesFrom"), client.movesSent},
                        {QStringLiteral("moves"), moves}};
    if (m_game->isOver()) {
        QJsonArray ranks;
        for (int rank : m_game->ranks())
            ranks.append(rank);
        message.insert(QStringLiteral("ranks"), ranks);
        // The whole record, so that every seat can save the game as an ordinary .cwgame; only
        // once over, because it holds the seed (docs/protocol.md, "position").
        message.insert(QStringLiteral("record"), record().toJson());
    }
    client.movesSent = moveCount;
    return message;
}

void HostGame::sendPositions(const NewLines &log)
{
    // One copy per viewer, made from that viewer's own generator: a seat's bytes depend on what
    // it may see only (docs/seat-copy.md).
    std::map<int, QByteArray> copies;
    std::unique_ptr<Game> dealt;
    const Game &source = copySource(&dealt);
    for (auto &[id, client] : m_clients) {
        auto made = copies.find(client.seat);
        if (made == copies.end())
            made = copies
                       .emplace(client.seat, makeSeatCopy(source, client.seat,
                                                          m_copyRngs[std::size_t(client.seat + 1)]))
                       .first;
        const HostNarration *words = narrationIn(client.language);
        send(id, positionMessage(client, made->second,
                                 log.count(client.language) > 0 ? log.at(client.language)
                                                                : QStringList(),
                                 words));
    }
}

void HostGame::sendPosition(ClientId id)
{
    Client &client = m_clients.at(id);
    client.movesSent = 0;
    std::unique_ptr<Game> dealt;
    const QByteArray copy =
        makeSeatCopy(copySource(&dealt), client.seat, m_copyRngs[std::size_t(client.seat + 1)]);
    const HostNarration *words = narrationIn(client.language);
    const QStringList log =
        words ? lastLines(words->log(), HostNarration::MaxLogHistory) : QStringList();
    send(id, positionMessage(client, copy, log, words));
}

const Game &HostGame::copySource(std::unique_ptr<Game> *dealt) const
{
    if (!m_context.dealCopies)
        return *m_game;
    *dealt = m_game->clone();
    m_context.dealCopies(**dealt);
    return **dealt;
}

} // namespace cw
