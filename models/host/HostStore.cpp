#include "HostStore.h"

#include "HostStoreConnection.h"
#include "HostStoreSchema.h"

#include <QDateTime>
#include <QDir>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace cw {

namespace {

QString compact(const QJsonObject &json)
{
    return QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

} // namespace

HostStore::HostStore() = default;

HostStore::~HostStore()
{
    close();
}

bool HostStore::open(const QString &dataDir, QString *error)
{
    close();
    const QString path = QDir(dataDir).absoluteFilePath(fileName());
    if (!QDir().mkpath(dataDir)) {
        *error = tr("%1: cannot create the folder").arg(dataDir);
        return false;
    }
    static std::atomic<int> instances{0};
    auto connection = std::make_unique<Connection>();
    connection->name = QStringLiteral("cw-host-store-%1").arg(++instances);
    connection->path = path;
    connection->db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection->name);
    connection->db.setDatabaseName(path);
    QString reason;
    bool ready = connection->db.isValid() && connection->db.open();
    if (!ready)
        reason = connection->db.isValid() ? connection->db.lastError().text()
                                          : tr("Qt's SQLite driver (QSQLITE) is not installed");
    else
        ready = HostStoreSchema::prepare(connection->db, &reason);
    if (ready) {
        connection->nextMove.emplace(connection->db);
        connection->insertAction.emplace(connection->db);
        ready = connection->nextMove->prepare(
                    QStringLiteral("SELECT (SELECT COUNT(*) FROM games WHERE code = ?), "
                                   "COALESCE(MAX(move) + 1, 0) FROM actions WHERE code = ?")) &&
                connection->insertAction->prepare(
                    QStringLiteral("INSERT INTO actions (code, move, action) VALUES (?, ?, ?)"));
        if (!ready)
            reason = connection->nextMove->lastError().text() +
                     connection->insertAction->lastError().text();
    }
    m_db = std::move(connection);
    if (!ready) {
        *error = QStringLiteral("%1: %2").arg(path, reason);
        close();
    }
    return ready;
}

void HostStore::close()
{
    if (!m_db)
        return;
    const QString name = m_db->name;
    // QtSql removes a connection only once nothing refers to it any more.
    m_db->nextMove.reset();
    m_db->insertAction.reset();
    m_db->db.close();
    m_db.reset();
    QSqlDatabase::removeDatabase(name);
}

bool HostStore::isOpen() const
{
    return m_db != nullptr;
}

QString HostStore::path() const
{
    return m_db ? m_db->path : QString();
}

namespace {

// Whether `code` names a stored game; nullopt with *reason set when the query fails.
std::optional<bool> gameExists(QSqlDatabase &db, const QString &code, QString *reason)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM games WHERE code = ?"));
    query.addBindValue(code);
    if (!query.exec() || !query.next()) {
        *reason = query.lastError().text();
        return std::nullopt;
    }
    return query.value(0).toLongLong() > 0;
}

} // namespace

// What the store writes it must read back: the code, lobby and setup are checked against the
// bounds loadGames() applies, and the setup through GameRecord::fromJson itself.
bool HostStore::checkGame(const QString &code, const QJsonObject &lobby, const GameSetup &setup,
                          QString *reason)
{
    if (code.isEmpty() || code.size() > MaxCodeLength) {
        *reason = tr("code: 1 to %1 characters, found %2").arg(MaxCodeLength).arg(code.size());
        return false;
    }
    if (!checkLobby(code, lobby, reason))
        return false;
    const QJsonObject json = GameRecord{setup, {}}.toJson();
    const qint64 size = compact(json).toUtf8().size();
    if (size > GameRecord::MaxFileBytes) {
        *reason = tr("game %1: setup: at most %2 bytes, found %3")
                      .arg(code)
                      .arg(GameRecord::MaxFileBytes)
                      .arg(size);
        return false;
    }
    QString setupReason;
    if (!GameRecord::fromJson(json, &setupReason)) {
        *reason = tr("game %1: setup: %2").arg(code, setupReason);
        return false;
    }
    return true;
}

bool HostStore::checkLobby(const QString &code, const QJsonObject &lobby, QString *reason)
{
    const qint64 size = compact(lobby).toUtf8().size();
    if (size <= MaxLobbyBytes)
        return true;
    *reason =
        tr("game %1: lobby: at most %2 bytes, found %3").arg(code).arg(MaxLobbyBytes).arg(size);
    return false;
}

bool HostStore::fail(const QString &reason, QString *error, bool rollBack) const
{
    if (rollBack)
        m_db->db.rollback(); // its own failure would add nothing to the reason given
    *error = QStringLiteral("%1: %2").arg(m_db->path, reason);
    return false;
}

bool HostStore::notOpen(QString *error)
{
    *error = tr("the host's store is not open");
    return false;
}

