#include "RowingPlayerTable.h"

#include <QCoreApplication>

namespace cw::rowing {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class RowingPlayerTable {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingPlayerTable)

public:
    static PlayerTable make(const QJsonObject &course);
};

PlayerTable RowingPlayerTable::make(const QJsonObject &course)
{
    const int metresPerSpace = course.value(QStringLiteral("metresPerSpace")).toInt(20);
    PlayerTable table{QStringLiteral("boats"), tr("Boat"), tr("Name and colour of the boat"), {}};
    table.columns = {
        {tr("Space"),
         tr("Space reached (a space is %n metre(s) of the course)", nullptr, metresPerSpace),
         [](const QJsonObject &boat) { return seatViewNumber(boat, "space"); },
         {},
         tr("Sp.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Rate"),
         tr("Stroke rate (strokes per minute)"),
         [](const QJsonObject &boat) {
             const int rate = boat.value(QStringLiteral("rate")).toInt();
             return rate > 0 ? QString::number(rate) : tr("–");
         },
         {},
         tr("Rate", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Stamina"),
         tr("Cards left in the stamina pile"),
         [](const QJsonObject &boat) { return seatViewNumber(boat, "staminaPile"); },
         {},
         tr("Sta.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Deck"),
         tr("Cards in the draw pile"),
         [](const QJsonObject &boat) { return seatViewNumber(boat, "drawCount"); },
         {},
         tr("Deck", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Discard"),
         tr("Cards in the discard pile"),
         [](const QJsonObject &boat) { return seatViewNumber(boat, "discardCount"); },
         {},
         tr("Disc.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Hand"), tr("Cards in hand"),
         [](const QJsonObject &boat) { return seatViewNumber(boat, "handCount"); }},
        {tr("Place"),
         tr("Finishing place"),
         [](const QJsonObject &boat) {
             return boat.value(QStringLiteral("finished")).toBool() ? seatViewPlace(boat)
                                                                    : QString();
         },
         {},
         tr("Pl.", "a Players dock column's header in a narrow dock: a few letters")},
    };
    return table;
}

} // namespace

PlayerTable playerTable(const QJsonObject &course)
{
    return RowingPlayerTable::make(course);
}

} // namespace cw::rowing
