#include "Host.h"

#include "HostCode.h"
#include "HostMemory.h"
#include "HostStore.h"

#include <QJsonDocument>
#include <QWebSocket>
#include <QWebSocketServer>

namespace cw {

namespace {

constexpr qint64 GuessWindowMs = 60000;
// How often the freed memory goes back to the system (HostMemory.h).
constexpr int ReleaseIntervalMs = 1000;

template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

Host::Host(HostStore *store, const Limits &limits, QObject *parent)
    : QObject(parent), m_store(store), m_group(store), m_limits(limits)
{
    m_clock.start();
    connect(&m_releaseTimer, &QTimer::timeout, this, &releaseFreedMemory);
}

Host::~Host()
{
    close();
}

HostGame::Context Host::context()
{
    HostGame::Context context;
    context.store = m_store;
    context.group = &m_group;
    context.deliver = [this](HostGame::ClientId id, const QByteArray &frame) {
        deliver(id, frame);
    };
    context.dropDelayMs = m_limits.dropDelayMs;
    context.copySeed = m_limits.copySeed;
    context.gameSeed = m_limits.gameSeed;
    context.dealCopies = m_limits.dealCopies;
    return context;
}

bool Host::listen(const QHostAddress &address, quint16 port,
                  const std::optional<QSslConfiguration> &tls, QString *error)
{
    const std::optional<std::vector<HostedGame>> stored = m_store->loadGames(error);
    if (!stored)
        return false;
    for (const HostedGame &hosted : *stored) {
        QString reason;
        std::unique_ptr<HostGame> game = HostGame::restore(hosted, context(), &reason);
        if (!game) {
            // One damaged game does not keep the others from being played.
            qWarning("coursewright-server: game %s not resumed: %s", qPrintable(hosted.code),
                     qPrintable(reason));
            continue;
        }
        m_games[hosted.code] = std::move(game);
    }
    m_server = new QWebSocketServer(
        QStringLiteral("coursewright-server"),
        tls ? QWebSocketServer::SecureMode : QWebSocketServer::NonSecureMode, this);
    if (tls)
        m_server->setSslConfiguration(*tls);
    m_server->setHandshakeTimeout(std::chrono::milliseconds(m_limits.handshakeTimeoutMs));
    connect(m_server, &QWebSocketServer::newConnection, this, &Host::accept);
    if (!m_server->listen(address, port)) {
        *error = QStringLiteral("%1 port %2: %3")
                     .arg(address.toString())
                     .arg(port)
                     .arg(m_server->errorString());
        return false;
    }
    m_releaseTimer.start(ReleaseIntervalMs);
    return true;
}

QUrl Host::url() const
{
    return m_server ? m_server->serverUrl() : QUrl();
}

void Host::close()
{
    m_releaseTimer.stop();
    if (m_server)
        m_server->close();
    for (auto &[id, connection] : m_connections)
        if (connection.socket) {
            connection.socket->disconnect(this);
            connection.socket->close();
            connection.socket->deleteLater();
        }
    m_connections.clear();
    m_addressConnections.clear();
}

const HostGame *Host::game(const QString &code) const
{
    const std::optional<QString> written = HostCode::readGameCode(code);
    const auto it = written ? m_games.find(*written) : m_games.end();
    return it == m_games.end() ? nullptr : it->second.get();
}

void Host::accept()
{
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        const HostGame::ClientId id = m_nextId++;
        const QString address = socket->peerAddress().toString();
        socket->setMaxAllowedIncomingFrameSize(quint64(HostMessage::MaxFrameBytes));
        socket->setMaxAllowedIncomingMessageSize(quint64(HostMessage::MaxFrameBytes));
        m_connections[id] = Connection{socket, address, 0, 0};
        connect(socket, &QWebSocket::disconnected, this, [this, id] { closed(id); });
        if (++m_addressConnections[address] > m_limits.connectionsPerAddress) {
            refuse(id,
                   {HostError::Code::TooManyConnections,
                    {},
                    QStringLiteral("at most %1 connections from one address")
                        .arg(m_limits.connectionsPerAddress)},
                   {});
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            continue;
        }
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, id](const QString &text) { receive(id, text.toUtf8()); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, id] {
            refuse(id,
                   {HostError::Code::BinaryFrame,
                    {},
                    QStringLiteral("the protocol's messages are text frames")},
                   {});
        });
    }
}

