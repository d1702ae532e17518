#include "PlayerColumns.h"

#include <QJsonArray>

namespace cw {

namespace {

QString number(const QJsonObject &seat, const char *key)
{
    return QString::number(seat.value(QLatin1String(key)).toInt());
}

// The finishing place once a seat has one.
QString place(const QJsonObject &seat)
{
    const int rank = seat.value(QStringLiteral("rank")).toInt();
    return rank > 0 ? QString::number(rank) : QString();
}

} // namespace

PlayerTable PlayerColumns::forGame(const QString &gameId, const QJsonObject &course)
{
    if (gameId == QLatin1String("salmon-run"))
        return salmonRun();
    return rowing(course);
}

PlayerTable PlayerColumns::rowing(const QJsonObject &course)
{
    const int metresPerSpace = course.value(QStringLiteral("metresPerSpace")).toInt(20);
    PlayerTable table{QStringLiteral("boats"), tr("Boat"), tr("Name and colour of the boat"), {}};
    table.columns = {
        {tr("Space"),
         tr("Space reached (a space is %n metre(s) of the course)", nullptr, metresPerSpace),
         [](const QJsonObject &boat) { return number(boat, "space"); }},
        {tr("Rate"), tr("Stroke rate (strokes per minute)"),
         [](const QJsonObject &boat) {
             const int rate = boat.value(QStringLiteral("rate")).toInt();
             return rate > 0 ? QString::number(rate) : tr("–");
         }},
        {tr("Stamina"), tr("Cards left in the stamina pile"),
         [](const QJsonObject &boat) { return number(boat, "staminaPile"); }},
        {tr("Deck"), tr("Cards in the draw pile"),
         [](const QJsonObject &boat) { return number(boat, "drawCount"); }},
        {tr("Discard"), tr("Cards in the discard pile"),
         [](const QJsonObject &boat) { return number(boat, "discardCount"); }},
        {tr("Hand"), tr("Cards in hand"),
         [](const QJsonObject &boat) { return number(boat, "handCount"); }},
        {tr("Place"), tr("Finishing place"),
         [](const QJsonObject &boat) {
             return boat.value(QStringLiteral("finished")).toBool() ? place(boat) : QString();
         }},
    };
    return table;
}

PlayerTable PlayerColumns::salmonRun()
{
    PlayerTable table{
        QStringLiteral("salmon"), tr("Salmon"), tr("Name and colour of the salmon"), {}};
    table.columns = {
        {tr("Hex"), tr("The hex the salmon is on (column-row), or spawned"),
         [](const QJsonObject &salmon) {
             if (salmon.value(QStringLiteral("spawned")).toBool())
                 return tr("spawned");
             const QJsonArray hex = salmon.value(QStringLiteral("hex")).toArray();
             return tr("%1-%2").arg(hex.at(0).toInt()).arg(hex.at(1).toInt());
         }},
        {tr("Hand"), tr("Cards in hand"),
         [](const QJsonObject &salmon) { return number(salmon, "handCount"); }},
        {tr("Deck"), tr("Cards in the draw pile"),
         [](const QJsonObject &salmon) { return number(salmon, "drawCount"); }},
        {tr("Discard"), tr("Cards in the discard pile"),
         [](const QJsonObject &salmon) { return number(salmon, "discardCount"); }},
        {tr("Fatigue"), tr("Fatigue cards in the discard pile (those in hand and deck are hidden)"),
         [](const QJsonObject &salmon) {
             return QString::number(salmon.value(QStringLiteral("discard"))
                                        .toObject()
                                        .value(QStringLiteral("fatigue"))
                                        .toInt());
         }},
        {tr("Place"), tr("Finishing place"), place},
    };
    return table;
}

} // namespace cw
