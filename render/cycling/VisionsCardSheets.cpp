#include "VisionsCardSheets.h"

#include "cycling/VisionsTactics.h"

#include "print/PrintText.h"
#include "print/TeamColours.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace cw::cycling {

namespace {

const QColor Ink(0x20, 0x20, 0x20);
const QColor CutLine(0x90, 0x90, 0x90);
const QColor Paper(0xfb, 0xf8, 0xf2);
const QColor Muted(0x6a, 0x6a, 0x6a);
const QColor EventColour(0x8a, 0x3b, 0x8f);
const QColor TacticsColour(0x1f, 0x6f, 0x6a);
const QColor TemporaryColour(0xe0, 0x8a, 0x1e);
const QColor PermanentColour(0x9b, 0x1c, 0x1c);
const QColor SprintColour(0x2f, 0x8a, 0x3e);
const QColor MountainColour(0xc8, 0x3a, 0x32);

constexpr double SheetGapMm = 20; // between sheets in the layout, so they are never neighbours

using Sheets = VisionsCardSheets; // its tr() is written out in full, for lupdate

// The riders of a team in slot order, classes as the engine has them (VisionsCards.h, classOf):
// All-Star (★), Climber (▲), Sprinter (II) and three Domestiques (●).

QString className(RiderClass riderClass)
{
    switch (riderClass) {
    case RiderClass::AllStar:
        return VisionsCardSheets::tr("All-Star");
    case RiderClass::Climber:
        return VisionsCardSheets::tr("Climber");
    case RiderClass::Sprinter:
        return VisionsCardSheets::tr("Sprinter");
    case RiderClass::Domestique:
        break;
    }
    return VisionsCardSheets::tr("Domestique");
}

QString terrainName(int terrain)
{
    switch (terrain) {
    case 0:
        return VisionsCardSheets::tr("Flats");
    case 1:
        return VisionsCardSheets::tr("Mountain");
    case 2:
        return VisionsCardSheets::tr("Descent");
    case 3:
        return VisionsCardSheets::tr("Sprint");
    default:
        return VisionsCardSheets::tr("Cobbles");
    }
}

QString signedNumber(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value)
                     : (value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QStringLiteral("0"));
}

// The class symbol in `rect`, filled with `colour`: a star, a triangle, two bars or a disc.
void paintClassSymbol(QPainter &painter, const QRectF &rect, RiderClass riderClass,
                      const QColor &colour)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    const QPointF c = rect.center();
    const double r = std::min(rect.width(), rect.height()) / 2;
    switch (riderClass) {
    case RiderClass::AllStar: {
        QPolygonF star;
        for (int i = 0; i < 10; ++i) {
            const double angle = M_PI / 2 + i * M_PI / 5;
            const double radius = i % 2 == 0 ? r : r * 0.42;
            star << QPointF(c.x() + radius * std::cos(angle), c.y() - radius * std::sin(angle));
        }
        painter.drawPolygon(star);
        break;
    }
    case RiderClass::Climber:
        painter.drawPolygon(QPolygonF{QPointF(c.x(), c.y() - r * 0.9),
                                      QPointF(c.x() + r, c.y() + r * 0.8),
                                      QPointF(c.x() - r, c.y() + r * 0.8)});
        break;
    case RiderClass::Sprinter:
        painter.drawRect(QRectF(c.x() - r * 0.7, c.y() - r * 0.85, r * 0.45, r * 1.7));
        painter.drawRect(QRectF(c.x() + r * 0.25, c.y() - r * 0.85, r * 0.45, r * 1.7));
        break;
    case RiderClass::Domestique:
        painter.drawEllipse(c, r * 0.7, r * 0.7);
        break;
    }
    painter.restore();
}

// `size`, or smaller so that `text` in bold fits `width`.
double fittedSize(const QString &text, double size, double width)
{
    return size * std::min(1.0, width / std::max(print::textWidth(text, {size, true}), 0.01));
}

