#include "VisionsRiderText.h"

#include "SessionObserver.h"
#include "VisionsTableModel.h"
#include "print/TeamColours.h"
#include "visions/VisionsGame.h"
#include "visions/VisionsNarration.h"

using namespace cw::visions;
using cw::print::TeamColours;

QString VisionsRiderText::ink(const QString &colour)
{
    return TeamColours::inkOn(QColor(colour)).name();
}

QString VisionsRiderText::letter(int slot)
{
    switch (classOf(slot)) {
    case RiderClass::AllStar:
        return tr("A", "All-Star");
    case RiderClass::Climber:
        return tr("C", "Climber");
    case RiderClass::Sprinter:
        return tr("S", "Sprinter");
    case RiderClass::Domestique:
        break;
    }
    return tr("D%1", "Domestique").arg(slot - 2);
}

QString VisionsRiderText::targetLetters()
{
    QString taken;
    for (int slot = 0; slot < MaxRidersPerTeam; ++slot)
        taken += letter(slot).at(0);
    QString free;
    for (char16_t c = u'A'; c <= u'Z'; ++c)
        if (!taken.contains(QChar(c)))
            free += QChar(c);
    return free;
}

QString VisionsRiderText::state(const VisionsGame &game, int rider)
{
    const VisionsRider &r = game.state().riders[std::size_t(rider)];
    switch (r.where) {
    case VisionsRider::Where::Waiting:
        return tr("waiting at the start");
    case VisionsRider::Where::Finished:
        return tr("finished, place %1").arg(r.podium + 1);
    case VisionsRider::Where::RoadSide:
        return tr("dropped back to the team car (road side, row %1)").arg(r.cell + 1);
    case VisionsRider::Where::Road:
        break;
    }
    QString text = r.activated ? tr("racing, activated this phase") : tr("racing, available");
    if (game.linked(rider))
        text += QLatin1String(", ") + tr("linked");
    return text;
}

QString VisionsRiderText::tip(const VisionsGame &game, const QString &teamName, int rider)
{
    const VisionsState &s = game.state();
    const VisionsRider &r = s.riders[std::size_t(rider)];
    QString text = tr("%1 · %2").arg(teamName, VisionsNarration::riderName(s.slotOf(rider)));
    text += QLatin1Char('\n') + tr("Fatigue: %1 T, %2 P").arg(r.temporary).arg(r.permanent);
    if (r.bonusSeconds > 0)
        text += QLatin1Char('\n') + tr("Bonus: −%1 s").arg(r.bonusSeconds);
    if (r.where == VisionsRider::Where::Road)
        text += QLatin1Char('\n') + VisionsNarration(game, {}).cellName(r.cell);
    return text + QLatin1Char('\n') + state(game, rider);
}

VisionsRiderText::Team VisionsRiderText::team(const SessionObserver &observer, int seat)
{
    return {observer.seatName(seat), observer.seatColour(seat)};
}

QVariantMap VisionsRiderText::describe(const VisionsGame &game, const Team &team, int rider)
{
    const VisionsState &s = game.state();
    const VisionsRider &r = s.riders[std::size_t(rider)];
    const int slot = s.slotOf(rider);
    return {{QStringLiteral("rider"), rider},
            {QStringLiteral("team"), s.teamOf(rider)},
            {QStringLiteral("slot"), slot},
            {QStringLiteral("letter"), letter(slot)},
            {QStringLiteral("className"), VisionsNarration::riderName(slot)},
            {QStringLiteral("colour"), team.colour},
            {QStringLiteral("ink"), ink(team.colour)},
            {QStringLiteral("temporary"), int(r.temporary)},
            {QStringLiteral("permanent"), int(r.permanent)},
            {QStringLiteral("bonus"), int(r.bonusSeconds)},
            {QStringLiteral("activated"), r.activated},
            {QStringLiteral("where"), int(VisionsTableModel::riderPlace(r.where))},
            {QStringLiteral("state"), state(game, rider)},
            {QStringLiteral("tip"), tip(game, team.name, rider)}};
}
