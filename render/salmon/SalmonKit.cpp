#include "SalmonKit.h"

#include "SalmonCardSheets.h"
#include "SalmonCoursePainterCells.h"
#include "print/PrintStyle.h"
#include "print/TeamColours.h"
#include "salmon/SalmonCards.h"
#include "salmon/SalmonCourseMap.h"
#include "salmon/SalmonSymbolIcons.h"

#include <QPainter>

#include <algorithm>

namespace cw::salmon {

namespace {

using print::Ink;
const QColor BearColour(0x5a, 0x3a, 0x1e); // as on the board (SalmonToken.qml)

// A disc of `colour` with `icon` on it, filling the cell. A seat's token (`seat` ≥ 0) has the
// seat's mark below a smaller icon.
void paintDiscWithIcon(QPainter &painter, const QRectF &rect, const QColor &colour,
                       const QString &icon, int seat = -1)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.3));
    painter.setBrush(colour);
    painter.drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    const double w = rect.width();
    if (seat < 0) {
        const double inset = w * 0.18;
        cells::paintSvg(painter, icon, rect.adjusted(inset, inset, -inset, -inset));
    } else {
        cells::paintSvg(painter, icon,
                        QRectF(rect.left() + w * 0.25, rect.top() + w * 0.1, w * 0.5, w * 0.5));
        print::TeamColours::paintMark(painter, QPointF(rect.center().x(), rect.top() + w * 0.74),
                                      w * 0.32, seat);
    }
    painter.restore();
}

} // namespace

print::GameKit SalmonKit::make(const QJsonObject &course)
{
    CourseProblems problems;
    const SalmonCourse river = SalmonCourse::read(course, &problems).value_or(SalmonCourse());
    const int bears = std::max(RulebookBears, int(SalmonCourseMap(river).bearPaws().size()));
    const double token = river.print.hexMm * TokenShare;

    print::GameKit kit;
    kit.parts.push_back({tr("Cards"),
                         tr("Every card has the same back: cards move from deck to deck."),
                         {{tr("Swim decks: one of 11 per player, in the player's colour"),
                           SalmonCardSheets::PlayerDecks * standardSwimDeck().total()},
                          {tr("Additional deck"), additionalDeck().total()},
                          {tr("Fatigue deck"), FatigueDeckSize}},
                         SalmonCardSheets::items()});
    print::SheetItems tokens;
    for (int player = 0; player < SalmonCardSheets::PlayerDecks; ++player)
        tokens.push_back({QSizeF(token, token),
                          [player](QPainter &painter, const QRectF &rect) {
                              paintDiscWithIcon(painter, rect, SalmonCardSheets::deckColour(player),
                                                salmonIconPath(), player);
                          },
                          {},
                          tr("salmon"),
                          player});
    for (int bear = 0; bear < bears; ++bear)
        tokens.push_back({QSizeF(token, token),
                          [](QPainter &painter, const QRectF &rect) {
                              paintDiscWithIcon(painter, rect, BearColour, bearIconPath());
                          },
                          {},
                          tr("bears")});
    kit.parts.push_back({tr("Tokens"),
                         tr("Each token fits one hex of the river."),
                         {{tr("Salmon, one per player colour"), SalmonCardSheets::PlayerDecks},
                          {tr("Bears: one on each paw of the river"), bears}},
                         tokens});
    kit.fromBox << tr("1 six-sided die: the first player, and a hex with two current arrows "
                      "(odd: arrow 1, even: arrow 2)");
    kit.aid = playerAid();
    return kit;
}

print::PlayerAid SalmonKit::playerAid()
{
    print::PlayerAid aid;
    aid.title = tr("Salmon Run at a glance");
    aid.sections = {
        {tr("Your turn"),
         {tr("Play up to 3 cards, resolving each in the order played."),
          tr("3 Swim cards in one turn: add a Fatigue card to your discard pile."),
          tr("Only Fatigue cards played: you may return one to the Fatigue pile."),
          tr("Then discard the played cards and draw back to 4 (discard down to 4).")}},
        {tr("Swimming"),
         {tr("Swim cards move upstream: straight, up-left or up-right; Double Swim 2 hexes; Wild "
             "1 hex, your choice."),
          tr("Never onto or through rock or land, never onto a waterfall."),
          tr("A move that cannot be made whole is ignored: the card still counts as played.")}},
        {tr("Jumping"),
         {tr("Two Swim cards one after the other, as one path over at least one waterfall: 2, 3 "
             "or 4 hexes."),
          tr("No rock or land on the way; land on water. Only waterfall symbols passed over and "
             "the landing hex count."),
          tr("Each jump adds one Fatigue card.")}},
        {tr("Special hexes"),
         {tr("A symbol: take that card from the additional deck into your discard pile (while "
             "any are left)."),
          tr("+1: draw a card. Fatigue: add a Fatigue card. Reeds: remove 1 card (2 for double "
             "reeds) from your swim deck.")}},
        {tr("Bears, eagles, currents"),
         {tr("Bear card: move a bear up to 2 hexes, anywhere; it stops on salmon."),
          tr("A salmon sharing a hex with a bear takes a Fatigue card."),
          tr("Eagle: look at a hand and discard one card from it."),
          tr("Current: every salmon follows its hex's arrow (two arrows: roll the die); onto a "
             "waterfall, one step more."),
          tr("Rapids: every player discards one card per arrow leaving their hex.")}},
        {tr("Counters"),
         {tr("Current counters Current, Rapids counters Rapids, Eagle counters Eagle: discard "
             "one from your hand to cancel the effect on you. Nothing counters a Bear.")}},
        {tr("Winning"),
         {tr("When a salmon reaches the spawning ground, finish the round."),
          tr("One salmon there wins; several: the fewest Fatigue cards in the swim deck; still "
             "tied: a shared win.")}},
    };
    return aid;
}

} // namespace cw::salmon
