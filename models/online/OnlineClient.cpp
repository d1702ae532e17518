// OnlineClient's connection: the requests, the socket, and a dropped seat's or spectator's way
// back (`resume`, OnlineBackoff.h). What the host sends is OnlineClientMessages.cpp's.
#include "OnlineClient.h"

#include "OnlineBackoff.h"
#include "host/HostMessage.h"

#include <QJsonDocument>
#include <QLocale>
#include <QWebSocket>

namespace cw {

OnlineClient::OnlineClient(QObject *parent) : QObject(parent)
{
    m_connectTimer.setSingleShot(true);
    connect(&m_connectTimer, &QTimer::timeout, this, [this] {
        if (m_phase == Phase::Reconnecting) {
            dropSocket();
            attemptFailed();
        } else {
            fail(tr("The host at %1 did not answer within %2 seconds.")
                     .arg(m_host.toDisplayString())
                     .arg(m_timing.connectTimeoutSeconds));
        }
    });
    connect(&m_tickTimer, &QTimer::timeout, this, &OnlineClient::tick);
}

OnlineClient::~OnlineClient()
{
    dropSocket();
}

QString OnlineClient::language() const
{
    return m_language.isEmpty() ? QLocale().name().section(u'_', 0, 0) : m_language;
}

void OnlineClient::create(const QUrl &host, const QJsonObject &createFields)
{
    QJsonObject request = createFields;
    request.insert(QStringLiteral("type"), QStringLiteral("create"));
    open(host, request);
}

void OnlineClient::join(const QUrl &host, const QString &code, const QString &name,
                        const QString &colour, int seat)
{
    QJsonObject request{{QStringLiteral("type"), QStringLiteral("join")},
                        {QStringLiteral("code"), code},
                        {QStringLiteral("name"), name}};
    if (!colour.isEmpty())
        request.insert(QStringLiteral("colour"), colour);
    if (seat >= 0)
        request.insert(QStringLiteral("seat"), seat);
    open(host, request);
}

void OnlineClient::spectate(const QUrl &host, const QString &code)
{
    open(host,
         {{QStringLiteral("type"), QStringLiteral("spectate")}, {QStringLiteral("code"), code}});
}

void OnlineClient::open(const QUrl &host, const QJsonObject &request)
{
    dropSocket();
    m_tickTimer.stop();
    m_host = host;
    m_opening = request;
    m_token.clear();
    m_hasJoined = false;
    m_leaving = false;
    m_joined = {};
    m_context = {};
    m_contextGame.reset();
    m_lobby = {};
    m_position = {};
    m_game.reset();
    m_moves.clear();
    setPhase(Phase::Connecting);
    connectSocket();
}

void OnlineClient::connectSocket()
{
    auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket = socket;
    socket->setMaxAllowedIncomingMessageSize(quint64(m_timing.maxMessageBytes));
    socket->setMaxAllowedIncomingFrameSize(quint64(m_timing.maxMessageBytes));
    connect(socket, &QWebSocket::connected, this, &OnlineClient::socketConnected);
    connect(socket, &QWebSocket::disconnected, this, [this, socket] { socketLost(socket); });
    // Qt 6.4 names it error(); errorOccurred() came in 6.5.
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this, socket] {
                if (socket->state() != QAbstractSocket::ConnectedState)
                    socketLost(socket);
            });
    connect(socket, &QWebSocket::textMessageReceived, this, &OnlineClient::frameReceived);
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this] { unreadable(tr("a binary frame: the protocol is text")); });
    // Until the host answers the first request: a host that accepts and says nothing is no host.
    m_connectTimer.start(m_timing.connectTimeoutSeconds * m_timing.secondMs);
    socket->open(m_host);
}

void OnlineClient::socketConnected()
{
    QJsonObject request = m_opening;
    if (m_phase == Phase::Reconnecting) {
        request = {{QStringLiteral("type"), QStringLiteral("resume")},
                   {QStringLiteral("code"), m_joined.code}};
        if (!m_token.isEmpty()) // a spectator has none: it comes back by the code alone
            request.insert(QStringLiteral("token"), m_token);
    }
    request.insert(QStringLiteral("language"), language());
    send(request);
}

void OnlineClient::socketLost(QWebSocket *socket)
{
    if (socket != m_socket || m_phase == Phase::Closed)
        return;
    const bool tooLarge = socket->closeCode() == QWebSocketProtocol::CloseCodeTooMuchData;
    const QString why = socket->errorString();
    dropSocket();
    if (tooLarge)
        fail(tr("The host sent a message larger than %1 bytes.").arg(m_timing.maxMessageBytes));
    else if (m_phase == Phase::Reconnecting)
        attemptFailed();
    else if (m_hasJoined)
        beginReconnecting();
    else
        fail(tr("Cannot reach the host at %1: %2").arg(m_host.toDisplayString(), why));
}

