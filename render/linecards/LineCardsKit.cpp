#include "LineCardsKit.h"

#include "LineCardsCardSheets.h"
#include "linecards/LineCardsGame.h"
#include "linecards/LineCardsNarration.h"
#include "print/PieceFaces.h"

namespace cw::linecards {

print::GameKit LineCardsKit::make(const QJsonObject &)
{
    int lineCards = 0; // per player (docs/rules/linecards.md, "The cards": 19)
    for (const auto &kind : Kinds)
        lineCards += kind.copies;
    print::GameKit kit;
    kit.course = LineCardsCardSheets::tableLayout();
    kit.parts.push_back(
        {tr("Cards"),
         tr("Each player's cards have a back of the player's colour; the start and energy cards "
            "stay out of the deck."),
         {{tr("Start cards, one per player"), Players},
          {tr("Line cards: %1 per player").arg(lineCards), Players * lineCards},
          {tr("Energy cards, one per player"), Players}},
         LineCardsCardSheets::items()});
    print::SheetItems markers;
    for (int player = 0; player < Players; ++player)
        markers.push_back({QSizeF(MarkerMm, MarkerMm),
                           [player](QPainter &painter, const QRectF &rect) {
                               print::paintToken(painter, rect,
                                                 LineCardsCardSheets::playerColour(player),
                                                 QString(), QString(), true, player);
                           },
                           {},
                           tr("energy markers"),
                           player});
    kit.parts.push_back({tr("Energy markers"),
                         tr("A marker shows the energy points left on its player's energy card."),
                         {{tr("Energy markers, one per player"), Players}},
                         markers});
    kit.aid = playerAid();
    return kit;
}

print::PlayerAid LineCardsKit::playerAid()
{
    using N = LineCardsNarration;
    QStringList energy{tr("3 points each; from turn 3, at most one use a turn, before placing.")};
    for (const Effect effect : {Effect::Boost, Effect::Brake, Effect::TurnAround, Effect::ExtraGas})
        energy << N::effectName(int(effect)) + QStringLiteral(": ") +
                      N::effectDescription(int(effect));
    print::PlayerAid aid;
    aid.title = tr("Line cards at a glance");
    aid.sections = {
        {tr("Setup"),
         {tr("Start cards on row 4, columns 3 and 5, exits up."),
          tr("Shuffle, draw 5; you may redraw your whole hand once."),
          tr("Reveal the top cards: the lower priority starts (a tie: reveal again).")}},
        {tr("A turn"),
         {tr("At the start of each turn, draw up to 5 (an empty deck draws nothing)."),
          tr("Turns 1 and 2: place 1 card; later turns: 2."),
          tr("Place a card on the empty square an open exit of your last card faces, its entry "
             "towards that exit. The table wraps at every edge.")}},
        {tr("Who starts next"),
         {tr("Compare the turn's cards in the order placed, first against first: the first "
             "lower priority starts. All tied: the player who went second.")}},
        {tr("Energy"), energy},
        {tr("Losing"),
         {tr("A player who must place a card and cannot loses at once; the other wins.")}},
    };
    return aid;
}

} // namespace cw::linecards
