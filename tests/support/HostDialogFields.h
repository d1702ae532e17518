#pragma once

// What Host Online Game sends for the tests that host from the window: the dialog's own fields,
// with seat 0 Ann's, seat 1 open for a friend and the other seats Easy.
#include "online/HostGameDialog.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cw::test {

inline QJsonObject fieldsForAFriend(const HostGameDialog &dialog)
{
    QJsonObject fields = dialog.createFields();
    QJsonArray seats;
    const int count = int(fields.value(QStringLiteral("seats")).toArray().size());
    for (int i = 0; i < count; ++i)
        seats.append(QJsonObject{
            {QStringLiteral("kind"), i < 2 ? QStringLiteral("open") : QStringLiteral("easy")}});
    fields.insert(QStringLiteral("seats"), seats);
    fields.insert(QStringLiteral("seat"), 0);
    fields.insert(QStringLiteral("name"), QStringLiteral("Ann"));
    return fields;
}

} // namespace cw::test
