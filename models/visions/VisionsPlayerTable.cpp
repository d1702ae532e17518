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
        {tr("Cards"),
         tr("Action cards in hand"),
         [](const QJsonObject &team) { return seatViewNumber(team, "handCount"); },
         {},
         tr("Crd.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Racing"),
         tr("Riders still on the road"),
         [](const QJsonObject &team) { return seatViewNumber(team, "racing"); },
         {},
         tr("Rac.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Finished"),
         tr("Riders across the finish line"),
         [](const QJsonObject &team) { return seatViewNumber(team, "finished"); },
         {},
         tr("Fin.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Fatigue"),
         tr("Fatigue tokens on the team's riders"),
         [](const QJsonObject &team) { return seatViewNumber(team, "fatigue"); },
         {},
         tr("Fat.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Bonus"),
         tr("Bonus seconds won on bonus lines"),
         [](const QJsonObject &team) { return seatViewNumber(team, "bonusSeconds"); },
         {},
         tr("Bon.", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Time"),
         tr("The team's time in seconds, once the race is over (lowest wins)"),
         [](const QJsonObject &team) {
             return team.contains(QStringLiteral("time")) ? seatViewNumber(team, "time")
                                                          : QString();
         },
         {},
         tr("Time", "a Players dock column's header in a narrow dock: a few letters")},
        {tr("Place"),
         tr("Finishing place"),
         seatViewPlace,
         {},
         tr("Pl.", "a Players dock column's header in a narrow dock: a few letters")},
    };
    return table;
}

} // namespace

PlayerTable visionsPlayerTable(const QJsonObject &)
{
    return VisionsPlayerTable::make();
}

} // namespace cw::visions
