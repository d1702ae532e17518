#include "VisionsCardFaces.h"

#include "VisionsCardSheets.h"
#include "print/PieceFaces.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"
#include "visions/VisionsCards.h"
#include "visions/VisionsNarration.h"

#include <QPainter>

namespace cw::visions::VisionsCardFaces {

const QColor TemporaryColour(0xe0, 0x8a, 0x1e);
const QColor PermanentColour(0x9b, 0x1c, 0x1c);
const QColor EventColour(0x8a, 0x3b, 0x8f);
const QColor TacticsColour(0x1f, 0x6f, 0x6a);

namespace {

using print::Ink;
const QColor Muted(0x6a, 0x6a, 0x6a);

// The printed words of the cards: their rules text (their names are the engine's). Translated in
// VisionsCardSheets' context, where lupdate files them.

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

QString eventText(VisionsEventCard event)
{
    switch (event) {
    case VisionsEventCard::Crosswinds:
        return VisionsCardSheets::tr(
            "Every rider not linked to another takes 1 Temporary fatigue.");
    case VisionsEventCard::RainOnTheCobbles:
        return VisionsCardSheets::tr("Every rider on cobbles takes 1 Temporary fatigue.");
    case VisionsEventCard::CrashInThePeloton:
        return VisionsCardSheets::tr(
            "Every rider of the longest linked line (tie: the better placed line) "
            "takes 1 Temporary fatigue.");
    case VisionsEventCard::Puncture:
        return VisionsCardSheets::tr(
            "The best-placed rider moves back 3 rows (nearest empty space of that "
            "row, or further back).");
    case VisionsEventCard::FeedZone:
        return VisionsCardSheets::tr("Every rider removes 1 Temporary fatigue.");
    case VisionsEventCard::Headwind:
        return VisionsCardSheets::tr(
            "Every leading rider (no rider ahead of it in its lane within 3 rows) "
            "takes 1 Temporary fatigue.");
    case VisionsEventCard::MountainPass:
        return VisionsCardSheets::tr(
            "Every rider on a mountain except Climbers takes 1 Temporary fatigue.");
    case VisionsEventCard::TimeCheck:
    case VisionsEventCard::PoliceEscort:
        return VisionsCardSheets::tr("No other effect.");
    case VisionsEventCard::MotorbikeDraft:
        return VisionsCardSheets::tr(
            "The last-placed rider moves forward up to 3 rows, as in Grupo "
            "Compacto.");
    case VisionsEventCard::SpectatorOnTheRoad:
        return VisionsCardSheets::tr("The best-placed rider takes 1 Permanent fatigue.");
    case VisionsEventCard::Mechanical:
        return VisionsCardSheets::tr("The second-placed rider moves back 2 rows.");
    case VisionsEventCard::HeatWave:
        return VisionsCardSheets::tr(
            "Every rider with 3 or more fatigue takes 1 Temporary fatigue.");
    case VisionsEventCard::BreakawayBonus:
        return VisionsCardSheets::tr(
            "The best-placed rider, if linked to no one, gets a −2 s bonus.");
    case VisionsEventCard::Tailwind:
        return VisionsCardSheets::tr("Every rider on flats removes 1 Temporary fatigue.");
    case VisionsEventCard::TouchOfWheels:
        return VisionsCardSheets::tr(
            "Every rider directly behind a rider of another team takes 1 Temporary "
            "fatigue.");
    case VisionsEventCard::DescentCrash:
        break;
    }
    return VisionsCardSheets::tr("Every rider on a descent takes 1 Temporary fatigue.");
}

QString tacticText(Tactic tactic)
{
    switch (tactic) {
    case Tactic::TeamLeader:
        return VisionsCardSheets::tr("Bonus ability: your All-Star gets +1 PS on flats.");
    case Tactic::MountainDomestique:
        return VisionsCardSheets::tr(
            "Bonus ability: one of your Domestiques gets +1 PS on mountains.");
    case Tactic::LeadOutTrain:
        return VisionsCardSheets::tr("Bonus ability: your Sprinter gets +1 PS on sprint.");
    case Tactic::Rouleur:
        return VisionsCardSheets::tr(
            "Bonus ability: one of your Domestiques gets +1 PS on descents.");
    case Tactic::Attack:
        return VisionsCardSheets::tr("+2 PS for this activation. Play it before the Action card.");
    case Tactic::TeamCar:
        return VisionsCardSheets::tr("One of your riders removes 2 Temporary fatigue.");
    case Tactic::SecondWind:
        return VisionsCardSheets::tr("One of your riders removes 1 Permanent fatigue.");
    case Tactic::HoldTheWheel:
        return VisionsCardSheets::tr("With a Draft card, the rider keeps its class modifiers.");
    case Tactic::DomestiquesSacrifice:
        return VisionsCardSheets::tr("Move up to 2 fatigue from one of your riders to one of your "
                                     "Domestiques (it holds at most 5).");
    case Tactic::CounterAttack:
        return VisionsCardSheets::tr(
            "On an opponent's turn, when its move ends directly ahead of one of "
            "your riders in the same lane: your rider moves forward up to 2 empty "
            "spaces.");
    case Tactic::SprintRoyale:
        break;
    }
    return VisionsCardSheets::tr(
        "Your rider first across a bonus line this turn gets −3 s instead of −2 s.");
}

} // namespace

void paintAction(QPainter &painter, const QRectF &rect, int team, int card)
{
    const double u = rect.width() / print::StandardCardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QString deck = VisionsCardSheets::tr("%1 team").arg(print::TeamColours::name(team));
    const QColor colour = print::TeamColours::colour(team);
    if (card == MakingHeadlines) {
        const QRectF body = print::paintCardFrame(painter, rect, colour, deck,
                                                  VisionsNarration::cardName(card), Ink, team);
        painter.setPen(Ink);
        print::drawText(
            painter, body, Qt::AlignCenter | Qt::TextWordWrap,
            VisionsCardSheets::tr("When you draw this card, resolve an Event (at most 2 per "
                                  "phase), then draw again."),
            {3.6 * u});
        painter.restore();
        return;
    }
    const ActionCard &action = ActionCards[std::size_t(card)];
    const QRectF body = print::paintCardFrame(painter, rect, colour, deck,
                                              VisionsNarration::typeName(action.type), Ink, team);
    // The Pedal Strokes, large; the type's way of moving; the special text above the fatigue
    // marks (6 mm high in the bottom-left corner).
    const QRectF psRect(body.left(), body.top(), body.width(), 14 * u);
    painter.setPen(colour.darker(130));
    print::drawText(painter, psRect, Qt::AlignCenter, QString::number(action.ps), {14 * u, true});
    painter.setPen(Muted);
    print::drawText(painter, QRectF(body.left(), psRect.bottom(), body.width(), 4 * u),
                    Qt::AlignCenter, VisionsCardSheets::tr("Pedal Strokes"), {2.8 * u});
    painter.setPen(Ink);
    double y = psRect.bottom() + 4.5 * u;
    print::drawText(painter, QRectF(body.left(), y, body.width(), 8 * u),
                    Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, actionTypeText(action.type),
                    {3 * u, false, true});
    if (action.special != Special::None) {
        y += 8.5 * u;
        print::drawText(painter, QRectF(body.left(), y, body.width(), 5 * u), Qt::AlignCenter,
                        specialName(action.special), {3.6 * u, true});
        y += 5.5 * u;
        print::drawText(painter, QRectF(body.left(), y, body.width(), body.bottom() - 7 * u - y),
                        Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                        specialText(action.special), {3.2 * u});
    }
    paintFatigueMarks(painter, rect.adjusted(5 * u, 5 * u, -5 * u, -5 * u), action.temporary,
                      action.permanent, u);
    painter.restore();
}

// An Event: its name, the riders its Grupo Compacto calls (the engine's EventGrupoCompacto) and
// its effect.
void paintEvent(QPainter &painter, const QRectF &rect, VisionsEventCard event)
{
    const double u = rect.width() / print::StandardCardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF body =
        print::paintCardFrame(painter, rect, EventColour, VisionsCardSheets::tr("Event"),
                              VisionsNarration::eventName(int(event)), Ink);
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

void paintTactics(QPainter &painter, const QRectF &rect, Tactic tactic)
{
    const double u = rect.width() / print::StandardCardWidthMm;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const bool initial = int(tactic) < InitialTacticsCount;
    const QRectF body =
        print::paintCardFrame(painter, rect, TacticsColour, VisionsCardSheets::tr("Tactics"),
                              VisionsTactics::cardName(int(tactic)), Ink);
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

void paintActionBack(QPainter &painter, const QRectF &rect, int team)
{
    print::paintCardBack(painter, rect, print::TeamColours::colour(team),
                         VisionsCardSheets::tr("Visions of Rainbows"),
                         VisionsCardSheets::tr("%1 team").arg(print::TeamColours::name(team)),
                         team);
}

void paintEventBack(QPainter &painter, const QRectF &rect)
{
    print::paintCardBack(painter, rect, EventColour, VisionsCardSheets::tr("Visions of Rainbows"),
                         VisionsCardSheets::tr("Event"));
}

void paintTacticsBack(QPainter &painter, const QRectF &rect)
{
    print::paintCardBack(painter, rect, TacticsColour, VisionsCardSheets::tr("Visions of Rainbows"),
                         VisionsCardSheets::tr("Tactics"));
}

} // namespace cw::visions::VisionsCardFaces
