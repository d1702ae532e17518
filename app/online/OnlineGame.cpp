#include "OnlineGame.h"

#include "ChatDock.h"
#include "LobbyPanel.h"
#include "OnlineStatus.h"
#include "core/GameRecord.h"
#include "online/InAppHost.h"
#include "session/GameSession.h"

#include <QStandardPaths>

namespace cw {

namespace {
constexpr int NoSeatWanted = -2; // -1 is a spectator's "seat"
} // namespace

OnlineGame::OnlineGame(GameSession *session, LobbyPanel *lobby, ChatDock *chat, QObject *parent)
    : QObject(parent), m_session(session), m_lobby(lobby), m_chat(chat)
{
    m_seatWanted = NoSeatWanted;
    wireClient();
    wireSession();
    wirePanels();
}

OnlineGame::~OnlineGame()
{
    // The window is going: its session and panels may be gone before the client's last signals.
    disconnect(&m_client, nullptr, this, nullptr);
    if (m_client.phase() != OnlineClient::Phase::Closed)
        m_client.leave();
    if (m_inAppHost)
        m_inAppHost->stop();
}

QString OnlineGame::hostDataDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/host");
}

void OnlineGame::wireClient()
{
    connect(&m_client, &OnlineClient::joined, this, &OnlineGame::joined);
    connect(&m_client, &OnlineClient::positionReceived, this, &OnlineGame::positionReceived);
    connect(&m_client, &OnlineClient::lobbyChanged, this, [this] {
        if (m_lobby)
            m_lobby->setLobby(m_client.lobby(), m_client.seat());
        emit statusChanged();
    });
    connect(&m_client, &OnlineClient::phaseChanged, this, &OnlineGame::statusChanged);
    connect(&m_client, &OnlineClient::chatReceived, this,
            [this](int, const QString &name, const QString &text) {
                if (m_chat)
                    m_chat->appendLine(name, text);
            });
    connect(&m_client, &OnlineClient::refused, this, [this](const QString &text) {
        m_session->onlineActionRefused(); // the seat may decide again, when it had decided
        emit message(text, false);
    });
    connect(&m_client, &OnlineClient::failed, this,
            [this](const QString &text) { emit message(text, true); });
    connect(&m_client, &OnlineClient::reconnecting, this, [this](int secondsLeft) {
        m_secondsLeft = secondsLeft;
        if (m_chat)
            m_chat->setConnected(false, tr("Not connected"));
        emit statusChanged();
    });
    connect(&m_client, &OnlineClient::reconnected, this, [this] {
        m_secondsLeft = -1;
        if (m_chat) // a spectator back is still only watching
            m_chat->setConnected(m_client.seat() >= 0, tr("Watching: only players chat"));
        emit statusChanged();
    });
    connect(&m_client, &OnlineClient::closed, this, [this] {
        m_secondsLeft = -1;
        if (m_chat)
            m_chat->setConnected(false, tr("Not connected"));
        const int seat = m_seatWanted;
        m_seatWanted = NoSeatWanted;
        if (seat != NoSeatWanted) { // another seat of the same game: the host goes on
            m_client.join(m_joinedBy.webSocketUrl(), m_joinedBy.code, m_name, m_colour, seat);
            return;
        }
        stopHost();
        emit activeChanged(false);
        emit statusChanged();
    });
}

void OnlineGame::wireSession()
{
    // A session made online by someone else (a test's stand-in host) is not this client's.
    connect(m_session, &GameSession::onlineActionChosen, this, [this](int, int action) {
        if (isActive() && !m_client.act(action)) // no connection now: decide again once back
            m_session->onlineActionRefused();
    });
}

void OnlineGame::wirePanels()
{
    if (m_lobby) {
        connect(m_lobby, &LobbyPanel::seatChosen, this, &OnlineGame::takeSeat);
        connect(m_lobby, &LobbyPanel::profileChanged, this,
                [this](const QString &name, const QString &colour) {
                    m_name = name;
                    m_colour = colour;
                    m_client.setProfile(name, colour);
                });
        connect(m_lobby, &LobbyPanel::startRequested, &m_client, &OnlineClient::start);
        connect(m_lobby, &LobbyPanel::leaveRequested, this, &OnlineGame::leave);
    }
    if (m_chat)
        connect(m_chat, &ChatDock::sendRequested, this, [this](const QString &text) {
            if (!m_client.chat(text))
                emit message(tr("The line was not sent: not connected to the game"), false);
        });
}

void OnlineGame::host(const QJsonObject &createFields, const HostGameDialog::Place &place)
{
    leave();
    m_started = false;
    m_name = createFields.value(QStringLiteral("name")).toString();
    m_colour = createFields.value(QStringLiteral("colour")).toString();
    m_invitation.reset();
    if (!place.inApp) {
        // Over TLS the link handed out is coursewrights://, which ticks Secure connection for
        // friends.
        m_joinedBy = OnlineLink{place.host, place.port, {}, place.secure};
        m_client.create(m_joinedBy.webSocketUrl(), createFields);
        emit activeChanged(true);
        return;
    }
    m_pendingCreate = createFields;
    m_inAppHost = std::make_unique<InAppHost>(hostDataDir());
    m_inAppHost->setLimits(m_hostLimits);
    connect(m_inAppHost.get(), &InAppHost::started, this, &OnlineGame::inAppHostStarted);
    connect(m_inAppHost.get(), &InAppHost::failed, this,
            [this](const QString &why) { end(tr("This app cannot host the game: %1").arg(why)); });
    emit activeChanged(true);
    m_inAppHost->start(m_listenAddress, place.port);
}

