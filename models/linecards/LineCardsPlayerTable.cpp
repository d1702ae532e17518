#include "LineCardsPlayerTable.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cw::linecards {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class LineCardsPlayerTable {
    Q_DECLARE_TR_FUNCTIONS(cw::linecards::LineCardsPlayerTable)

public:
    static PlayerTable make();
};

PlayerTable LineCardsPlayerTable::make()
{
    PlayerTable table{
        QStringLiteral("players"), tr("Player"), tr("Name and colour of the line"), {}};
    table.columns = {
        {tr("Energy"),
         tr("Energy points left (3 at the start; one per use, from turn 3)"),
         [](const QJsonObject &seat) { return seatViewNumber(seat, "energy"); },
         {},
         tr("En.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Hand"), tr("Cards in hand"),
         [](const QJsonObject &seat) { return seatViewNumber(seat, "handCount"); }},
        {tr("Deck"),
         tr("Cards left in the deck (it is never reshuffled)"),
         [](const QJsonObject &seat) { return seatViewNumber(seat, "deckCount"); },
         {},
         tr("Deck", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("This turn"),
         tr("Priorities of the cards laid this turn, in order"),
         [](const QJsonObject &seat) {
             QStringList priorities;
             for (const QJsonValue card : seat.value(QStringLiteral("laidThisTurn")).toArray())
                 priorities.append(
                     QString::number(card.toObject().value(QStringLiteral("priority")).toInt()));
             return priorities.join(QStringLiteral(", "));
         },
         {},
         tr("Turn", "a Players dock column's header in a narrow dock: a few letters")},
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
    return LineCardsPlayerTable::make();
}

} // namespace cw::linecards
