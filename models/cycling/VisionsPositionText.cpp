#include "VisionsPositionText.h"

#include "VisionsNarration.h"
#include "core/GameRecord.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace cw::cycling {

namespace {

class VisionsPositionText {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::VisionsPositionText)

public:
    static QString describe(const GameRecord &record, const QJsonObject &view);
    static QString where(const QJsonObject &rider);
};

QString VisionsPositionText::where(const QJsonObject &rider)
{
    const QString where = rider.value(QStringLiteral("where")).toString();
    const int row = rider.value(QStringLiteral("row")).toInt() + 1;
    if (where == QLatin1String("road"))
        return tr("row %1, lane %2").arg(row).arg(rider.value(QStringLiteral("lane")).toInt() + 1);
    if (where == QLatin1String("roadSide"))
        return tr("road side of row %1").arg(row);
    if (where == QLatin1String("finished"))
        return tr("podium place %1").arg(rider.value(QStringLiteral("podium")).toInt());
    return tr("not yet placed");
}

QString VisionsPositionText::describe(const GameRecord &record, const QJsonObject &view)
{
    const auto seatName = [&](int seat) {
        const QString name = seat >= 0 && seat < record.setup.seats.size()
                                 ? record.setup.seats[seat].name
                                 : QString();
        return name.isEmpty() ? tr("Team %1").arg(seat + 1) : name;
    };
    const int seat = view.value(QStringLiteral("seat")).toInt();
    QString out = tr("Visions of Rainbows on \"%1\", seed %2\n")
                      .arg(record.setup.course.value(QStringLiteral("name")).toString())
                      .arg(record.setup.seed);
    out += seat < 0 ? tr("The race is over.")
                    : tr("Movement phase %1, %2 to decide (%3).")
                          .arg(view.value(QStringLiteral("phase")).toInt())
                          .arg(seatName(seat), view.value(QStringLiteral("stage")).toString());
    out += u'\n';
    std::vector<QJsonObject> riders;
    for (const QJsonValue &value : view.value(QStringLiteral("riders")).toArray())
        riders.push_back(value.toObject());
    // Finished riders by podium place, then the road by row, front first.
    const auto key = [](const QJsonObject &rider) {
        const QString where = rider.value(QStringLiteral("where")).toString();
        if (where == QLatin1String("finished"))
            return -100000 + rider.value(QStringLiteral("podium")).toInt();
        if (where == QLatin1String("waiting"))
            return 100000;
        return -rider.value(QStringLiteral("row")).toInt() * 10 +
               (where == QLatin1String("roadSide") ? 9
                                                   : rider.value(QStringLiteral("lane")).toInt());
    };
    std::stable_sort(riders.begin(), riders.end(),
                     [&](const QJsonObject &a, const QJsonObject &b) { return key(a) < key(b); });
    for (const QJsonObject &rider : riders)
        out += tr("%1, %2: %3, fatigue %4 T %5 P\n")
                   .arg(seatName(rider.value(QStringLiteral("team")).toInt()),
                        VisionsNarration::riderName(rider.value(QStringLiteral("slot")).toInt()),
                        where(rider))
                   .arg(rider.value(QStringLiteral("temporary")).toInt())
                   .arg(rider.value(QStringLiteral("permanent")).toInt());
    const QJsonArray teams = view.value(QStringLiteral("teams")).toArray();
    for (int t = 0; t < teams.size(); ++t) {
        const QJsonObject team = teams[t].toObject();
        if (team.contains(QStringLiteral("time")))
            out += tr("%1: %n second(s), place %2\n", nullptr,
                      team.value(QStringLiteral("time")).toInt())
                       .arg(seatName(t))
                       .arg(team.value(QStringLiteral("rank")).toInt());
    }
    return out;
}

} // namespace

QString visionsPositionText(const GameRecord &record, const QJsonObject &publicView)
{
    return VisionsPositionText::describe(record, publicView);
}

} // namespace cw::cycling
