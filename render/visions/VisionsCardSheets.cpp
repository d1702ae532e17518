#include "VisionsCardSheets.h"

#include "VisionsCardFaces.h"
#include "VisionsChits.h"
#include "VisionsMats.h"
#include "print/PieceFaces.h"
#include "print/TeamColours.h"
#include "visions/VisionsEvents.h"
#include "visions/VisionsNarration.h"

namespace cw::visions {

namespace {

using print::SheetItem;

QSizeF square(double side)
{
    return QSizeF(side, side);
}

} // namespace

print::SheetItems VisionsCardSheets::cards()
{
    print::SheetItems items;
    const QSizeF card(CardWidthMm, CardHeightMm);
    for (int team = 0; team < Teams; ++team) {
        const QString label = tr("%1 team").arg(print::TeamColours::name(team));
        for (int action = 0; action < ActionCardsPerTeam; ++action)
            items.push_back({card,
                             [team, action](QPainter &p, const QRectF &r) {
                                 VisionsCardFaces::paintAction(p, r, team, action);
                             },
                             [team](QPainter &p, const QRectF &r) {
                                 VisionsCardFaces::paintActionBack(p, r, team);
                             },
                             label, team});
    }
    for (int event = 0; event < EventCards; ++event)
        items.push_back({card,
                         [event](QPainter &p, const QRectF &r) {
                             VisionsCardFaces::paintEvent(p, r, VisionsEventCard(event));
                         },
                         &VisionsCardFaces::paintEventBack, tr("Event")});
    for (int tactic = 0; tactic < TacticsCards; ++tactic)
        items.push_back({card,
                         [tactic](QPainter &p, const QRectF &r) {
                             VisionsCardFaces::paintTactics(p, r, Tactic(tactic));
                         },
                         &VisionsCardFaces::paintTacticsBack, tr("Tactics")});
    return items;
}

print::SheetItems VisionsCardSheets::chits(int sprintBonuses, int mountainBonuses)
{
    print::SheetItems items;
    for (int team = 0; team < Teams; ++team)
        for (int rider = 0; rider < MaxRidersPerTeam; ++rider)
            items.push_back({square(RiderChitMm),
                             [team, rider](QPainter &p, const QRectF &r) {
                                 VisionsChits::paintRider(p, r, team, rider, false);
                             },
                             [team, rider](QPainter &p, const QRectF &r) {
                                 VisionsChits::paintRider(p, r, team, rider, true);
                             },
                             tr("riders"), team});
    items.push_back(
        {square(IndicatorMm),
         [](QPainter &p, const QRectF &r) { VisionsChits::paintIndicator(p, r, false); },
         [](QPainter &p, const QRectF &r) { VisionsChits::paintIndicator(p, r, true); },
         tr("Available Rider indicator")});
    auto tokens = [&](int count, const QColor &colour, const QString &big, const QString &small,
                      bool round, const QSizeF &size, const QString &label) {
        for (int n = 0; n < count; ++n)
            items.push_back({size,
                             [=](QPainter &p, const QRectF &r) {
                                 print::paintToken(p, r, colour, big, small, round);
                             },
                             {},
                             label});
    };
    const QSizeF small = square(SmallChitMm);
    tokens(50, VisionsCardFaces::TemporaryColour, tr("T", "Temporary fatigue"), tr("Temporary"),
           false, small, tr("fatigue"));
    tokens(30, VisionsCardFaces::PermanentColour, tr("P", "Permanent fatigue"), tr("Permanent"),
           false, small, tr("fatigue"));
    tokens(sprintBonuses, VisionsChits::SprintColour, QStringLiteral("\u22122 s"), tr("Sprint"),
           true, small, tr("bonus seconds"));
    tokens(mountainBonuses, VisionsChits::MountainColour, QStringLiteral("\u22122 s"),
           tr("Mountain"), true, small, tr("bonus seconds"));
    // A Bonus ability is kept on the team mat, in one of its rider's two boxes.
    for (int tactic = 0; tactic < InitialTacticsCount; ++tactic)
        tokens(1, VisionsCardFaces::TacticsColour, QStringLiteral("+1"),
               VisionsTactics::cardName(tactic), false, QSizeF(2 * SmallChitMm, SmallChitMm),
               tr("bonus abilities"));
    const QSizeF line(45, 12);
    for (int n = 0; n < BonusLineChits; ++n)
        items.push_back({line,
                         [](QPainter &p, const QRectF &r) {
                             VisionsChits::paintLine(p, r, QColor(Qt::white), tr("Bonus line"));
                         },
                         {},
                         tr("lines")});
    items.push_back({line,
                     [](QPainter &p, const QRectF &r) {
                         VisionsChits::paintLine(p, r, VisionsCardFaces::PermanentColour,
                                                 tr("Penalty line"));
                     },
                     {},
                     tr("lines")});
    return items;
}

print::SheetItems VisionsCardSheets::mats()
{
    print::SheetItems items;
    const QSizeF mat(TeamMatWidthMm, TeamMatHeightMm);
    for (int team = 0; team < Teams; ++team)
        for (const bool shortGame : {true, false})
            items.push_back({mat,
                             [team, shortGame](QPainter &p, const QRectF &r) {
                                 VisionsMats::paintTeam(p, r, team, shortGame);
                             },
                             {},
                             tr("%1 team").arg(print::TeamColours::name(team)),
                             team});
    items.push_back(
        {QSizeF(PodiumWidthMm, PodiumHeightMm), &VisionsMats::paintPodium, {}, tr("Podium")});
    return items;
}

int VisionsCardSheets::count(Part part)
{
    switch (part) {
    case Part::Card:
        return int(cards().size());
    case Part::Chit:
        return int(chits().size());
    case Part::Mat:
        break;
    }
    return int(mats().size());
}

print::PrintLayout VisionsCardSheets::layout(const PageSpec &page)
{
    return print::SheetPacker::layout(tr("Visions of Rainbows print-and-play"),
                                      {cards(), chits(), mats()}, page);
}

} // namespace cw::visions