// The frame every card shares: the face, a band of `bandColour` with `bandText`, the card's name.
// Returns the face below the name. `u` is 1 mm of a full-size card.
QRectF paintCardFrame(QPainter &painter, const QRectF &rect, const QColor &bandColour,
                      const QString &bandText, const QString &name)
{
    const double u = rect.width() / Sheets::CardWidthMm;
    const QRectF face = rect.adjusted(2 * u, 2 * u, -2 * u, -2 * u);
    painter.setPen(QPen(Ink, 0.35 * u));
    painter.setBrush(Paper);
    painter.drawRoundedRect(face, 3 * u, 3 * u);
    const QRectF band(face.left() + 2 * u, face.top() + 2 * u, face.width() - 4 * u, 9 * u);
    painter.setPen(Qt::NoPen);
    painter.setBrush(bandColour);
    painter.drawRoundedRect(band, 2 * u, 2 * u);
    painter.setPen(print::TeamColours::inkOn(bandColour));
    print::drawText(painter, band, Qt::AlignCenter,
                    print::elidedText(bandText, {4 * u, true}, band.width() - 2 * u),
                    {4 * u, true});
    painter.setPen(Ink);
    const QRectF nameRect(face.left() + 2 * u, band.bottom() + 2 * u, face.width() - 4 * u, 8 * u);
    const double natural = print::textWidth(name, {5.5 * u, true});
    const double size = 5.5 * u * std::min(1.0, nameRect.width() / std::max(natural, 0.01));
    print::drawText(painter, nameRect, Qt::AlignCenter, name, {size, true});
    return QRectF(face.left() + 3 * u, nameRect.bottom() + 2 * u, face.width() - 6 * u,
                  face.bottom() - nameRect.bottom() - 5 * u);
}

// The Action cards are the engine's (VisionsCards.h: type, PS, fatigue and special text); these
// are their printed words.
QString actionType(MoveType type)
{
    switch (type) {
    case MoveType::Lead:
        return VisionsCardSheets::tr("Lead");
    case MoveType::Chase:
        return VisionsCardSheets::tr("Chase");
    case MoveType::Draft:
        return VisionsCardSheets::tr("Draft");
    case MoveType::Break:
        return VisionsCardSheets::tr("Break");
    case MoveType::Wild:
        break;
    }
    return VisionsCardSheets::tr("Wild");
}

QString actionTypeText(MoveType type)
{
    switch (type) {
    case MoveType::Lead:
        return VisionsCardSheets::tr("Moves with the riders linked behind it.");
    case MoveType::Chase:
        return VisionsCardSheets::tr("Pushes the riders linked ahead of it.");
    case MoveType::Draft:
        return VisionsCardSheets::tr("Moves its whole line. No class or fatigue modifier.");
    case MoveType::Break:
        return VisionsCardSheets::tr("Moves alone.");
    case MoveType::Wild:
        break;
    }
    return VisionsCardSheets::tr("Name Lead, Chase, Draft or Break.");
}

QString specialName(Special special)
{
    switch (special) {
    case Special::PainCave:
        return VisionsCardSheets::tr("Pain Cave");
    case Special::StickyBottle:
        return VisionsCardSheets::tr("Sticky Bottle");
    case Special::AeroTuck:
        return VisionsCardSheets::tr("Aero Tuck");
    case Special::ArgyBargy:
        return VisionsCardSheets::tr("Argy Bargy");
    case Special::RubberBand:
        return VisionsCardSheets::tr("Rubber Band");
    case Special::DelusionsOfEpicness:
    case Special::None:
        break;
    }
    return VisionsCardSheets::tr("Delusions of Epic-ness");
}

QString specialText(Special special)
{
    switch (special) {
    case Special::PainCave:
        return VisionsCardSheets::tr(
            "May move diagonally forward: one forward-left or forward-right step "
            "costs 1 PS.");
    case Special::StickyBottle:
        return VisionsCardSheets::tr("After the move, remove 1 Temporary fatigue from this rider.");
    case Special::AeroTuck:
        return VisionsCardSheets::tr("+2 PS if the rider starts on a descent.");
    case Special::ArgyBargy:
        return VisionsCardSheets::tr("Sideways bumps cost 1 PS.");
    case Special::RubberBand:
        return VisionsCardSheets::tr("+2 PS if the rider is not in the leading line.");
    case Special::DelusionsOfEpicness:
    case Special::None:
        break;
    }
    return VisionsCardSheets::tr("+1 PS for every 5 rows the rider is behind the leader.");
}

void paintFatigueMarks(QPainter &painter, const QRectF &face, int temporary, int permanent,
                       double u)
{
    double x = face.left();
    const double size = 6 * u;
    auto mark = [&](const QString &letter, const QColor &colour) {
        const QRectF box(x, face.bottom() - size, size, size);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRoundedRect(box, 1 * u, 1 * u);
        painter.setPen(Qt::white);
        print::drawText(painter, box, Qt::AlignCenter, letter, {4 * u, true});
        x += size + 1.5 * u;
    };
    for (int n = 0; n < temporary; ++n)
        mark(VisionsCardSheets::tr("T", "Temporary fatigue"), TemporaryColour);
    for (int n = 0; n < permanent; ++n)
        mark(VisionsCardSheets::tr("P", "Permanent fatigue"), PermanentColour);
}

