#pragma once

#include "OnlineMessages.h"
#include "core/Game.h"
#include "core/GameSetup.h"
#include "session/OnlineLobby.h"
#include "session/OnlinePosition.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <memory>

class QWebSocket;

namespace cw {

// One connection to one hosted game (docs/protocol.md): the requests a seat or a spectator makes,
// and what the host sends, each message read and checked (OnlineMessages) and each copy loaded
// (cw::loadSeatCopy) before anyone is told. Never blocks: everything runs on the event loop, a
// connection attempt has a timeout. A seat or spectator whose connection drops comes back by
// itself (`resume`) with a countdown, and gives up after a bound.
class OnlineClient : public QObject {
    Q_OBJECT

public:
    enum class Phase { Connecting, Lobby, Playing, Over, Reconnecting, Closed };
    Q_ENUM(Phase)

    // The largest message read from a host: a finished game's position carries its record (at
    // most GameRecord::MaxFileBytes) and its move list; anything larger closes the connection.
    static constexpr qint64 MaxMessageBytes = 16 * 1024 * 1024;

    // How long things take. Tests shorten the second (every wait below is counted in them).
    struct Timing {
        int secondMs = 1000;
        int connectTimeoutSeconds = 10; // an attempt to connect that takes longer fails
        int giveUpSeconds = 120;        // a dropped seat stops trying after this
        qint64 maxMessageBytes = MaxMessageBytes;
    };

    explicit OnlineClient(QObject *parent = nullptr);
    ~OnlineClient() override;

    // Tests: shorter waits.
    void setTiming(const Timing &timing) { m_timing = timing; }
    // The language the host words this client's log and move names in ("fr"), sent with the
    // first request and every `resume`: the default locale's (the app's, Language::apply sets
    // it) unless one is set here.
    void setLanguage(const QString &code) { m_language = code; }
    QString language() const;

    // The first request, each on a new connection to `host` ("ws://host:port"): creates a game
    // (`createFields` are the create message's: game, course, options, seats, seat, name, colour,
    // spectators, drop), joins one by its code (seat -1: the first open one), or watches one.
    // Answered by joined() or refused() then closed(), or failed().
    void create(const QUrl &host, const QJsonObject &createFields);
    void join(const QUrl &host, const QString &code, const QString &name, const QString &colour,
              int seat = -1);
    void spectate(const QUrl &host, const QString &code);

    // A seat's requests; false (nothing sent) when there is no seat or no connection now. The
    // host answers with a lobby or position for everyone, or refused().
    bool setProfile(const QString &name, const QString &colour);
    bool start();
    bool act(Action action); // on the last position's move
    bool chat(const QString &text);
    bool rematch();
    // Gives the seat up (or stops watching) and closes: closed() follows.
    void leave();

    Phase phase() const { return m_phase; }
    QString code() const { return m_joined.code; }
    int seat() const { return m_joined.seat; }                  // -1: watching (or not joined yet)
    const OnlineJoined &joinedInfo() const { return m_joined; } // its token is never shown
    // The game a copy loads into: game, course, options, and the seats with the lobby's names
    // and colours (the seed is not known and does not matter).
    const GameSetup &context() const { return m_context; }
    const OnlineLobby &lobby() const { return m_lobby; }
    const OnlinePosition &position() const { return m_position; }
    // The last position's copy, loaded (null before the first position).
    const Game *game() const { return m_game.get(); }
    // The move list as this seat reads it: every position's entries from movesFrom on replace it.
    const QList<OnlineMove> &moves() const { return m_moves; }

    // Tests: drops the connection as a network failure would (it then comes back by itself).
    void abortConnection();

signals:
    void phaseChanged(cw::OnlineClient::Phase phase);
    void joined();
    void lobbyChanged();
    void positionReceived(const cw::OnlinePosition &position);
    void chatReceived(int seat, const QString &name, const QString &text);
    // A request refused by the host: the app's own text for its error code, the field named.
    void refused(const QString &message);
    // The end: the host cannot be reached, is gone, or sent what this client cannot read
    // (another protocol version, a message or copy a reader refuses: the field is named).
    // closed() follows.
    void failed(const QString &message);
    // The connection dropped: the next attempt in secondsLeft seconds (0: trying now).
    void reconnecting(int secondsLeft);
    void reconnected();
    void closed();

private:
    void open(const QUrl &host, const QJsonObject &request);
    void connectSocket();
    void socketConnected();
    void socketLost(QWebSocket *socket);
    void frameReceived(const QString &text);
    void send(const QJsonObject &message);
    bool sendSeat(const QString &type, QJsonObject fields = {});
    void setPhase(Phase phase);
    void fail(const QString &message);
    void finish(); // closed, after leave(), a refusal of the first request or a failure
    void dropSocket();

    // Reconnection (OnlineBackoff.h).
    void beginReconnecting();
    void tick();
    void attemptFailed();

    // The messages (OnlineClientMessages.cpp).
    void receivedJoined(const QJsonObject &json);
    void receivedLobby(const QJsonObject &json);
    void receivedPosition(const QJsonObject &json);
    void receivedChat(const QJsonObject &json);
    void receivedError(const QJsonObject &json);
    void unreadable(const QString &reason);
    // A finished game's record is the game joined and ends as `copy` shows it; else false and
    // *error names the record's field (OnlineClientRecord.cpp).
    bool recordMatches(const OnlinePosition &position, const Game &copy, QString *error) const;

    Timing m_timing;
    QString m_language;             // empty: the default locale's
    QWebSocket *m_socket = nullptr; // the current connection, or null
    QUrl m_host;
    QJsonObject m_opening; // the first request, sent once connected
    QString m_token;       // never leaves this object but to the host
    bool m_hasJoined = false;
    bool m_leaving = false;
    Phase m_phase = Phase::Closed;
    OnlineJoined m_joined;
    GameSetup m_context;
    std::unique_ptr<Game> m_contextGame;
    OnlineLobby m_lobby;
    OnlinePosition m_position;
    std::unique_ptr<Game> m_game;
    QList<OnlineMove> m_moves;

    QTimer m_connectTimer; // one attempt's timeout
    QTimer m_tickTimer;    // the countdown, each second
    QElapsedTimer m_dropClock;
    int m_attempt = 0;
    int m_secondsLeft = 0;
};

} // namespace cw
