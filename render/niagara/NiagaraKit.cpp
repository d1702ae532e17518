#include "NiagaraKit.h"

#include "NiagaraCardSheets.h"
#include "NiagaraCoursePainter.h"
#include "niagara/NiagaraCourse.h"
#include "niagara/NiagaraCourseGeometry.h"
#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace cw::niagara {

namespace {

using print::Ink;
const QColor Water(0xcf, 0xe6, 0xf5);
const QColor Preserver(0xd6, 0x2e, 0x2e);

void paintDisc(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x5d, 0x8f, 0xb5), 0.4));
    painter.setBrush(Water);
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    painter.setPen(QPen(QColor(0x9c, 0xc3, 0xe0), 0.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(rect.center(), rect.width() * 0.32, rect.height() * 0.32);
    painter.restore();
}

// A cut gem: an octagon of its colour with a lighter table.
void paintGem(QPainter &painter, const QRectF &rect, int colour)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = NiagaraCoursePainter::gemColour(colour);
    auto octagon = [](const QRectF &r) {
        const double cut = r.width() * 0.29;
        return QPolygonF{QPointF(r.left() + cut, r.top()),     QPointF(r.right() - cut, r.top()),
                         QPointF(r.right(), r.top() + cut),    QPointF(r.right(), r.bottom() - cut),
                         QPointF(r.right() - cut, r.bottom()), QPointF(r.left() + cut, r.bottom()),
                         QPointF(r.left(), r.bottom() - cut),  QPointF(r.left(), r.top() + cut)};
    };
    painter.setPen(QPen(fill.darker(170), 0.3));
    painter.setBrush(fill);
    painter.drawPolygon(octagon(rect.adjusted(0.6, 0.6, -0.6, -0.6)));
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill.lighter(140));
    const double inset = rect.width() * 0.3;
    painter.drawPolygon(octagon(rect.adjusted(inset, inset, -inset, -inset)));
    painter.restore();
}

void paintCloud(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    const double w = rect.width(), h = rect.height();
    const QRectF area = rect.adjusted(w * 0.12, h * 0.25, -w * 0.12, -h * 0.25);
    QPainterPath cloud;
    cloud.setFillRule(Qt::WindingFill);
    cloud.addEllipse(QRectF(area.left(), area.top() + 0.35 * area.height(), 0.45 * area.width(),
                            0.6 * area.height()));
    cloud.addEllipse(QRectF(area.left() + 0.22 * area.width(), area.top(), 0.5 * area.width(),
                            0.8 * area.height()));
    cloud.addEllipse(QRectF(area.left() + 0.5 * area.width(), area.top() + 0.25 * area.height(),
                            0.5 * area.width(), 0.7 * area.height()));
    painter.setPen(QPen(QColor(0x5d, 0x6d, 0x7e), 0.4));
    painter.setBrush(QColor(0xe8, 0xee, 0xf4));
    painter.drawPath(cloud.simplified());
    painter.restore();
}

void paintPreserver(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF c = rect.center();
    const double outer = rect.width() / 2 - 0.5, inner = outer * 0.5;
    QPainterPath ring;
    ring.addEllipse(c, outer, outer);
    ring.addEllipse(c, inner, inner);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(Qt::white);
    painter.drawPath(ring);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Preserver);
    for (int quarter = 0; quarter < 4; ++quarter) {
        QPainterPath band;
        band.moveTo(c);
        band.arcTo(QRectF(c.x() - outer, c.y() - outer, 2 * outer, 2 * outer), quarter * 90 + 20,
                   50);
        band.closeSubpath();
        painter.drawPath(band.subtracted([&] {
            QPainterPath hole;
            hole.addEllipse(c, inner, inner);
            return hole;
        }()));
    }
    painter.restore();
}

// The fork marker: an arrow to the arm the next disc enters (the Left arm lies above the Right
// one, as on the board) and the arm's name.
void paintFork(QPainter &painter, const QRectF &rect, bool right)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(right ? QColor(0xf6, 0xe3, 0xb4) : QColor(0xd4, 0xe8, 0xd0));
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
    const double w = rect.width(), h = rect.height();
    const QPointF from(rect.left() + 0.18 * w, rect.top() + (right ? 0.42 : 0.58) * h);
    const QPointF tip(rect.left() + 0.8 * w, rect.top() + (right ? 0.78 : 0.22) * h);
    const QLineF shaft(from, tip);
    painter.setPen(QPen(Ink, w * 0.07, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(shaft);
    QLineF head = shaft.unitVector();
    head.setLength(w * 0.22);
    const QPointF back = tip - (head.p2() - head.p1());
    const QPointF side(-(head.dy()) * 0.6, head.dx() * 0.6);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Ink);
    painter.drawPolygon(QPolygonF{tip, back + side, back - side});
    const QString text = right ? NiagaraKit::tr("Right") : NiagaraKit::tr("Left");
    painter.setPen(Ink);
    print::drawText(painter,
                    QRectF(rect.left(), rect.top() + h * (right ? 0.08 : 0.66), w, h * 0.26),
                    Qt::AlignCenter, text, {print::fittedTextSize(text, h * 0.22, w * 0.8), true});
    painter.restore();
}

