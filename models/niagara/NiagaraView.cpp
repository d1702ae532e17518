// What each seat may see of a Niagara game (Game::viewFor) and how a seat's unknowns are
// resampled. The only hidden information is the card each other seat chose in Phase I before the
// reveal; its hand (the cards not yet played this cycle) is public, since played cards lie face up.
#include "NiagaraGame.h"

#include <QJsonArray>

namespace cw::niagara {

namespace {

const char *stepKey(Step step)
{
    switch (step) {
    case Step::ChooseCard:
        return "choose";
    case Step::Weather:
        return "weather";
    case Step::Canoes:
        return "canoes";
    case Step::BeforeMove:
        return "beforeMove";
    case Step::Direction:
        return "direction";
    case Step::Move:
        return "move";
    case Step::AfterMove:
        return "afterMove";
    case Step::Steal:
        return "steal";
    case Step::Over:
        return "over";
    }
    return "";
}

QJsonArray gemCounts(const std::array<std::uint8_t, GemColours> &counts)
{
    QJsonArray out;
    for (const std::uint8_t count : counts)
        out.append(int(count));
    return out;
}

} // namespace

QJsonObject NiagaraGame::viewFor(int viewer) const
{
    const NiagaraState &s = m_state;
    QJsonArray seats;
    for (int i = 0; i < s.seatCount; ++i) {
        const Seat &seat = s.seats[std::size_t(i)];
        QJsonArray hand, canoes;
        for (int card = 0; card < actions::Cards; ++card)
            if (seat.hand & (1u << card))
                hand.append(card);
        for (const Canoe &canoe : seat.canoes) {
            QJsonObject c{{QStringLiteral("where"),
                           canoe.where == Canoe::Where::Beach   ? QStringLiteral("beach")
                           : canoe.where == Canoe::Where::River ? QStringLiteral("river")
                                                                : QStringLiteral("lost")}};
            if (canoe.where == Canoe::Where::River) {
                c.insert(QStringLiteral("space"), int(canoe.space));
                c.insert(QStringLiteral("label"), m_river.spaceLabel(canoe.space));
            }
            if (canoe.gem != NoGem)
                c.insert(QStringLiteral("gem"), gemKey(canoe.gem));
            canoes.append(c);
        }
        int gems = 0;
        for (const std::uint8_t count : seat.playArea)
            gems += count;
        QJsonObject entry{{QStringLiteral("hand"), hand},
                          {QStringLiteral("handCount"), hand.size()},
                          {QStringLiteral("chosen"), seat.chosen >= 0},
                          {QStringLiteral("canoes"), canoes},
                          {QStringLiteral("playArea"), gemCounts(seat.playArea)},
                          {QStringLiteral("gems"), gems},
                          {QStringLiteral("winner"), seat.winner}};
        // The chosen card: to its own seat at once, to everyone once revealed.
        if (seat.chosen >= 0 && (seat.revealed || viewer == i))
            entry.insert(QStringLiteral("card"), int(seat.chosen));
        if (s.step == Step::Over)
            entry.insert(QStringLiteral("rank"), seat.rank);
        seats.append(entry);
    }
    QJsonArray places, discs;
    for (int colour = 0; colour < GemColours; ++colour)
        places.append(gemCounts(s.places[std::size_t(colour)]));
    for (int space = 0; space < s.layout.spaces(); ++space)
        discs.append(int(s.discs[std::size_t(space)]));
    QJsonObject view{
        {QStringLiteral("round"), s.round},
        {QStringLiteral("phase"), QString::fromLatin1(stepKey(s.step))},
        {QStringLiteral("currentSeat"), currentSeat()},
        {QStringLiteral("lifePreserver"), s.lifePreserver},
        {QStringLiteral("weather"), s.weather},
        {QStringLiteral("fork"), s.forkRight ? QStringLiteral("right") : QStringLiteral("left")},
        {QStringLiteral("discs"), discs},
        {QStringLiteral("places"), places},
        {QStringLiteral("seats"), seats}};
    if (s.step != Step::ChooseCard && s.step != Step::Over) {
        const TurnState &t = s.turn;
        view.insert(QStringLiteral("turn"),
                    QJsonObject{{QStringLiteral("canoe"), int(t.canoe)},
                                {QStringLiteral("points"), int(t.points)},
                                {QStringLiteral("acted"), int(t.acted)},
                                {QStringLiteral("launched"), t.launched},
                                {QStringLiteral("boughtBack"), t.boughtBack},
                                {QStringLiteral("loadedBefore"), t.loadedBefore},
                                {QStringLiteral("unloaded"), t.unloaded},
                                {QStringLiteral("movedUpstream"), t.movedUpstream},
                                {QStringLiteral("direction"), int(t.direction)}});
        view.insert(QStringLiteral("riverMove"), riverMovePreview());
    }
    return view;
}

// Every other seat's unrevealed chosen card becomes a card drawn from its (public) hand; the
// generator, used only at setup, is reseeded so that its future is unknown too.
void NiagaraGame::resampleHidden(int viewer, Rng &rng)
{
    NiagaraState &s = m_state;
    m_stepOptionsStep = Step::Over;
    for (int i = 0; i < s.seatCount; ++i) {
        Seat &seat = s.seats[std::size_t(i)];
        if (i == viewer || seat.chosen < 0 || seat.revealed)
            continue;
        int cards[actions::Cards];
        int count = 0;
        for (int card = 0; card < actions::Cards; ++card)
            if (seat.hand & (1u << card))
                cards[count++] = card;
        seat.chosen = std::int8_t(cards[rng.below(std::uint32_t(count))]);
    }
    s.rng.reseed(rng.next());
}

} // namespace cw::niagara
