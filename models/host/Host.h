#pragma once

#include "HostActionGroup.h"
#include "HostError.h"
#include "HostGame.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>

class QWebSocket;
class QWebSocketServer;

namespace cw {

class HostStore;

// The game host (docs/protocol.md): a WebSocket server that runs every hosted game, stores each
// in a HostStore before acknowledging anything, and resumes them all when started again.
// coursewright-server runs one; the app (issue 53) may run one in-process.
class Host : public QObject {
    Q_OBJECT

public:
    // The port a host listens on unless told otherwise: coursewright-server's, the app's, and a
    // game link's without one (coursewright://host/CODE).
    static constexpr quint16 DefaultPort = 7427;

    // What one address or connection may ask (docs/protocol.md, "Transport"), and test hooks.
    struct Limits {
        int connectionsPerAddress = 32;
        int gamesPerConnection = 8;
        int codeGuessesPerMinute = 10;
        int errorsInARow = 10;
        int handshakeTimeoutMs = 10000;
        std::optional<int> dropDelayMs;         // HostGame::Context
        std::optional<quint64> copySeed;        // HostGame::Context
        std::optional<quint64> gameSeed;        // HostGame::Context
        std::function<void(Game &)> dealCopies; // HostGame::Context
    };

    // `store` (open) outlives the host.
    Host(HostStore *store, const Limits &limits, QObject *parent = nullptr);
    ~Host() override;

    // Loads every stored game at its last stored action, then listens on address:port (0: any
    // free port), with TLS when `tls` is given. False and *error when the store or the port
    // refuses.
    bool listen(const QHostAddress &address, quint16 port,
                const std::optional<QSslConfiguration> &tls, QString *error);
    // Where clients reach it ("ws://127.0.0.1:5000"), once listening.
    QUrl url() const;
    // Stops listening and closes every connection (games stay stored).
    void close();

    // The hosted game of that code (its written form), or null.
    const HostGame *game(const QString &code) const;
    int gameCount() const { return int(m_games.size()); }
    // Group commits made so far (tests: the actions that arrived together shared one).
    int commits() const { return m_group.commits(); }

    // Handles one text frame of connection `id` as if it had arrived: the socket layer's entry,
    // also the fuzz target's (a connection that is no socket gets its answers dropped).
    void receive(HostGame::ClientId id, const QByteArray &frame);

private:
    struct Connection {
        QWebSocket *socket = nullptr; // owned (deleteLater); null for receive() without a socket
        QString address;
        int errorsInARow = 0;
        int games = 0; // created or joined
    };

    void accept();
    void closed(HostGame::ClientId id);
    void deliver(HostGame::ClientId id, const QByteArray &frame);
    void refuse(HostGame::ClientId id, const HostError &error, const QString &request);
    // Finds the game for a request naming `code`, counting an unknown code as a guess.
    HostGame *find(HostGame::ClientId id, const QString &code, HostError *error);
    bool guessesLeft(const QString &address);
    std::optional<HostError> dispatch(HostGame::ClientId id, const HostMessage::Message &message);
    HostGame::Context context();

    HostStore *m_store;
    HostActionGroup m_group; // before the games, which queue into it
    Limits m_limits;
    QWebSocketServer *m_server = nullptr;
    std::map<QString, std::unique_ptr<HostGame>> m_games;
    std::map<HostGame::ClientId, Connection> m_connections;
    std::map<QString, int> m_addressConnections;
    std::map<QString, std::deque<qint64>> m_failedGuesses; // per address, in m_clock's ms
    QElapsedTimer m_clock;
    QTimer m_releaseTimer; // releaseFreedMemory() while listening
    HostGame::ClientId m_nextId = 1;
};

} // namespace cw