// An Action card: `card` is a deck id of VisionsCards.h (MakingHeadlines included).
void paintActionCard(QPainter &painter, const QRectF &rect, int team, int cardId)
{
    const double u = rect.width() / Sheets::CardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QString deck = VisionsCardSheets::tr("%1 team").arg(print::TeamColours::name(team));
    if (cardId == MakingHeadlines) {
        const QRectF body = paintCardFrame(painter, rect, print::TeamColours::colour(team), deck,
                                           VisionsCardSheets::tr("Making Headlines"));
        painter.setPen(Ink);
        print::drawText(
            painter, body, Qt::AlignCenter | Qt::TextWordWrap,
            VisionsCardSheets::tr("When you draw this card, resolve an Event (at most 2 per "
                                  "phase), then draw again."),
            {3.6 * u});
        painter.restore();
        return;
    }
    const ActionCard &card = ActionCards[std::size_t(cardId)];
    const QRectF body = paintCardFrame(painter, rect, print::TeamColours::colour(team), deck,
                                       actionType(card.type));
    // The Pedal Strokes, large; the type's way of moving; the special text above the fatigue
    // marks (6 mm high in the bottom-left corner).
    const QRectF psRect(body.left(), body.top(), body.width(), 14 * u);
    painter.setPen(print::TeamColours::colour(team).darker(130));
    print::drawText(painter, psRect, Qt::AlignCenter, QString::number(card.ps), {14 * u, true});
    painter.setPen(Muted);
    print::drawText(painter, QRectF(body.left(), psRect.bottom(), body.width(), 4 * u),
                    Qt::AlignCenter, VisionsCardSheets::tr("Pedal Strokes"), {2.8 * u});
    painter.setPen(Ink);
    double y = psRect.bottom() + 4.5 * u;
    print::drawText(painter, QRectF(body.left(), y, body.width(), 8 * u),
                    Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, actionTypeText(card.type),
                    {3 * u, false, true});
    if (card.special != Special::None) {
        y += 8.5 * u;
        print::drawText(painter, QRectF(body.left(), y, body.width(), 5 * u), Qt::AlignCenter,
                        specialName(card.special), {3.6 * u, true});
        y += 5.5 * u;
        print::drawText(painter, QRectF(body.left(), y, body.width(), body.bottom() - 7 * u - y),
                        Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                        specialText(card.special), {3.2 * u});
    }
    paintFatigueMarks(painter, rect.adjusted(5 * u, 5 * u, -5 * u, -5 * u), card.temporary,
                      card.permanent, u);
    painter.restore();
}

// Events: name, Grupo Compacto riders (the engine's EventGrupoCompacto) and effect (RULINGS.md,
// "Phases").

QString eventName(int event)
{
    switch (event) {
    case 0:
        return VisionsCardSheets::tr("Crosswinds");
    case 1:
        return VisionsCardSheets::tr("Rain on the Cobbles");
    case 2:
        return VisionsCardSheets::tr("Crash in the Peloton");
    case 3:
        return VisionsCardSheets::tr("Puncture");
    case 4:
        return VisionsCardSheets::tr("Feed Zone");
    case 5:
        return VisionsCardSheets::tr("Headwind");
    case 6:
        return VisionsCardSheets::tr("Mountain Pass");
    case 7:
        return VisionsCardSheets::tr("Time Check");
    case 8:
        return VisionsCardSheets::tr("Motorbike Draft");
    case 9:
        return VisionsCardSheets::tr("Spectator on the Road");
    case 10:
        return VisionsCardSheets::tr("Mechanical");
    case 11:
        return VisionsCardSheets::tr("Heat Wave");
    case 12:
        return VisionsCardSheets::tr("Breakaway Bonus");
    case 13:
        return VisionsCardSheets::tr("Police Escort");
    case 14:
        return VisionsCardSheets::tr("Tailwind");
    case 15:
        return VisionsCardSheets::tr("Touch of Wheels");
    default:
        return VisionsCardSheets::tr("Descent Crash");
    }
}

