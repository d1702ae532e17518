#pragma once

#include "core/Game.h"
#include "core/GameRecord.h"
#include "core/GameSetup.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace cw {

// One hosted game as stored: its code, its lobby (JSON the host owns: seats with names, colours,
// controllers, hashes of tokens - never the tokens themselves -, options such as spectators allowed
// and what happens when a seat drops, and the phase "lobby" | "playing" | "over"), its setup
// (course, seats, seed, options: cw::GameSetup) and every accepted action in order.
struct HostedGame {
    QString code;
    QJsonObject lobby;
    GameSetup setup;
    std::vector<Action> actions;

    // The game as an ordinary record (a .cwgame once saved), which the app replays.
    GameRecord record() const { return GameRecord{setup, actions}; }
};

// The host's games in SQLite (QtSql, QSQLITE driver, WAL journal), in DIR/host.sqlite. Each method
// returns false (nullopt) and sets *error ("<file>: <what failed>") when the database refuses; an
// action is stored (durable) when appendActions returns true, and only then may the host
// acknowledge it. Actions are appended as rows, never rewriting the game's record, up to
// GameRecord::MaxActions per game. Setups are stored as GameRecord's JSON, read back through
// GameRecord::fromJson with its bounds and checks (docs/protocol.md, "Storage").
//
// A store is one database connection of its own (a connection name per instance), used from the
// thread that opened it only, as QtSql requires.
class HostStore {
    Q_DECLARE_TR_FUNCTIONS(cw::HostStore)

public:
    // The largest lobby stored or read back, in bytes of compact JSON: a lobby is a few seats and
    // options, far below it, so that a damaged row never makes loading allocate without bound.
    static constexpr qint64 MaxLobbyBytes = 256 * 1024;
    // The longest game code stored or read back (the host's codes are far shorter).
    static constexpr int MaxCodeLength = 64;
    static QString fileName() { return QStringLiteral("host.sqlite"); }

    HostStore();
    ~HostStore();
    HostStore(const HostStore &) = delete;
    HostStore &operator=(const HostStore &) = delete;

    bool open(const QString &dataDir, QString *error); // creates the dir and schema if needed
    void close();
    bool isOpen() const;
    // The database file's path ("" before open()).
    QString path() const;

    // Every stored game, with its actions, in order of creation. A game whose row does not read
    // back (a damaged database) is skipped and reported in *skipped, one line per game naming
    // it and the field ("<file>: game ABC-DEF: setup: seats: missing or empty"); the others
    // load. nullopt only when the database itself refuses. The one-argument form reports skipped
    // games as warnings (qWarning), for a host that resumes whatever it can.
    std::optional<std::vector<HostedGame>> loadGames(QString *error) const;
    std::optional<std::vector<HostedGame>> loadGames(QString *error, QStringList *skipped) const;

    // A new code (refused if it exists), with its lobby, setup and actions (usually none).
    bool createGame(const HostedGame &game, QString *error);
    bool saveLobby(const QString &code, const QJsonObject &lobby, QString *error);
    // Appends, in ONE transaction (group commit), each {code, moveNumber, action}; moveNumber must
    // be the number of actions that game already has stored (else refused, nothing stored).
    struct PendingAction {
        QString code;
        int moveNumber;
        Action action;
    };
    bool appendActions(const std::vector<PendingAction> &actions, QString *error);
    // A rematch: the game's setup replaced (new seed), its actions cleared, lobby saved.
    bool restartGame(const QString &code, const GameSetup &setup, const QJsonObject &lobby,
                     QString *error);
    bool removeGame(const QString &code, QString *error);

    struct Connection; // HostStoreConnection.h

private:
    static bool checkGame(const QString &code, const QJsonObject &lobby, const GameSetup &setup,
                          QString *reason);
    static bool checkLobby(const QString &code, const QJsonObject &lobby, QString *reason);
    static bool notOpen(QString *error);
    // Sets *error to "<file>: <reason>", rolling the open transaction back first if asked;
    // returns false.
    bool fail(const QString &reason, QString *error, bool rollBack) const;
    bool begin(QString *error);
    bool commit(QString *error);

    std::unique_ptr<Connection> m_db;
};

} // namespace cw
