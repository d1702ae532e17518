#include "VisionsPositionText.h"

#include "VisionsNarration.h"
#include "core/GameRecord.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace cw::visions {

namespace {

class VisionsPositionText {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsPositionText)

public:
    static QString describe(const GameRecord &record, const QJsonObject &view);
    static QString where(const QJsonObject &rider);
    static QString decision(const QString &stage);
};

// What the seat to decide is asked, from the view's stage key (VisionsView.cpp).
QString VisionsPositionText::decision(const QString &stage)
{
    static const std::pair<const char *, const char *> texts[] = {
        {"place", QT_TR_NOOP("place a rider on the start")},
        {"activate", QT_TR_NOOP("activate a rider with an Action card")},
        {"move", QT_TR_NOOP("take the next step")},
        {"link", QT_TR_NOOP("take the line behind along or leave it")},
        {"pushedLane", QT_TR_NOOP("choose the lane of the pushed line")},
        {"dropBack", QT_TR_NOOP("drop riders back to the team car")},
        {"rescue", QT_TR_NOOP("rescue a dropped rider")},
        {"grupoCompacto", QT_TR_NOOP("move a rider by Grupo Compacto")},
        {"counterAttack", QT_TR_NOOP("play Counter-attack or not")}};
    for (const auto &[key, text] : texts)
        if (stage == QLatin1String(key))
            return tr(text);
    return stage;
}

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
    QString out = tr("Visions of Rainbows on \"%1\", seed %2\n")
                      .arg(record.setup.course.value(QStringLiteral("name")).toString())
                      .arg(record.setup.seed);
    const int seat = view.value(QStringLiteral("seat")).toInt();
    const int phase = view.value(QStringLiteral("phase")).toInt();
    const QString stage = decision(view.value(QStringLiteral("stage")).toString());
    if (seat < 0)
        out += tr("The race is over.");
    else if (phase == 0)
        out += tr("Setup, %1 to %2.").arg(seatName(seat), stage);
    else
        out += tr("Movement phase %1, %2 to %3.").arg(phase).arg(seatName(seat), stage);
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

} // namespace cw::visions