QString eventText(int event)
{
    switch (event) {
    case 0:
        return VisionsCardSheets::tr(
            "Every rider not linked to another takes 1 Temporary fatigue.");
    case 1:
        return VisionsCardSheets::tr("Every rider on cobbles takes 1 Temporary fatigue.");
    case 2:
        return VisionsCardSheets::tr(
            "Every rider of the longest linked line (tie: the better placed line) "
            "takes 1 Temporary fatigue.");
    case 3:
        return VisionsCardSheets::tr(
            "The best-placed rider moves back 3 rows (nearest empty space of that "
            "row, or further back).");
    case 4:
        return VisionsCardSheets::tr("Every rider removes 1 Temporary fatigue.");
    case 5:
        return VisionsCardSheets::tr(
            "Every leading rider (no rider ahead of it in its lane within 3 rows) "
            "takes 1 Temporary fatigue.");
    case 6:
        return VisionsCardSheets::tr(
            "Every rider on a mountain except Climbers takes 1 Temporary fatigue.");
    case 7:
    case 13:
        return VisionsCardSheets::tr("No other effect.");
    case 8:
        return VisionsCardSheets::tr(
            "The last-placed rider moves forward up to 3 rows, as in Grupo "
            "Compacto.");
    case 9:
        return VisionsCardSheets::tr("The best-placed rider takes 1 Permanent fatigue.");
    case 10:
        return VisionsCardSheets::tr("The second-placed rider moves back 2 rows.");
    case 11:
        return VisionsCardSheets::tr(
            "Every rider with 3 or more fatigue takes 1 Temporary fatigue.");
    case 12:
        return VisionsCardSheets::tr(
            "The best-placed rider, if linked to no one, gets a −2 s bonus.");
    case 14:
        return VisionsCardSheets::tr("Every rider on flats removes 1 Temporary fatigue.");
    case 15:
        return VisionsCardSheets::tr(
            "Every rider directly behind a rider of another team takes 1 Temporary "
            "fatigue.");
    default:
        return VisionsCardSheets::tr("Every rider on a descent takes 1 Temporary fatigue.");
    }
}

void paintEventCard(QPainter &painter, const QRectF &rect, int event)
{
    const double u = rect.width() / Sheets::CardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF body = paintCardFrame(painter, rect, EventColour, VisionsCardSheets::tr("Event"),
                                       eventName(event));
    const QRectF gcRect(body.left(), body.top() + 2 * u, body.width(), 16 * u);
    painter.setPen(QPen(EventColour, 0.5 * u));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(gcRect, 2 * u, 2 * u);
    painter.setPen(EventColour);
    print::drawText(painter, gcRect.adjusted(0, 1 * u, 0, -7 * u), Qt::AlignCenter,
                    VisionsCardSheets::tr("Grupo Compacto"), {3.4 * u, true});
    print::drawText(
        painter, gcRect.adjusted(0, 8 * u, 0, -1 * u), Qt::AlignCenter,
        // Every Event calls 2 to 5 riders: always a plural.
        VisionsCardSheets::tr("the %1 rearmost riders").arg(EventGrupoCompacto[std::size_t(event)]),
        {3.4 * u});
    painter.setPen(Ink);
    print::drawText(painter, body.adjusted(0, 22 * u, 0, 0),
                    Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, eventText(event),
                    {3.6 * u});
    painter.setPen(Muted);
    print::drawText(painter, QRectF(body.left(), body.bottom() - 8 * u, body.width(), 8 * u),
                    Qt::AlignCenter | Qt::TextWordWrap,
                    VisionsCardSheets::tr("Riders on the road side are never affected."),
                    {2.6 * u, false, true});
    painter.restore();
}

QString tacticName(int tactic)
{
    switch (tactic) {
    case 0:
        return VisionsCardSheets::tr("Team Leader");
    case 1:
        return VisionsCardSheets::tr("Mountain Domestique");
    case 2:
        return VisionsCardSheets::tr("Lead-out Train");
    case 3:
        return VisionsCardSheets::tr("Rouleur");
    case 4:
        return VisionsCardSheets::tr("Attack!");
    case 5:
        return VisionsCardSheets::tr("Team Car");
    case 6:
        return VisionsCardSheets::tr("Second Wind");
    case 7:
        return VisionsCardSheets::tr("Hold the Wheel");
    case 8:
        return VisionsCardSheets::tr("Domestique's Sacrifice");
    case 9:
        return VisionsCardSheets::tr("Counter-attack");
    default:
        return VisionsCardSheets::tr("Sprint Royale");
    }
}

QString tacticText(int tactic)
{
    switch (tactic) {
    case 0:
        return VisionsCardSheets::tr("Bonus ability: your All-Star gets +1 PS on flats.");
    case 1:
        return VisionsCardSheets::tr(
            "Bonus ability: one of your Domestiques gets +1 PS on mountains.");
    case 2:
        return VisionsCardSheets::tr("Bonus ability: your Sprinter gets +1 PS on sprint.");
    case 3:
        return VisionsCardSheets::tr(
            "Bonus ability: one of your Domestiques gets +1 PS on descents.");
    case 4:
        return VisionsCardSheets::tr("+2 PS for this activation. Play it before the Action card.");
    case 5:
        return VisionsCardSheets::tr("One of your riders removes 2 Temporary fatigue.");
    case 6:
        return VisionsCardSheets::tr("One of your riders removes 1 Permanent fatigue.");
    case 7:
        return VisionsCardSheets::tr("With a Draft card, the rider keeps its class modifiers.");
    case 8:
        return VisionsCardSheets::tr("Move up to 2 fatigue from one of your riders to one of your "
                                     "Domestiques (it holds at most 5).");
    case 9:
        return VisionsCardSheets::tr(
            "On an opponent's turn, when its move ends directly ahead of one of "
            "your riders in the same lane: your rider moves forward up to 2 empty "
            "spaces.");
    default:
        return VisionsCardSheets::tr(
            "Your rider first across a bonus line this turn gets −3 s instead "
            "of −2 s.");
    }
}