// BEGIN IMMEDIATE: the write lock is taken first, waiting out another host's write (busy_timeout).
// A deferred BEGIN reads first, and a write after another connection's commit then fails at once,
// without waiting ("database is locked"): two apps hosting on one machine share the store.
bool HostStore::begin(QString *error)
{
    QSqlQuery begin(m_db->db);
    if (begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return true;
    return fail(begin.lastError().text(), error, false);
}

bool HostStore::commit(QString *error)
{
    if (m_db->db.commit())
        return true;
    return fail(m_db->db.lastError().text(), error, true);
}

bool HostStore::createGame(const HostedGame &game, QString *error)
{
    if (!m_db)
        return notOpen(error);
    QString reason;
    if (!checkGame(game.code, game.lobby, game.setup, &reason))
        return fail(reason, error, false);
    if (game.actions.size() > std::size_t(GameRecord::MaxActions))
        return fail(tr("game %1: actions: at most %2").arg(game.code).arg(GameRecord::MaxActions),
                    error, false);
    if (!begin(error))
        return false;
    const std::optional<bool> exists = gameExists(m_db->db, game.code, &reason);
    if (!exists)
        return fail(reason, error, true);
    if (*exists)
        return fail(tr("game %1: the code is taken").arg(game.code), error, true);
    QSqlQuery insert(m_db->db);
    insert.prepare(
        QStringLiteral("INSERT INTO games (code, lobby, setup, created) VALUES (?, ?, ?, ?)"));
    insert.addBindValue(game.code);
    insert.addBindValue(compact(game.lobby));
    insert.addBindValue(compact(GameRecord{game.setup, {}}.toJson()));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!insert.exec())
        return fail(insert.lastError().text(), error, true);
    QSqlQuery &action = *m_db->insertAction;
    for (std::size_t move = 0; move < game.actions.size(); ++move) {
        action.addBindValue(game.code);
        action.addBindValue(qint64(move));
        action.addBindValue(game.actions[move]);
        if (!action.exec())
            return fail(action.lastError().text(), error, true);
    }
    return commit(error);
}

bool HostStore::saveLobby(const QString &code, const QJsonObject &lobby, QString *error)
{
    if (!m_db)
        return notOpen(error);
    QString reason;
    if (!checkLobby(code, lobby, &reason))
        return fail(reason, error, false);
    QSqlQuery update(m_db->db);
    update.prepare(QStringLiteral("UPDATE games SET lobby = ? WHERE code = ?"));
    update.addBindValue(compact(lobby));
    update.addBindValue(code);
    if (!update.exec())
        return fail(update.lastError().text(), error, false);
    if (update.numRowsAffected() != 1)
        return fail(tr("game %1: no such game").arg(code), error, false);
    return true;
}

bool HostStore::appendActions(const std::vector<PendingAction> &actions, QString *error)
{
    if (!m_db)
        return notOpen(error);
    if (actions.empty())
        return true;
    if (!begin(error))
        return false;
    QSqlQuery &next = *m_db->nextMove;
    QSqlQuery &insert = *m_db->insertAction;
    for (const PendingAction &pending : actions) {
        next.addBindValue(pending.code);
        next.addBindValue(pending.code);
        if (!next.exec() || !next.next())
            return fail(next.lastError().text(), error, true);
        const bool exists = next.value(0).toLongLong() > 0;
        const qint64 stored = next.value(1).toLongLong();
        next.finish();
        if (!exists)
            return fail(tr("game %1: no such game").arg(pending.code), error, true);
        // As a move number in a message: the action must follow the last one stored, so a
        // stale or repeated action is refused, never stored twice.
        if (pending.moveNumber != stored)
            return fail(tr("game %1: move %2 refused: the game has %3 actions stored")
                            .arg(pending.code)
                            .arg(pending.moveNumber)
                            .arg(stored),
                        error, true);
        if (stored >= GameRecord::MaxActions)
            return fail(
                tr("game %1: at most %2 actions").arg(pending.code).arg(GameRecord::MaxActions),
                error, true);
        insert.addBindValue(pending.code);
        insert.addBindValue(stored);
        insert.addBindValue(pending.action);
        if (!insert.exec())
            return fail(insert.lastError().text(), error, true);
    }
    return commit(error);
}

bool HostStore::restartGame(const QString &code, const GameSetup &setup, const QJsonObject &lobby,
                            QString *error)
{
    if (!m_db)
        return notOpen(error);
    QString reason;
    if (!checkGame(code, lobby, setup, &reason))
        return fail(reason, error, false);
    if (!begin(error))
        return false;
    QSqlQuery query(m_db->db);
    query.prepare(QStringLiteral("UPDATE games SET setup = ?, lobby = ? WHERE code = ?"));
    query.addBindValue(compact(GameRecord{setup, {}}.toJson()));
    query.addBindValue(compact(lobby));
    query.addBindValue(code);
    if (!query.exec())
        return fail(query.lastError().text(), error, true);
    if (query.numRowsAffected() != 1)
        return fail(tr("game %1: no such game").arg(code), error, true);
    query.prepare(QStringLiteral("DELETE FROM actions WHERE code = ?"));
    query.addBindValue(code);
    if (!query.exec())
        return fail(query.lastError().text(), error, true);
    return commit(error);
}

bool HostStore::removeGame(const QString &code, QString *error)
{
    if (!m_db)
        return notOpen(error);
    if (!begin(error))
        return false;
    QSqlQuery query(m_db->db);
    query.prepare(QStringLiteral("DELETE FROM actions WHERE code = ?"));
    query.addBindValue(code);
    if (!query.exec())
        return fail(query.lastError().text(), error, true);
    query.prepare(QStringLiteral("DELETE FROM games WHERE code = ?"));
    query.addBindValue(code);
    if (!query.exec())
        return fail(query.lastError().text(), error, true);
    if (query.numRowsAffected() != 1)
        return fail(tr("game %1: no such game").arg(code), error, true);
    return commit(error);
}

} // namespace cw
