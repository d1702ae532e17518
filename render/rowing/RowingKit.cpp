#include "RowingKit.h"

#include "RowingCardSheets.h"
#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"
#include "rowing/RowingCourse.h"

#include <QPainter>

#include <algorithm>

namespace cw::rowing {

namespace {

using print::Ink;

QString rateEffect(Rate rate)
{
    switch (rate) {
    case Rate::Spm35:
        return RowingKit::tr("Cooldown: up to 2 Stamina cards from your hand back to the pile.");
    case Rate::Spm40:
        return RowingKit::tr("No effect.");
    case Rate::Spm45:
        break;
    }
    return RowingKit::tr("Strain: 1 Stamina card from the pile to your discard pile (not on your "
                         "first turn).");
}

// A boat's stroke-rate card: the three rates, what each asks and does, a box for the marker.
void paintRateCard(QPainter &painter, const QRectF &rect, int boat)
{
    const double u = rect.width() / print::StandardCardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = print::TeamColours::colour(boat);
    const QRectF body =
        print::paintCardFrame(painter, rect, colour, RowingCardSheets::boatName(boat),
                              RowingKit::tr("Stroke rate"), Ink, boat);
    const double rowHeight = (body.height() - 9 * u) / RateCount;
    for (int r = 0; r < RateCount; ++r) {
        const Rate rate = Rate(RateCount - 1 - r); // 45 on top
        const QRectF row(body.left(), body.top() + r * rowHeight, body.width(),
                         rowHeight - 1.5 * u);
        painter.setPen(QPen(colour, 0.5 * u));
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(row, 2 * u, 2 * u);
        painter.setPen(Ink);
        const QRectF number(row.left() + 1.5 * u, row.top(), 14 * u, row.height());
        print::drawText(painter, number.adjusted(0, 0, 0, -row.height() * 0.35), Qt::AlignCenter,
                        QString::number(spm(rate)), {6 * u, true});
        print::drawText(painter, number.adjusted(0, row.height() * 0.6, 0, 0),
                        Qt::AlignHCenter | Qt::AlignTop, RowingKit::tr("spm"), {2.6 * u});
        const QRectF text(number.right() + 1 * u, row.top() + 1 * u,
                          row.right() - number.right() - 2.5 * u, row.height() - 2 * u);
        print::drawText(
            painter, text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
            RowingKit::tr("Cards to play: %1. %2").arg(cardsRequired(rate)).arg(rateEffect(rate)),
            {2.7 * u});
    }
    painter.setPen(Ink);
    print::drawText(painter, QRectF(body.left(), body.bottom() - 8 * u, body.width(), 8 * u),
                    Qt::AlignCenter | Qt::TextWordWrap,
                    RowingKit::tr("Your marker shows your rate; you start at 45 spm."),
                    {2.7 * u, false, true});
    painter.restore();
}

} // namespace

QSizeF RowingKit::boatSize(const RowingCourse &course)
{
    const double length = std::max(5.0, course.print.spaceMm - 2);
    return QSizeF(length, std::clamp(course.print.laneMm - 8, 2.0, length * 0.45));
}

print::GameKit RowingKit::make(const QJsonObject &course)
{
    CourseProblems problems;
    const RowingCourse rowing = RowingCourse::read(course, &problems).value_or(RowingCourse());
    const int boats = rowing.lanes;
    print::GameKit kit;
    kit.parts.push_back(
        {tr("Cards"),
         tr("Each boat's deck has its own back; Stamina cards start in the Stamina Pile."),
         {{tr("Pace cards: 4 each of 1, 2 and 3 per boat"), boats * 3 * PacePerValue},
          {tr("Instability cards: 3 per boat"), boats * InstabilityCards},
          {tr("Stamina cards: 6 per boat"), boats * StaminaCards}},
         RowingCardSheets::items(boats)});
    print::SheetItems pieces;
    const QSizeF boat = boatSize(rowing);
    for (int lane = 0; lane < boats; ++lane)
        pieces.push_back({boat,
                          [lane](QPainter &painter, const QRectF &rect) {
                              print::paintHullToken(painter, rect, lane);
                          },
                          {},
                          tr("boats"),
                          lane});
    for (int lane = 0; lane < boats; ++lane)
        pieces.push_back(
            {QSizeF(print::StandardCardWidthMm, print::StandardCardHeightMm),
             [lane](QPainter &painter, const QRectF &rect) { paintRateCard(painter, rect, lane); },
             {},
             tr("stroke-rate cards"),
             lane});
    for (int lane = 0; lane < boats; ++lane)
        pieces.push_back({QSizeF(MarkerMm, MarkerMm),
                          [lane](QPainter &painter, const QRectF &rect) {
                              print::paintToken(painter, rect, print::TeamColours::colour(lane),
                                                QString(), QString(), true, lane);
                          },
                          {},
                          tr("stroke-rate markers"),
                          lane});
    kit.parts.push_back(
        {tr("Boats and stroke rates"),
         tr("A boat sits in its lane, one space long; its mark is its lane's number."),
         {{tr("Boats, one per lane"), boats},
          {tr("Stroke-rate cards, one per boat"), boats},
          {tr("Stroke-rate markers, one per boat"), boats}},
         pieces});
    kit.aid = playerAid(rowing);
    return kit;
}

print::PlayerAid RowingKit::playerAid(const RowingCourse &course)
{
    QStringList limits;
    std::vector<SplitLine> lines = course.splitLines;
    std::sort(lines.begin(), lines.end(),
              [](const SplitLine &a, const SplitLine &b) { return a.metres < b.metres; });
    for (const SplitLine &line : lines)
        limits << tr("%1 m: pace limit %2 (crossed on reaching space %3)")
                      .arg(line.metres)
                      .arg(line.paceLimit)
                      .arg(course.crossingSpace(line));
    limits << tr("Above the limit: pay the difference in Stamina cards (pile to discard pile). "
                 "The pile runs out: catch a crab.");
    print::PlayerAid aid;
    aid.title = tr("Rowing race at a glance");
    aid.sections = {
        {tr("A round"),
         {tr("Boats take whole turns one at a time, the boat furthest along first (a tie: the "
             "lower lane)."),
          tr("1. Keep or change your stroke rate. 2. Play cards. 3. Advance. 4. Replenish."),
          tr("End of round: the two rearmost boats still racing may move 1 space (change of "
             "tides).")}},
        {tr("Stroke rate"),
         {tr("35 spm: play 1 card; cooldown: up to 2 Stamina cards from your hand back to the "
             "pile."),
          tr("40 spm: play 2 cards."),
          tr("45 spm: play 4 cards; strain: 1 Stamina card to your discard pile (not on your "
             "first turn)."),
          tr("Change one step freely; jumping between 35 and 45 costs 1 Stamina card.")}},
        {tr("Pace and moving"),
         {tr("Your pace is the sum of the cards played; move that many spaces."),
          tr("Instability: reveal from your draw deck until a Pace card shows, and add it."),
          tr("Stamina cards can never be played.")}},
        {tr("Split lines of %1").arg(course.name), limits},
        {tr("Catching a crab"),
         {tr("Back to the space before the line; 1, 2 or 3 Stamina cards to your discard pile "
             "(35, 40, 45 spm); stroke rate 35.")}},
        {tr("Motivation"),
         {tr("Level with or one space behind another boat after moving: pay 1 Stamina card to "
             "move 2 more spaces. Never to finish.")}},
        {tr("Replenish"),
         {tr("Discard any Pace cards you like; played cards go to the discard pile; at 35 spm "
             "return up to 2 Stamina cards; draw to 7."),
          tr("Empty draw deck: shuffle the discard pile."),
          tr("Too few playable cards: play what you can, do not move, go to 35 spm.")}},
        {tr("Winning"),
         {tr("The first boat across the finish wins. Same round: the boat that would go further "
             "with its unused pace, then the higher stroke rate, then the lower lane.")}},
    };
    return aid;
}

} // namespace cw::rowing
