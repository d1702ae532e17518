#include "VisionsPlayerTable.h"

#include <QCoreApplication>

namespace cw::visions {

namespace {

// The translation context of this file's texts, the same at run time and for lupdate.
class VisionsPlayerTable {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsPlayerTable)

public:
    static PlayerTable make();
};

PlayerTable VisionsPlayerTable::make()
{
    PlayerTable table{QStringLiteral("teams"), tr("Team"), tr("Name and colour of the team"), {}};
    table.columns = {
        {tr("Cards"), tr("Action cards in hand"),
         [](const QJsonObject &team) { return seatViewNumber(team, "handCount"); }},
        {tr("Racing"), tr("Riders still on the road"),
         [](const QJsonObject &team) { return seatViewNumber(team, "racing"); }},
        {tr("Finished"), tr("Riders across the finish line"),
         [](const QJsonObject &team) { return seatViewNumber(team, "finished"); }},
        {tr("Fatigue"), tr("Fatigue tokens on the team's riders"),
         [](const QJsonObject &team) { return seatViewNumber(team, "fatigue"); }},
        {tr("Bonus"), tr("Bonus seconds won on bonus lines"),
         [](const QJsonObject &team) { return seatViewNumber(team, "bonusSeconds"); }},
        {tr("Time"), tr("The team's time in seconds, once the race is over (lowest wins)"),
         [](const QJsonObject &team) {
             return team.contains(QStringLiteral("time")) ? seatViewNumber(team, "time")
                                                          : QString();
         }},
        {tr("Place"), tr("Finishing place"), seatViewPlace},
    };
    return table;
}

} // namespace

PlayerTable visionsPlayerTable(const QJsonObject &)
{
    return VisionsPlayerTable::make();
}

} // namespace cw::visions
