#include "HostStoreSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace cw {

namespace {

bool run(QSqlQuery &query, const QString &sql, QString *reason)
{
    if (query.exec(sql))
        return true;
    *reason = query.lastError().text();
    return false;
}

} // namespace

bool HostStoreSchema::prepare(QSqlDatabase &db, QString *reason)
{
    QSqlQuery query(db);
    // WAL: a commit appends to the log instead of rewriting pages, and readers never block the
    // writer. synchronous=FULL syncs the log at each commit: an acknowledged action then survives
    // a power loss too, not only kill -9 of the process (which NORMAL already survives); a group
    // commit (HostStore::appendActions) pays one sync for all its actions.
    if (!run(query, QStringLiteral("PRAGMA journal_mode=WAL"), reason))
        return false;
    if (!query.next() ||
        query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
        *reason = tr("the database cannot use a write-ahead log (journal mode %1)")
                      .arg(query.value(0).toString());
        return false;
    }
    if (!run(query, QStringLiteral("PRAGMA synchronous=FULL"), reason) ||
        !run(query, QStringLiteral("PRAGMA foreign_keys=ON"), reason) ||
        !run(query, QStringLiteral("PRAGMA busy_timeout=5000"), reason))
        return false;

    if (!db.transaction()) {
        *reason = db.lastError().text();
        return false;
    }
    const bool created =
        run(query,
            QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"),
            reason) &&
        run(query,
            QStringLiteral("CREATE TABLE IF NOT EXISTS games (code TEXT PRIMARY KEY NOT NULL, "
                           "lobby TEXT NOT NULL, setup TEXT NOT NULL, created TEXT NOT NULL)"),
            reason) &&
        // WITHOUT ROWID: the rows live in the primary key's tree, so a game's actions are read
        // back in order by one range scan and the next move number is one lookup.
        run(query,
            QStringLiteral("CREATE TABLE IF NOT EXISTS actions (code TEXT NOT NULL REFERENCES "
                           "games(code), move INTEGER NOT NULL, action INTEGER NOT NULL, "
                           "PRIMARY KEY (code, move)) WITHOUT ROWID"),
            reason) &&
        run(query, QStringLiteral("SELECT MAX(version) FROM schema_version"), reason);
    if (!created || !query.next()) {
        if (created)
            *reason = query.lastError().text();
        db.rollback();
        return false;
    }
    const QVariant stored = query.value(0);
    if (stored.isNull()) {
        query.prepare(QStringLiteral("INSERT INTO schema_version (version) VALUES (?)"));
        query.addBindValue(Version);
        if (!query.exec()) {
            *reason = query.lastError().text();
            db.rollback();
            return false;
        }
    } else if (stored.toLongLong() != Version) {
        *reason = tr("the database's schema %1 is not the one this host reads (%2)")
                      .arg(stored.toString())
                      .arg(Version);
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        *reason = db.lastError().text();
        return false;
    }
    return true;
}

} // namespace cw