// A seat's mat: the round space for the life preserver, the card space, and the play area where
// landed gems are kept, one box per colour, with the winning conditions.
void paintMat(QPainter &painter, const QRectF &rect, int seat)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = print::TeamColours::colour(seat);
    painter.setPen(QPen(colour, 1.2));
    painter.setBrush(QColor(0xfb, 0xf8, 0xf2));
    painter.drawRoundedRect(rect.adjusted(1.2, 1.2, -1.2, -1.2), 3, 3);
    const QRectF band(rect.left() + 4, rect.top() + 4, rect.width() - 8, 8);
    print::TeamColours::paintBand(
        painter, band, 2, seat,
        NiagaraCardSheets::tr("%1 canoes").arg(print::TeamColours::name(seat)), 4.2);
    painter.setPen(QPen(Ink, 0.35, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    const QRectF round(rect.left() + 8, band.bottom() + 8, NiagaraKit::PreserverMm + 2,
                       NiagaraKit::PreserverMm + 2);
    painter.drawEllipse(round);
    const QRectF card(round.right() + 6, band.bottom() + 3, NiagaraCardSheets::CardWidthMm + 2,
                      NiagaraCardSheets::CardHeightMm + 2);
    painter.drawRoundedRect(card, 2, 2);
    painter.setPen(Ink);
    print::drawText(painter, round.translated(0, round.height() + 1).adjusted(-6, 0, 6, -10),
                    Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                    NiagaraKit::tr("Life preserver"), {2.6});
    print::drawText(painter, card, Qt::AlignCenter | Qt::TextWordWrap,
                    NiagaraKit::tr("Your paddle card, face down"), {2.8});
    const QRectF area(card.right() + 6, band.bottom() + 4, rect.right() - card.right() - 12,
                      rect.bottom() - band.bottom() - 10);
    print::drawText(painter, QRectF(area.left(), area.top(), area.width(), 5),
                    Qt::AlignLeft | Qt::AlignVCenter, NiagaraKit::tr("Play area: landed gems"),
                    {3, true});
    const double box = std::min(12.0, (area.height() - 20) / GemColours);
    for (int gem = 0; gem < GemColours; ++gem) {
        const QRectF slot(area.left(), area.top() + 6 + gem * box, area.width(), box - 1.5);
        const QColor fill = NiagaraCoursePainter::gemColour(gem);
        painter.setPen(QPen(fill.darker(150), 0.4));
        painter.setBrush(fill.lighter(160));
        painter.drawRoundedRect(slot, 1.5, 1.5);
        painter.setPen(Ink);
        print::drawText(painter, slot.adjusted(2, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                        NiagaraCoursePainter::gemTitle(gem), {2.8});
    }
    print::drawText(painter, QRectF(area.left(), area.bottom() - 13, area.width(), 13),
                    Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap,
                    NiagaraKit::tr("Win with 5 colours, 4 of one colour or 7 gems."), {2.8, true});
    painter.restore();
}

} // namespace

double NiagaraKit::discMm()
{
    return NiagaraCourseGeometry::SpaceMm - 4; // the disc the board draws on a space
}

print::GameKit NiagaraKit::make(const QJsonObject &course)
{
    CourseProblems problems;
    const NiagaraCourse river =
        NiagaraCourse::read(course, &problems).value_or(NiagaraCourse::standard());
    const int discs = river.spaceCount() + SpareDiscs;
    const int gems = river.gemsPerColour + 1;

    print::GameKit kit;
    kit.parts.push_back({tr("Paddle cards"),
                         tr("Each seat's cards have a back of its colour."),
                         {{tr("Paddle cards: 1 to 6 and the cloud, per seat"),
                           int(NiagaraCardSheets::allCards().size())}},
                         NiagaraCardSheets::items()});
    print::SheetItems pieces;
    const QSizeF disc(discMm(), discMm());
    for (int n = 0; n < discs; ++n)
        pieces.push_back({disc, &paintDisc, {}, tr("river discs")});
    for (int seat = 0; seat < NiagaraCardSheets::Seats; ++seat)
        for (int canoe = 0; canoe < CanoesPerSeat; ++canoe)
            pieces.push_back({QSizeF(CanoeWidthMm, CanoeHeightMm),
                              [seat](QPainter &painter, const QRectF &rect) {
                                  print::paintHullToken(painter, rect, seat);
                              },
                              {},
                              tr("canoes"),
                              seat});
    for (int gem = 0; gem < GemColours; ++gem)
        for (int n = 0; n < gems; ++n)
            pieces.push_back(
                {QSizeF(GemMm, GemMm),
                 [gem](QPainter &painter, const QRectF &rect) { paintGem(painter, rect, gem); },
                 {},
                 tr("gems")});
    pieces.push_back({QSizeF(MarkerMm, MarkerMm), &paintCloud, {}, tr("markers")});
    pieces.push_back({QSizeF(PreserverMm, PreserverMm), &paintPreserver, {}, tr("markers")});
    pieces.push_back(
        {QSizeF(MarkerMm, MarkerMm),
         [](QPainter &painter, const QRectF &rect) { paintFork(painter, rect, false); },
         [](QPainter &painter, const QRectF &rect) { paintFork(painter, rect, true); },
         tr("markers")});
    kit.parts.push_back(
        {tr("River pieces"),
         tr("The fork marker shows Left on one side, Right on the other; it starts on Left."),
         {{tr("River discs: one per space and 3 spare"), discs},
          {tr("Canoes: 2 per seat"), NiagaraCardSheets::Seats * CanoesPerSeat},
          {tr("Gems: the river's %1 of each colour and 1 spare").arg(river.gemsPerColour),
           gems * GemColours},
          {tr("Cloud for the weather track"), 1},
          {tr("Life preserver (the starting player)"), 1},
          {tr("Fork marker"), 1}},
         pieces});
    print::SheetItems mats;
    for (int seat = 0; seat < NiagaraCardSheets::Seats; ++seat)
        mats.push_back(
            {QSizeF(MatWidthMm, MatHeightMm),
             [seat](QPainter &painter, const QRectF &rect) { paintMat(painter, rect, seat); },
             {},
             tr("seat mats"),
             seat});
    kit.parts.push_back({tr("Seat mats"),
                         tr("Each player's spaces beside the board."),
                         {{tr("Seat mats, one per seat"), NiagaraCardSheets::Seats}},
                         mats});
    kit.aid = playerAid();
    return kit;
}

print::PlayerAid NiagaraKit::playerAid()
{
    print::PlayerAid aid;
    aid.title = tr("Niagara at a glance");
    aid.sections = {
        {tr("A round"),
         {tr("I. Everyone chooses a paddle card in secret, face down."),
          tr("II. From the life preserver, clockwise: reveal and act."),
          tr("III. The river moves: the lowest number played plus the weather."),
          tr("IV. The life preserver passes to the left.")}},
        {tr("A number card"),
         {tr("Both canoes on land: launch one. One in the water: it moves; the other may launch. "
             "Both in the water: both move, each the full number."),
          tr("One direction per canoe; every point used, except when landing.")}},
        {tr("Gems"),
         {tr("Load or unload beside a discovery place: 2 points, before or after moving, not "
             "both; one gem per canoe; not with a 1."),
          tr("Never unload a gem at its own colour's place."),
          tr("Steal: an empty canoe that moved upstream onto an opponent's loaded canoe takes its "
             "gem, for free."),
          tr("Land: paddle upstream past the rope; the gem goes to your play area.")}},
        {tr("The cloud card"),
         {tr("Move the cloud one step up or down the weather track; no paddling this turn.")}},
        {tr("The river"),
         {tr("For each point: a new disc enters at the rope and pushes the others downstream."),
          tr("Below the fork, discs go into the arm the fork marker shows, which then turns "
             "over."),
          tr("A disc pushed over a waterfall takes its canoes with it: their gems go back to "
             "their places.")}},
        {tr("Lost canoes"),
         {tr("On your turn, buy one back by returning a gem from your play area."),
          tr("No canoe and no gem: one comes back for free.")}},
        {tr("Winning"),
         {tr("Checked after phase II: 5 different colours, 4 of one colour or 7 gems in your play "
             "area. Several players may win together.")}},
    };
    return aid;
}

} // namespace cw::niagara
