#pragma once

#include "HostError.h"
#include "HostLobby.h"
#include "HostMessage.h"
#include "HostNarration.h"
#include "core/GameRecord.h"
#include "core/Rng.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace cw {

class HostActionGroup;
class HostStore;
struct HostedGame;

// One game on the host (docs/protocol.md): its lobby, the game itself, which seats' players are
// connected, and what each receives. It knows clients by number only; the Host carries frames.
// Every request either changes the game, stored first (HostStore), then tells everyone, or
// returns the error and changes nothing.
class HostGame : public QObject {
    Q_OBJECT

public:
    using ClientId = quint64;
    struct Context {
        HostStore *store = nullptr; // outlives the game
        // Stores the accepted actions, one group per pass of the event loop; outlives the game.
        HostActionGroup *group = nullptr;
        // Sends one text frame to a client (the Host's connection of that number).
        std::function<void(ClientId, const QByteArray &)> deliver;
        // Tests: the drop delay in milliseconds instead of the creator's seconds.
        std::optional<int> dropDelayMs;
        // Tests: the seat copies' generators seeded from this (seat s: copySeed + s + 1) instead
        // of the system's generator, so a test can make the copies the host should send.
        std::optional<quint64> copySeed;
        // Tests: every game (and rematch) dealt from this seed instead of the system's
        // generator, so that two hosts deal the same game.
        std::optional<quint64> gameSeed;
        // Tests: the copies of each position made from a clone of the game this changes first
        // (tst_online_privacy deals again what one seat cannot see, and checks that this seat
        // is sent the same whatever the others hold).
        std::function<void(Game &)> dealCopies;
    };

    // A new game of code `code` (stored), its creator in the seat it asked for: nullptr and
    // *error when the request is refused (course, setup, storage).
    static std::unique_ptr<HostGame> create(const QString &code, ClientId creator,
                                            const HostMessage::Create &request,
                                            const Context &context, HostError *error);
    // A stored game, at its last stored action: nullptr and *error when it cannot be replayed.
    static std::unique_ptr<HostGame> restore(const HostedGame &stored, const Context &context,
                                             QString *error);
    ~HostGame() override;

    const QString &code() const { return m_code; }
    const HostLobby &lobby() const { return m_lobby; }
    // The game as a record (setup and actions): what exports as a .cwgame.
    GameRecord record() const { return {m_setup, m_actions}; }
    // Whether a client is in this game (seated or watching).
    bool hasClient(ClientId client) const { return m_clients.count(client) > 0; }
    // Whether nobody holds a seat any more: the Host then removes the game.
    bool abandoned() const;

    // The requests (HostMessage); nullopt when done.
    std::optional<HostError> join(ClientId client, const HostMessage::Join &request);
    std::optional<HostError> spectate(ClientId client, const HostMessage::Spectate &request);
    std::optional<HostError> resume(ClientId client, const HostMessage::Resume &request);
    std::optional<HostError> profile(const HostMessage::Profile &request);
    std::optional<HostError> start(const HostMessage::Start &request);
    std::optional<HostError> act(ClientId client, const HostMessage::Act &request);
    std::optional<HostError> chat(const HostMessage::Chat &request);
    std::optional<HostError> leave(ClientId client, const HostMessage::Leave &request);
    std::optional<HostError> rematch(const HostMessage::Rematch &request);
    // The client's connection closed: its seat keeps its place (the drop policy applies).
    void disconnected(ClientId client);

private:
    struct Client {
        int seat = -1;     // -1: a spectator
        int movesSent = 0; // move list entries it holds as they read now
        QString language;  // its log and move names are worded in it (HostNarration::languages)
    };
    // The new log lines of an action, by language.
    using NewLines = std::map<QString, QStringList>;
    HostGame(const QString &code, const Context &context);

    std::optional<HostError> seatOf(const HostMessage::SeatKey &key, int *seat) const;
    bool saveLobby(HostError *error);
    // Applies a stored action: names, log, reveal, phase; then everyone is told.
    void apply(Action action);
    // Applies it, worded in every language a client reads (naming it for every viewer).
    NewLines recordMove(Action action);
    // Queues the action for the next group commit; `requester` (0: the AI) hears of a refused
    // group. Nothing changes until the group is stored, then stored() applies it.
    std::optional<HostError> storeAndApply(Action action, ClientId requester);
    void stored(Action action, ClientId requester, bool done, const QString &reason);
    // Start and rematch: `setup` with a new seed, stored (actions cleared) before it is played.
    std::optional<HostError> dealAnew(GameSetup setup);
    void startGame(); // m_setup and m_game ready: the first positions, the AI
    bool aiPlays(int seat) const;
    Controller aiLevel(int seat) const;
    void scheduleAi();
    void aiChose(int move, Action action);
    void updateDropTimer();
    void dropTimedOut();
    bool connected(int seat) const;
    ClientId clientOf(int seat) const;
    void attach(ClientId client, int seat, const QString &language);
    // The game worded in `language`, made (replaying every action) when nobody read it yet;
    // null before the start, or if it cannot be made (then the client gets no words).
    const HostNarration *narrationIn(const QString &language);
    void dropUnreadNarrations(); // those no client reads any more

    void send(ClientId client, const QJsonObject &message) const;
    void broadcast(const QJsonObject &message) const;
    QJsonObject joinedMessage(int seat, const QString &token) const;
    QJsonObject lobbyMessage() const;
    QJsonObject positionMessage(Client &client, const QByteArray &copy, const QStringList &log,
                                const HostNarration *words);
    // Every client its position, with the new log lines in its language.
    void sendPositions(const NewLines &log);
    // What the copies of the position are made from: the game, or the clone a test changed
    // (Context::dealCopies), held in *dealt.
    const Game &copySource(std::unique_ptr<Game> *dealt) const;
    // One client its position from the start: every move, the recent log.
    void sendPosition(ClientId client);

    QString m_code;
    Context m_context;
    HostLobby m_lobby;
    GameSetup m_setup;
    std::vector<Action> m_actions;
    bool m_storing = false;       // an action waits for its group commit
    std::unique_ptr<Game> m_game; // null in the lobby
    // The game worded in each language a client reads (m_game itself is never narrated).
    std::map<QString, std::unique_ptr<HostNarration>> m_narrations;
    std::vector<Rng> m_copyRngs; // viewer v's (-1 first): never the game's generator
    std::map<ClientId, Client> m_clients;
    std::vector<bool> m_standIn; // Easy plays the seat while its player is away
    std::vector<std::deque<qint64>> m_chatTimes;
    QElapsedTimer m_clock;
    QTimer m_dropTimer;
    int m_dropSeat = -1;
    QFutureWatcher<Action> *m_ai = nullptr; // the decision in flight, or null
    int m_aiMove = -1;
};

} // namespace cw
