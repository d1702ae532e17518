#pragma once

#include "HostStore.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace cw {

// A store's connection (its own name, so that stores never share one) and the statements the host
// runs on every move, prepared once: shared by HostStore.cpp and HostStoreLoad.cpp.
struct HostStore::Connection {
    QString name;
    QString path;
    QSqlDatabase db;
    std::optional<QSqlQuery> nextMove;
    std::optional<QSqlQuery> insertAction;
};

} // namespace cw
