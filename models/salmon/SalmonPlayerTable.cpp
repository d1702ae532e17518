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

// Every Fatigue card a salmon takes is public, so the view tells how many it owns: those in its
// discard pile and played this turn, and those among its hand and draw pile (its own counts, or
// the "unseen" counts of another seat). Counting the discard pile alone dropped to 0 after a
// reshuffle, while the ranking counts them all (docs/rules/salmon.md, "End of the game").
QString fatigueOwned(const QJsonObject &salmon)
{
    const auto fatigueIn = [&salmon](const char *key) {
        return salmon.value(QLatin1String(key)).toObject().value(QStringLiteral("fatigue")).toInt();
    };
    const int hidden = salmon.contains(QStringLiteral("unseen"))
                           ? fatigueIn("unseen")
                           : fatigueIn("hand") + fatigueIn("draw");
    return QString::number(fatigueIn("discard") + fatigueIn("played") + hidden);
}

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
         },
         {},
         tr("Hex", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Hand"), tr("Cards in hand"),
         [](const QJsonObject &salmon) { return seatViewNumber(salmon, "handCount"); }},
        {tr("Deck"),
         tr("Cards in the draw pile"),
         [](const QJsonObject &salmon) { return seatViewNumber(salmon, "drawCount"); },
         {},
         tr("Deck", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Discard"),
         tr("Cards in the discard pile"),
         [](const QJsonObject &salmon) { return seatViewNumber(salmon, "discardCount"); },
         {},
         tr("Disc.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Fatigue"),
         tr("Fatigue cards the salmon owns, wherever they are: the fewest wins among spawned "
            "salmon"),
         fatigueOwned,
         {},
         tr("Fat.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Place"),
         tr("Finishing place"),
         seatViewPlace,
         {},
         tr("Pl.", "a Players dock column's header in a narrow dock: a few letters")},
    };
    return table;
}

} // namespace

PlayerTable playerTable(const QJsonObject &)
{
    return SalmonPlayerTable::make();
}

} // namespace cw::salmon