void paintTacticsCard(QPainter &painter, const QRectF &rect, int tactic)
{
    const double u = rect.width() / Sheets::CardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const bool initial = tactic < InitialTacticsCount;
    const QRectF body = paintCardFrame(painter, rect, TacticsColour,
                                       VisionsCardSheets::tr("Tactics"), tacticName(tactic));
    painter.setPen(TacticsColour);
    print::drawText(painter, QRectF(body.left(), body.top(), body.width(), 6 * u), Qt::AlignCenter,
                    initial ? VisionsCardSheets::tr("Initial: play at once when dealt")
                            : VisionsCardSheets::tr("At most one per turn"),
                    {3.2 * u, true, true});
    painter.setPen(Ink);
    print::drawText(painter, body.adjusted(0, 12 * u, 0, 0),
                    Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, tacticText(tactic),
                    {3.8 * u});
    painter.restore();
}

// A round chit: a disc of `colour` inset 0.5 mm from its square cell.
void paintDisc(QPainter &painter, const QRectF &rect, const QColor &colour)
{
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(colour);
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5));
}

void paintRiderChit(QPainter &painter, const QRectF &rect, int team, int rider)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = print::TeamColours::colour(team);
    paintDisc(painter, rect, colour);
    const RiderClass riderClass = classOf(rider);
    const double s = rect.width() * 0.5;
    const QRectF symbol(rect.center().x() - s / 2, rect.center().y() - s / 2 - rect.height() * 0.06,
                        s, s);
    paintClassSymbol(painter, symbol, riderClass, print::TeamColours::inkOn(colour));
    if (riderClass == RiderClass::Domestique) {
        painter.setPen(colour);
        print::drawText(painter, symbol, Qt::AlignCenter, QString::number(rider - 2),
                        {s * 0.6, true});
    }
    painter.setPen(print::TeamColours::inkOn(colour));
    print::drawText(
        painter,
        QRectF(rect.left(), symbol.bottom(), rect.width(), rect.bottom() - symbol.bottom() - 1.5),
        Qt::AlignCenter, className(riderClass),
        {fittedSize(className(riderClass), rect.width() * 0.11, rect.width() * 0.7), true});
    painter.restore();
}

void paintLetterChit(QPainter &painter, const QRectF &rect, const QColor &colour,
                     const QString &big, const QString &small, bool round)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (round) {
        paintDisc(painter, rect, colour);
    } else {
        painter.setPen(QPen(Ink, 0.3));
        painter.setBrush(colour);
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 1.5, 1.5);
    }
    painter.setPen(print::TeamColours::inkOn(colour));
    const double h = rect.height();
    print::drawText(painter, QRectF(rect.left(), rect.top() + h * 0.12, rect.width(), h * 0.5),
                    Qt::AlignCenter, big, {fittedSize(big, h * 0.42, rect.width() * 0.75), true});
    print::drawText(painter, QRectF(rect.left(), rect.top() + h * 0.58, rect.width(), h * 0.25),
                    Qt::AlignCenter, small,
                    {fittedSize(small, h * 0.14, rect.width() * 0.8), true});
    painter.restore();
}

void paintLineChit(QPainter &painter, const QRectF &rect, const QColor &colour, const QString &text)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(colour);
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    painter.setPen(print::TeamColours::inkOn(colour));
    print::drawText(painter, rect, Qt::AlignCenter, text, {rect.height() * 0.4, true});
    painter.restore();
}

