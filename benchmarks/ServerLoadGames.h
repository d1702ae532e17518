#pragma once

// bench_server_load's clients: N four-seat games, each seat a QWebSocket on loopback that plays
// Easy on its own copy as soon as it is to act (docs/protocol.md). One event loop drives them all,
// in the client process; the host runs in another.
#include "core/AiPlayer.h"
#include "core/Game.h"
#include "core/GameSetup.h"
#include "core/Rng.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QUrl>

#include <functional>

#include <map>
#include <memory>
#include <vector>

class QWebSocket;

namespace cw::bench {

class ServerLoadGames : public QObject {
    Q_OBJECT

public:
    static constexpr int Seats = 4;

    // `games` games of `gameId` on its default course, each seat acting about `thinkMs` after its
    // turn came (0: at once).
    ServerLoadGames(const QUrl &url, int games, const QString &gameId, int thinkMs);
    ~ServerLoadGames() override;

    // Opens every seat's connection (true once all are open), then creates, fills and starts
    // every game (true once every game's first position reached its seats); each within
    // `timeoutMs`, the event loop running meanwhile.
    bool connectAll(int timeoutMs);
    bool startAll(int timeoutMs);

    // Runs the event loop for `ms` milliseconds: the games play on.
    static void run(int ms);

    // Starts counting: actions accepted and each action's time to its last seat from now on.
    void beginMeasure();
    qint64 acceptedActions() const { return m_accepted; }
    // Milliseconds from each action sent to the last seat's position after it, in arrival order.
    const std::vector<double> &latencies() const { return m_latencies; }
    int errors() const { return m_errors; }
    QString firstError() const { return m_firstError; }

private:
    struct Seat {
        QWebSocket *socket = nullptr;
        QString token;
        int seat = 0;
        bool connected = false;
    };
    struct Sent {
        qint64 sentNs = 0;
        int arrivals = 0;
    };
    struct Table {
        Seat seats[Seats];
        QString code;
        int joined = 0;
        bool started = false;
        std::map<int, Sent> inFlight; // by the move the position after it states
    };

    void received(int table, int seat, const QString &text);
    void joined(Table &table, int seat, const QJsonObject &message);
    void position(Table &table, int seat, const QJsonObject &message);
    void act(Table &table, int seat, const QJsonObject &position);
    void send(Table &table, int seat, QJsonObject message);
    bool waitFor(const std::function<bool()> &done, int timeoutMs);

    QUrl m_url;
    GameSetup m_setup; // without seed: what the clients know
    int m_thinkMs;
    Rng m_pauses{52}; // seeded: every run pauses alike
    std::vector<Table> m_tables;
    std::unique_ptr<Game> m_context; // the game every seat's copy loads into (one course)
    std::unique_ptr<AiPlayer> m_easy;
    QElapsedTimer m_clock;
    bool m_measuring = false;
    qint64 m_accepted = 0;
    std::vector<double> m_latencies;
    int m_errors = 0;
    QString m_firstError;
};

} // namespace cw::bench
