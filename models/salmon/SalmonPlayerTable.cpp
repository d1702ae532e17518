#include "SalmonPlayerTable.h"

#include "SalmonHexGrid.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cw::salmon {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class SalmonPlayerTable {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonPlayerTable)

public:
    static PlayerTable make();
};

PlayerTable SalmonPlayerTable::make()
{
    PlayerTable table{
        QStringLiteral("salmon"), tr("Salmon"), tr("Name and colour of the salmon"), {}};
    table.columns = {
        {tr("Hex"),
         tr("The hex the salmon is on (column-row, from 1 at the river's bottom left), or "
            "spawned"),
         [](const QJsonObject &salmon) {
             if (salmon.value(QStringLiteral("spawned")).toBool())
                 return tr("spawned");
             const QJsonArray hex = salmon.value(QStringLiteral("hex")).toArray();
             return hexLabel({hex.at(0).toInt(), hex.at(1).toInt()});
         }},
        {tr("Hand"), tr("Cards in hand"),
         [](const QJsonObject &salmon) { return seatViewNumber(salmon, "handCount"); }},
        {tr("Deck"), tr("Cards in the draw pile"),
         [](const QJsonObject &salmon) { return seatViewNumber(salmon, "drawCount"); }},
        {tr("Discard"), tr("Cards in the discard pile"),
         [](const QJsonObject &salmon) { return seatViewNumber(salmon, "discardCount"); }},
        {tr("Fatigue"), tr("Fatigue cards in the discard pile (those in hand and deck are hidden)"),
         [](const QJsonObject &salmon) {
             return QString::number(salmon.value(QStringLiteral("discard"))
                                        .toObject()
                                        .value(QStringLiteral("fatigue"))
                                        .toInt());
         }},
        {tr("Place"), tr("Finishing place"), seatViewPlace},
    };
    return table;
}

} // namespace

PlayerTable playerTable(const QJsonObject &)
{
    return SalmonPlayerTable::make();
}

} // namespace cw::salmon