void Host::closed(HostGame::ClientId id)
{
    const auto it = m_connections.find(id);
    if (it == m_connections.end())
        return;
    if (--m_addressConnections[it->second.address] <= 0)
        m_addressConnections.erase(it->second.address);
    if (it->second.socket)
        it->second.socket->deleteLater();
    m_connections.erase(it);
    for (auto &[code, game] : m_games)
        game->disconnected(id);
}

void Host::deliver(HostGame::ClientId id, const QByteArray &frame)
{
    const auto it = m_connections.find(id);
    if (it != m_connections.end() && it->second.socket)
        it->second.socket->sendTextMessage(QString::fromUtf8(frame));
}

void Host::refuse(HostGame::ClientId id, const HostError &error, const QString &request)
{
    deliver(id, QJsonDocument(error.toJson(request)).toJson(QJsonDocument::Compact));
    const auto it = m_connections.find(id);
    if (it == m_connections.end() || error.code == HostError::Code::TooManyConnections)
        return;
    if (++it->second.errorsInARow >= m_limits.errorsInARow) {
        const HostError closing{
            HostError::Code::TooManyErrors,
            {},
            QStringLiteral("%1 refused messages in a row: closing").arg(m_limits.errorsInARow)};
        deliver(id, QJsonDocument(closing.toJson({})).toJson(QJsonDocument::Compact));
        if (it->second.socket)
            it->second.socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        else
            closed(id);
    }
}

bool Host::guessesLeft(const QString &address)
{
    std::deque<qint64> &failures = m_failedGuesses[address];
    const qint64 now = m_clock.elapsed();
    while (!failures.empty() && now - failures.front() >= GuessWindowMs)
        failures.pop_front();
    if (failures.empty())
        m_failedGuesses.erase(address);
    const auto it = m_failedGuesses.find(address);
    return it == m_failedGuesses.end() || int(it->second.size()) < m_limits.codeGuessesPerMinute;
}

HostGame *Host::find(HostGame::ClientId id, const QString &code, HostError *error)
{
    const QString address = m_connections[id].address;
    if (!guessesLeft(address)) {
        *error = {HostError::Code::RateLimited, QStringLiteral("code"),
                  QStringLiteral("too many unknown game codes from this address: wait a minute")};
        return nullptr;
    }
    const auto it = m_games.find(code);
    if (it == m_games.end()) {
        m_failedGuesses[address].push_back(m_clock.elapsed());
        *error = {HostError::Code::UnknownGame, QStringLiteral("code"),
                  QStringLiteral("code: no game has the code %1").arg(code)};
        return nullptr;
    }
    return it->second.get();
}

void Host::receive(HostGame::ClientId id, const QByteArray &frame)
{
    if (!m_connections.count(id))
        m_connections[id] = Connection{}; // receive() without a socket (the fuzz target)
    HostError error;
    QString type;
    const std::optional<HostMessage::Message> message = HostMessage::read(frame, &error, &type);
    std::optional<HostError> refused =
        message ? dispatch(id, *message) : std::optional<HostError>(error);
    if (refused) {
        refuse(id, *refused, type);
        return;
    }
    if (const auto it = m_connections.find(id); it != m_connections.end())
        it->second.errorsInARow = 0;
}