void OnlineGame::inAppHostStarted(const QUrl &url)
{
    // Friends reach the host on one of this machine's addresses, unless it listens on loopback.
    const QList<QHostAddress> addresses = InAppHost::addresses();
    const QString shown = m_listenAddress.isLoopback() || addresses.isEmpty()
                              ? url.host()
                              : addresses.front().toString();
    m_joinedBy = OnlineLink{shown, quint16(url.port()), {}};
    m_client.create(url, m_pendingCreate);
    m_pendingCreate = {};
}

void OnlineGame::join(const OnlineLink &link, const QString &name, const QString &colour,
                      bool watch)
{
    leave();
    m_started = false;
    m_joinedBy = link;
    m_name = name;
    m_colour = colour;
    m_invitation.reset();
    if (watch)
        m_client.spectate(link.webSocketUrl(), link.code);
    else
        m_client.join(link.webSocketUrl(), link.code, name, colour);
    emit activeChanged(true);
}

void OnlineGame::joined()
{
    m_joinedBy.code = m_client.code();
    if (m_inAppHost || !m_invitation) // the person who hosts hands this link out
        m_invitation = m_joinedBy;
    if (m_lobby) {
        if (m_inAppHost || m_client.seat() == m_client.lobby().owner)
            m_lobby->setInvitation(*m_invitation);
        m_lobby->setLobby(m_client.lobby(), m_client.seat());
    }
    if (m_chat) {
        m_chat->clear();
        m_chat->setConnected(m_client.seat() >= 0, tr("Watching: only players chat"));
    }
    // The lobby stands in place of the board until the game's first position.
    m_positionShown = false;
    m_started = false;
    QString error;
    if (!m_session->beginOnline(context(), m_client.seat(), &error))
        end(tr("The hosted game cannot be shown here: %1").arg(error));
    emit statusChanged();
}

GameSetup OnlineGame::context() const
{
    GameSetup context = m_client.context();
    for (int seat = 0; seat < context.seats.size(); ++seat) {
        Controller level = Controller::Human;
        if (controllerFromKey(m_client.lobby().seats.value(seat).kind, &level))
            context.seats[seat].controller = level;
    }
    return context;
}

void OnlineGame::positionReceived(const OnlinePosition &position)
{
    QString error;
    // The first position of a game (or of a rematch, once the last one became a record here):
    // the game begins again with the lobby's names and colours.
    if (!m_session->isOnline() || !m_positionShown) {
        if (!m_session->isOnline() && position.over)
            return; // the finished game again, after a reconnection: already a record here
        if (!m_session->beginOnline(context(), m_client.seat(), &error))
            return end(tr("The hosted game cannot be shown here: %1").arg(error));
    }
    if (!m_session->showOnlinePosition(position, &error))
        return end(tr("The host sent a position this app refuses (%1): you have left the game")
                       .arg(error));
    m_positionShown = true;
    m_started = true;
    if (position.over) {
        m_positionShown = false; // a rematch's first position begins a game again
        finish(position);
    }
    emit statusChanged();
}

// Over: the host's record makes it an ordinary finished game here (Save, Review).
void OnlineGame::finish(const OnlinePosition &position)
{
    QString error;
    const std::optional<GameRecord> record = GameRecord::fromJson(position.record, &error);
    if (!record || !m_session->finishOnline(*record, &error))
        emit message(tr("The game's record from the host cannot be kept (%1): it cannot be saved")
                         .arg(error),
                     false);
}

bool OnlineGame::rematch()
{
    return canRematch() && m_client.rematch();
}

void OnlineGame::leave()
{
    m_seatWanted = NoSeatWanted;
    m_pendingCreate = {};
    if (m_client.phase() != OnlineClient::Phase::Closed) {
        m_client.leave(); // closed() follows, which stops the host
        return;
    }
    if (m_inAppHost) {
        stopHost();
        emit activeChanged(false);
    }
}

void OnlineGame::end(const QString &text)
{
    emit message(text, true);
    leave();
}

void OnlineGame::stopHost()
{
    if (!m_inAppHost)
        return;
    m_inAppHost->stop();
    // It may be the one emitting (failed): deleted once back in the event loop.
    m_inAppHost.release()->deleteLater();
}

// A person in the lobby moves to another seat (or from watching to a seat): the host has no
// request for it, so the seat is given up and the game joined again on the one chosen.
void OnlineGame::takeSeat(int seat)
{
    if (seat == m_client.seat() || m_client.phase() != OnlineClient::Phase::Lobby ||
        isHostingHere())
        return;
    m_seatWanted = seat;
    m_client.leave();
}

bool OnlineGame::isHostingHere() const
{
    return m_inAppHost != nullptr;
}

bool OnlineGame::isOwner() const
{
    return m_client.seat() >= 0 && m_client.seat() == m_client.lobby().owner;
}

bool OnlineGame::canRematch() const
{
    return isOwner() && m_client.phase() == OnlineClient::Phase::Over;
}

QString OnlineGame::statusText() const
{
    if (m_client.phase() == OnlineClient::Phase::Closed)
        return m_inAppHost ? tr("Starting the host…") : QString();
    if (m_client.phase() == OnlineClient::Phase::Connecting)
        return tr("Connecting…");
    return onlineStatusText(m_client.lobby(), m_client.position(), m_client.seat(), m_secondsLeft);
}

} // namespace cw
