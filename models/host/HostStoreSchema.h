#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace cw {

// The host store's tables (docs/protocol.md, "Storage") and the connection settings every store
// opens with: the version table, games (code, lobby, setup, created) and actions (code, move,
// action), one row per action, never rewritten.
class HostStoreSchema {
    Q_DECLARE_TR_FUNCTIONS(cw::HostStoreSchema)

public:
    // The schema this build writes; a database of another one is refused, never altered.
    static constexpr int Version = 1;

    // Sets the journal (WAL), the durability (synchronous=FULL), foreign keys and the busy
    // timeout on the open connection `db`, then creates the tables if they are missing. Returns
    // false with *reason set ("the database's schema 3 is not the one this host reads (1)", or
    // SQLite's own message).
    static bool prepare(QSqlDatabase &db, QString *reason);
};

} // namespace cw