std::optional<HostError> Host::dispatch(HostGame::ClientId id, const HostMessage::Message &message)
{
    using namespace HostMessage;
    Connection &connection = m_connections[id];
    auto tooMany = [&]() -> std::optional<HostError> {
        if (connection.games < m_limits.gamesPerConnection)
            return std::nullopt;
        return HostError{
            HostError::Code::TooManyGames,
            {},
            QStringLiteral("at most %1 games on one connection").arg(m_limits.gamesPerConnection)};
    };
    // The game a seat's message names, or the error.
    auto gameOf = [&](const SeatKey &key, HostGame **game) -> std::optional<HostError> {
        HostError error;
        *game = find(id, key.code, &error);
        if (!*game)
            return error;
        return std::nullopt;
    };
    return std::visit(Overloaded{
                          [&](const Create &create) -> std::optional<HostError> {
                              if (std::optional<HostError> refused = tooMany())
                                  return refused;
                              QString code;
                              do
                                  code = HostCode::newGameCode();
                              while (m_games.count(code));
                              HostError error;
                              std::unique_ptr<HostGame> game =
                                  HostGame::create(code, id, create, context(), &error);
                              if (!game)
                                  return error;
                              m_games[code] = std::move(game);
                              ++connection.games;
                              return std::nullopt;
                          },
                          [&](const Join &join) -> std::optional<HostError> {
                              if (std::optional<HostError> refused = tooMany())
                                  return refused;
                              HostError error;
                              HostGame *game = find(id, join.code, &error);
                              if (!game)
                                  return error;
                              std::optional<HostError> refused = game->join(id, join);
                              if (!refused)
                                  ++connection.games;
                              return refused;
                          },
                          [&](const Spectate &spectate) -> std::optional<HostError> {
                              if (std::optional<HostError> refused = tooMany())
                                  return refused;
                              HostError error;
                              HostGame *game = find(id, spectate.code, &error);
                              if (!game)
                                  return error;
                              std::optional<HostError> refused = game->spectate(id, spectate);
                              if (!refused)
                                  ++connection.games;
                              return refused;
                          },
                          [&](const Resume &resume) -> std::optional<HostError> {
                              HostGame *game = nullptr;
                              if (std::optional<HostError> refused = gameOf(resume.key, &game))
                                  return refused;
                              if (!game->hasClient(id))
                                  if (std::optional<HostError> refused = tooMany())
                                      return refused;
                              std::optional<HostError> refused = game->resume(id, resume);
                              if (!refused)
                                  ++connection.games;
                              return refused;
                          },
                          [&](const Profile &profile) -> std::optional<HostError> {
                              HostGame *game = nullptr;
                              std::optional<HostError> refused = gameOf(profile.key, &game);
                              return refused ? refused : game->profile(profile);
                          },
                          [&](const Start &start) -> std::optional<HostError> {
                              HostGame *game = nullptr;
                              std::optional<HostError> refused = gameOf(start.key, &game);
                              return refused ? refused : game->start(start);
                          },
                          [&](const Act &act) -> std::optional<HostError> {
                              HostGame *game = nullptr;
                              std::optional<HostError> refused = gameOf(act.key, &game);
                              return refused ? refused : game->act(id, act);
                          },
                          [&](const Chat &chat) -> std::optional<HostError> {
                              HostGame *game = nullptr;
                              std::optional<HostError> refused = gameOf(chat.key, &game);
                              return refused ? refused : game->chat(chat);
                          },
                          [&](const Leave &leave) -> std::optional<HostError> {
                              HostGame *game = nullptr;
                              if (std::optional<HostError> refused = gameOf(leave.key, &game))
                                  return refused;
                              if (std::optional<HostError> refused = game->leave(id, leave))
                                  return refused;
                              if (game->abandoned()) {
                                  // Nobody holds a seat: nobody could ever come back to it.
                                  const QString code = game->code();
                                  QString reason;
                                  if (m_store->removeGame(code, &reason))
                                      m_games.erase(code);
                              }
                              return std::nullopt;
                          },
                          [&](const Rematch &rematch) -> std::optional<HostError> {
                              HostGame *game = nullptr;
                              std::optional<HostError> refused = gameOf(rematch.key, &game);
                              return refused ? refused : game->rematch(rematch);
                          },
                      },
                      message);
}

} // namespace cw