// One side of a team mat: a column per rider with its class, the five fatigue boxes and the PS
// each count costs, two bonus-ability boxes and the class's terrain modifiers.
void paintTeamMat(QPainter &painter, const QRectF &rect, int team, bool shortGame)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = print::TeamColours::colour(team);
    painter.setPen(QPen(Ink, 0.35));
    painter.setBrush(Paper);
    painter.drawRect(rect.adjusted(1, 1, -1, -1));
    const QRectF band(rect.left() + 3, rect.top() + 3, rect.width() - 6, 9);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRoundedRect(band, 2, 2);
    painter.setPen(print::TeamColours::inkOn(colour));
    print::drawText(painter, band, Qt::AlignCenter,
                    (shortGame ? VisionsCardSheets::tr("%1 team \u2014 short game")
                               : VisionsCardSheets::tr("%1 team \u2014 medium and long games"))
                        .arg(print::TeamColours::name(team)),
                    {4.5, true});
    const double columnWidth = (rect.width() - 6) / double(MaxRidersPerTeam);
    for (int rider = 0; rider < MaxRidersPerTeam; ++rider) {
        const RiderClass riderClass = classOf(rider);
        const QRectF column(rect.left() + 3 + double(rider) * columnWidth, band.bottom() + 2,
                            columnWidth, rect.bottom() - band.bottom() - 5);
        const QRectF inner = column.adjusted(1.5, 0, -1.5, 0);
        double y = column.top();
        paintClassSymbol(painter, QRectF(column.center().x() - 4, y, 8, 8), riderClass, colour);
        y += 9;
        painter.setPen(Ink);
        const QString name =
            riderClass == RiderClass::Domestique
                ? VisionsCardSheets::tr("%1 %2").arg(className(riderClass)).arg(rider - 2)
                : className(riderClass);
        print::drawText(painter, QRectF(inner.left(), y, inner.width(), 4), Qt::AlignCenter,
                        print::elidedText(name, {3, true}, inner.width()), {3, true});
        y += 6;
        painter.setPen(Muted);
        print::drawText(painter, QRectF(inner.left(), y, inner.width(), 3), Qt::AlignCenter,
                        VisionsCardSheets::tr("Fatigue"), {2.5});
        y += 3.5;
        for (int tokens = 1; tokens <= MaxFatigue; ++tokens) {
            const QRectF box(inner.left(), y, inner.width(), 8);
            painter.setPen(QPen(Ink, 0.25));
            painter.setBrush(Qt::white);
            painter.drawRoundedRect(box, 1, 1);
            const int modifier =
                fatigueModifier(tokens, shortGame ? GameLength::Short : GameLength::Medium);
            painter.setPen(Muted);
            print::drawText(painter, box.adjusted(1, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                            QString::number(tokens), {2.5});
            painter.setPen(Ink);
            print::drawText(painter, box.adjusted(0, 0, -1, 0), Qt::AlignRight | Qt::AlignVCenter,
                            VisionsCardSheets::tr("%1 PS").arg(signedNumber(modifier)),
                            {2.7, true});
            y += 8.5;
        }
        y += 1;
        painter.setPen(Muted);
        print::drawText(painter, QRectF(inner.left(), y, inner.width(), 3), Qt::AlignCenter,
                        VisionsCardSheets::tr("Bonus abilities"), {2.5});
        y += 3.5;
        for (int slot = 0; slot < MaxBonusAbilities; ++slot) {
            painter.setPen(QPen(Ink, 0.25, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(QRectF(inner.left(), y, inner.width(), 6.5), 1, 1);
            y += 7;
        }
        y += 1;
        for (int terrain = 0; terrain < RoadTerrainCount; ++terrain) {
            const QRectF line(inner.left(), y, inner.width(), 3.6);
            painter.setPen(Ink);
            print::drawText(painter, line, Qt::AlignLeft | Qt::AlignVCenter, terrainName(terrain),
                            {2.6});
            print::drawText(painter, line, Qt::AlignRight | Qt::AlignVCenter,
                            signedNumber(terrainModifier(riderClass, RoadTerrain(terrain))),
                            {2.6, true});
            y += 3.7;
        }
        if (rider > 0) {
            painter.setPen(QPen(CutLine, 0.2));
            painter.drawLine(QPointF(column.left(), column.top()),
                             QPointF(column.left(), column.bottom()));
        }
    }
    painter.restore();
}

QString podiumTime(int place)
{
    const int seconds = place - 1;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

// The podium mat: 21 places (the most riders a race has) with the seconds each is worth, and the
// Events of this movement phase (at most 2).
void paintPodiumMat(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.35));
    painter.setBrush(Paper);
    painter.drawRect(rect.adjusted(1, 1, -1, -1));
    const QRectF band(rect.left() + 3, rect.top() + 3, rect.width() - 6, 10);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xc9, 0x9a, 0x06));
    painter.drawRoundedRect(band, 2, 2);
    painter.setPen(Ink);
    print::drawText(painter, band, Qt::AlignCenter, VisionsCardSheets::tr("Podium"), {6, true});
    // Events of this phase.
    double y = band.bottom() + 3;
    print::drawText(painter, QRectF(rect.left() + 5, y, 70, 18), Qt::AlignLeft | Qt::AlignVCenter,
                    VisionsCardSheets::tr("Events this phase (at most 2)"), {3, true});
    for (int slot = 0; slot < EventsPerPhase; ++slot) {
        const QRectF box(rect.left() + 80 + slot * 48, y, 44, 18);
        painter.setPen(QPen(EventColour, 0.4, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box, 2, 2);
        painter.setPen(EventColour);
        print::drawText(painter, box, Qt::AlignCenter,
                        VisionsCardSheets::tr("Event %1").arg(slot + 1), {3});
    }
    y += 22;
    constexpr int Places = 21;
    constexpr int Columns = 3;
    constexpr int Rows = Places / Columns;
    const double cellWidth = (rect.width() - 6) / Columns;
    const double cellHeight = 27;
    for (int place = 1; place <= Places; ++place) {
        const int column = (place - 1) / Rows;
        const int row = (place - 1) % Rows;
        const QRectF cell(rect.left() + 3 + column * cellWidth, y + row * cellHeight, cellWidth,
                          cellHeight);
        painter.setPen(QPen(CutLine, 0.25));
        painter.setBrush(place <= 3 ? QColor(0xf4, 0xe7, 0xb8) : QColor(Qt::white));
        painter.drawRect(cell.adjusted(0.5, 0.5, -0.5, -0.5));
        painter.setPen(Ink);
        print::drawText(painter, QRectF(cell.left() + 2, cell.top() + 2, 14, 8),
                        Qt::AlignLeft | Qt::AlignVCenter, QString::number(place), {5, true});
        print::drawText(painter, QRectF(cell.left() + 2, cell.bottom() - 10, 16, 8),
                        Qt::AlignLeft | Qt::AlignVCenter, podiumTime(place), {3.2});
        const double chit = Sheets::RiderChitMm + 1;
        painter.setPen(QPen(Muted, 0.3, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(
            QRectF(cell.right() - chit - 4, cell.center().y() - chit / 2, chit, chit));
    }
    y += Rows * cellHeight + 2;
    painter.setPen(Ink);
    print::drawText(
        painter, QRectF(rect.left() + 5, y, rect.width() - 10, rect.bottom() - y - 2),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        VisionsCardSheets::tr("Each place is worth its seconds. Every rider beyond the penalty "
                              "line adds 0:01; every bonus takes off 0:02. Lowest team total "
                              "wins; a tie goes to the team whose worst-placed rider is placed "
                              "higher."),
        {3});
    painter.restore();
}

} // namespace

std::vector<VisionsCardSheets::Item> VisionsCardSheets::allItems()
{
    std::vector<Item> items;
    const QSizeF card(CardWidthMm, CardHeightMm);
    for (int team = 0; team < Teams; ++team)
        for (int action = 0; action < ActionCardsPerTeam; ++action)
            items.push_back({Part::Card, card, [team, action](QPainter &p, const QRectF &r) {
                                 paintActionCard(p, r, team, action);
                             }});
    for (int event = 0; event < EventCards; ++event)
        items.push_back({Part::Card, card,
                         [event](QPainter &p, const QRectF &r) { paintEventCard(p, r, event); }});
    for (int tactic = 0; tactic < TacticsCards; ++tactic)
        items.push_back({Part::Card, card, [tactic](QPainter &p, const QRectF &r) {
                             paintTacticsCard(p, r, tactic);
                         }});
    const QSizeF rider(RiderChitMm, RiderChitMm);
    for (int team = 0; team < Teams; ++team)
        for (int r = 0; r < MaxRidersPerTeam; ++r)
            items.push_back({Part::Chit, rider, [team, r](QPainter &p, const QRectF &rect) {
                                 paintRiderChit(p, rect, team, r);
                             }});
    const QSizeF small(SmallChitMm, SmallChitMm);
    auto letterChits = [&](int count, const QColor &colour, const QString &big,
                           const QString &label, bool round) {
        for (int n = 0; n < count; ++n)
            items.push_back({Part::Chit, small, [=](QPainter &p, const QRectF &rect) {
                                 paintLetterChit(p, rect, colour, big, label, round);
                             }});
    };
    letterChits(50, TemporaryColour, tr("T", "Temporary fatigue"), tr("Temporary"), false);
    letterChits(30, PermanentColour, tr("P", "Permanent fatigue"), tr("Permanent"), false);
    letterChits(3, SprintColour, QStringLiteral("\u22122 s"), tr("Sprint"), true);
    letterChits(3, MountainColour, QStringLiteral("\u22122 s"), tr("Mountain"), true);
    const QSizeF line(45, 12);
    for (int n = 0; n < 5; ++n)
        items.push_back({Part::Chit, line, [](QPainter &p, const QRectF &rect) {
                             paintLineChit(p, rect, QColor(Qt::white), tr("Bonus line"));
                         }});
    items.push_back({Part::Chit, line, [](QPainter &p, const QRectF &rect) {
                         paintLineChit(p, rect, PermanentColour, tr("Penalty line"));
                     }});
    const QSizeF mat(TeamMatWidthMm, TeamMatHeightMm);
    for (int team = 0; team < Teams; ++team)
        for (const bool shortGame : {true, false})
            items.push_back({Part::Mat, mat, [team, shortGame](QPainter &p, const QRectF &rect) {
                                 paintTeamMat(p, rect, team, shortGame);
                             }});
    items.push_back({Part::Mat, QSizeF(PodiumWidthMm, PodiumHeightMm),
                     [](QPainter &p, const QRectF &rect) { paintPodiumMat(p, rect); }});
    return items;
}

int VisionsCardSheets::count(Part part)
{
    const std::vector<Item> items = allItems();
    return int(std::count_if(items.begin(), items.end(),
                             [part](const Item &item) { return item.part == part; }));
}

print::PrintLayout VisionsCardSheets::layout(const PageSpec &page)
{
    print::PrintLayout layout;
    layout.title = tr("Visions of Rainbows print-and-play");
    layout.assemblyMap = false;
    const QSizeF area = page.printableMm().size();
    const double slack = 0.01;
    // Rows of items, left to right, top to bottom; a new sheet when the part changes or the
    // sheet is full.
    struct Placed {
        std::size_t item;
        QRectF rect;
        bool turned = false; // drawn a quarter turn, where only that fits the page
    };
    struct Sheet {
        Part part;
        std::vector<Placed> placed;
        QSizeF used;
    };
    auto fits = [&](const QSizeF &size) {
        return size.width() <= area.width() + slack && size.height() <= area.height() + slack;
    };
    const std::vector<Item> items = allItems();
    std::vector<Sheet> sheets;
    double x = 0, y = 0, rowHeight = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const Item &item = items[i];
        const bool turned = !fits(item.sizeMm);
        const QSizeF size = turned ? item.sizeMm.transposed() : item.sizeMm;
        if (!fits(size))
            continue; // larger than the page either way: never on A4 or Letter
        if (x + size.width() > area.width() + slack) {
            x = 0;
            y += rowHeight;
            rowHeight = 0;
        }
        if (sheets.empty() || sheets.back().part != item.part ||
            y + size.height() > area.height() + slack) {
            sheets.push_back({item.part, {}, {}});
            x = y = rowHeight = 0;
        }
        Sheet &sheet = sheets.back();
        sheet.placed.push_back({i, QRectF(QPointF(x, y), size), turned});
        sheet.used = sheet.used.expandedTo(QSizeF(x + size.width(), y + size.height()));
        x += size.width();
        rowHeight = std::max(rowHeight, size.height());
    }
    auto partName = [](Part part) {
        switch (part) {
        case Part::Card:
            return tr("cards");
        case Part::Chit:
            return tr("chits");
        case Part::Mat:
            break;
        }
        return tr("mats");
    };
    double left = 0;
    const int total = int(sheets.size());
    for (int s = 0; s < total; ++s) {
        const Sheet &sheet = sheets[std::size_t(s)];
        print::PrintPiece piece;
        piece.name = tr("Sheet %1 of %2: %3").arg(s + 1).arg(total).arg(partName(sheet.part));
        piece.shortName = tr("Sheet %1").arg(s + 1);
        piece.sizeMm = sheet.used;
        piece.positionMm = QPointF(left, 0);
        left += sheet.used.width() + SheetGapMm;
        std::vector<std::pair<Placed, std::function<void(QPainter &, const QRectF &)>>> draws;
        for (const Placed &placed : sheet.placed)
            draws.emplace_back(placed, items[placed.item].paint);
        piece.draw = [draws](QPainter &painter) {
            for (const auto &[placed, paint] : draws) {
                if (!placed.turned) {
                    paint(painter, placed.rect);
                    continue;
                }
                painter.save();
                painter.translate(placed.rect.center());
                painter.rotate(-90);
                const QSizeF upright = placed.rect.size().transposed();
                paint(painter,
                      QRectF(QPointF(-upright.width() / 2, -upright.height() / 2), upright));
                painter.restore();
            }
            painter.save();
            painter.setPen(QPen(CutLine, 0.2));
            painter.setBrush(Qt::NoBrush);
            for (const auto &draw : draws)
                painter.drawRect(draw.first.rect);
            painter.restore();
        };
        layout.pieces.push_back(std::move(piece));
    }
    return layout;
}

} // namespace cw::cycling
