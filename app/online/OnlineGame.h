#pragma once

#include "HostGameDialog.h"
#include "OnlineLink.h"
#include "host/Host.h"
#include "online/OnlineClient.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <memory>

namespace cw {

class ChatDock;
class GameSession;
class InAppHost;
class LobbyPanel;

// One game played online from the window (docs/play/online.md): the client of the hosted game
// and, when this app hosts it, the app's own host (InAppHost, storing in the app's data folder
// under "host"), which listens only while that game is open. It ties the client to the window's
// session (the host's positions shown on the board, the seat's decisions sent back, the record
// taken once over), to the lobby and to the chat; it knows no game by name. Whatever goes wrong
// (a refusal, a host gone, a position the session refuses) reaches the window as message(): a
// clear text, never a crash; a position refused ends the online game.
class OnlineGame : public QObject {
    Q_OBJECT

public:
    // `session`, `lobby` and `chat` are the window's (not owned).
    OnlineGame(GameSession *session, LobbyPanel *lobby, ChatDock *chat, QObject *parent = nullptr);
    ~OnlineGame() override; // leaves, and stops the app's own host

    // Tests: where the app's own host listens (any address by default, so friends reach it),
    // its limits and the client's waits.
    void setListenAddress(const QHostAddress &address) { m_listenAddress = address; }
    void setHostLimits(const Host::Limits &limits) { m_hostLimits = limits; }
    void setClientTiming(const OnlineClient::Timing &timing) { m_client.setTiming(timing); }
    // Where the app's own host stores its games (QStandardPaths::AppDataLocation + "/host").
    static QString hostDataDir();

    // Hosts the game `createFields` describe (HostGameDialog::createFields) at `place`: the app's
    // own host is started first when it hosts; a server is reached over TLS when place.secure.
    // Any online game open is left first.
    void host(const QJsonObject &createFields, const HostGameDialog::Place &place);
    // Joins the game of `link` with `name` and `colour`, or watches it.
    void join(const OnlineLink &link, const QString &name, const QString &colour, bool watch);
    // Gives the seat up (or stops watching) and stops the app's own host.
    void leave();
    // The owner, once over: the same course and seats with a new seed.
    bool rematch();

    // From joining until left or the connection is given up.
    bool isActive() const { return m_inAppHost || m_client.phase() != OnlineClient::Phase::Closed; }
    bool isHostingHere() const;
    // Whether a position of the game joined has been shown (kept through its end and a rematch):
    // until then there is nothing to play, and the window shows the lobby in place of the board.
    bool hasStarted() const { return m_started; }
    bool isOwner() const;
    bool canRematch() const;
    // The status line while active (onlineStatusText), else empty.
    QString statusText() const;
    OnlineClient *client() { return &m_client; }
    InAppHost *inAppHost() const { return m_inAppHost.get(); }
    // The link to give friends (the one joined by, for a person who joined).
    std::optional<OnlineLink> invitation() const { return m_invitation; }

signals:
    void activeChanged(bool active);
    // The status line changed (lobby, position, countdown).
    void statusChanged();
    // Something went wrong or ended: what the window says (the field at fault named). `ending`:
    // the online game is over for this window.
    void message(const QString &text, bool ending);

private:
    void wireClient();
    void wireSession();
    void wirePanels();
    void inAppHostStarted(const QUrl &url);
    void joined();
    // The client's context with each seat's controller as the lobby says (an AI level on the
    // host, else a person), so that the board and the Players dock say who plays it.
    GameSetup context() const;
    void positionReceived(const OnlinePosition &position);
    void finish(const OnlinePosition &position);
    void end(const QString &text); // a message, and the game left
    void stopHost();
    void takeSeat(int seat);

    GameSession *m_session;
    QPointer<LobbyPanel> m_lobby;
    QPointer<ChatDock> m_chat;
    OnlineClient m_client;
    std::unique_ptr<InAppHost> m_inAppHost;
    QHostAddress m_listenAddress = QHostAddress::Any;
    Host::Limits m_hostLimits;
    QJsonObject m_pendingCreate; // sent once the app's own host listens
    std::optional<OnlineLink> m_invitation;
    OnlineLink m_joinedBy; // where the game is, for taking another seat
    QString m_name, m_colour;
    int m_seatWanted = -2;        // a seat to join once the current one is left (-2: none)
    int m_secondsLeft = -1;       // the reconnection countdown, -1 while connected
    bool m_positionShown = false; // the session shows a position of the current game
    bool m_started = false;       // a position of the game joined has been shown
};

} // namespace cw