void OnlineClient::dropSocket()
{
    m_connectTimer.stop();
    if (!m_socket)
        return;
    m_socket->disconnect(this);
    m_socket->abort();
    m_socket->deleteLater();
    m_socket = nullptr;
}

void OnlineClient::abortConnection()
{
    if (m_socket)
        m_socket->abort();
}

void OnlineClient::send(const QJsonObject &message)
{
    QJsonObject envelope = message;
    envelope.insert(QStringLiteral("v"), HostMessage::Version);
    m_socket->sendTextMessage(
        QString::fromUtf8(QJsonDocument(envelope).toJson(QJsonDocument::Compact)));
}

bool OnlineClient::sendSeat(const QString &type, QJsonObject fields)
{
    const bool connected = m_socket && m_socket->state() == QAbstractSocket::ConnectedState;
    const bool inGame =
        m_phase == Phase::Lobby || m_phase == Phase::Playing || m_phase == Phase::Over;
    if (!connected || !inGame || m_token.isEmpty())
        return false;
    fields.insert(QStringLiteral("type"), type);
    fields.insert(QStringLiteral("code"), m_joined.code);
    fields.insert(QStringLiteral("token"), m_token);
    send(fields);
    return true;
}

bool OnlineClient::setProfile(const QString &name, const QString &colour)
{
    return sendSeat(QStringLiteral("profile"),
                    {{QStringLiteral("name"), name}, {QStringLiteral("colour"), colour}});
}

bool OnlineClient::start()
{
    return sendSeat(QStringLiteral("start"));
}

bool OnlineClient::act(Action action)
{
    if (!m_game)
        return false;
    return sendSeat(QStringLiteral("act"), {{QStringLiteral("move"), m_position.move},
                                            {QStringLiteral("action"), action}});
}

bool OnlineClient::chat(const QString &text)
{
    if (text.isEmpty() || text.size() > HostMessage::MaxChatLength)
        return false;
    return sendSeat(QStringLiteral("chat"), {{QStringLiteral("text"), text}});
}

bool OnlineClient::rematch()
{
    return sendSeat(QStringLiteral("rematch"));
}

void OnlineClient::leave()
{
    if (m_phase == Phase::Closed)
        return;
    sendSeat(QStringLiteral("leave"));
    m_leaving = true;
    if (m_socket) {
        // Closed politely (the leave goes first); the socket goes once the close is done.
        QWebSocket *socket = m_socket;
        m_socket = nullptr;
        socket->disconnect(this);
        connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        socket->close();
    }
    finish();
}

void OnlineClient::setPhase(Phase phase)
{
    if (m_phase == phase)
        return;
    m_phase = phase;
    emit phaseChanged(phase);
}

void OnlineClient::fail(const QString &message)
{
    if (m_phase == Phase::Closed)
        return;
    dropSocket();
    m_tickTimer.stop();
    setPhase(Phase::Closed);
    emit failed(message);
    emit closed();
}

void OnlineClient::finish()
{
    dropSocket();
    m_tickTimer.stop();
    setPhase(Phase::Closed);
    emit closed();
}

void OnlineClient::beginReconnecting()
{
    m_attempt = 0;
    m_dropClock.start();
    setPhase(Phase::Reconnecting);
    m_secondsLeft = onlineBackoffSeconds(m_attempt);
    emit reconnecting(m_secondsLeft);
    m_tickTimer.start(m_timing.secondMs);
}

void OnlineClient::tick()
{
    m_secondsLeft = std::max(0, m_secondsLeft - 1);
    emit reconnecting(m_secondsLeft);
    if (m_secondsLeft == 0) {
        m_tickTimer.stop();
        connectSocket();
    }
}

void OnlineClient::attemptFailed()
{
    if (m_dropClock.elapsed() >= qint64(m_timing.giveUpSeconds) * m_timing.secondMs) {
        fail(tr("The host is gone: no answer for %1 seconds.").arg(m_timing.giveUpSeconds));
        return;
    }
    ++m_attempt;
    m_secondsLeft = onlineBackoffSeconds(m_attempt);
    emit reconnecting(m_secondsLeft);
    m_tickTimer.start(m_timing.secondMs);
}

} // namespace cw
