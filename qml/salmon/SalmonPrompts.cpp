// The prompts of SalmonTurnController: the title, the explanation and one button per choice for
// every phase that is not card play (SalmonTurnController.cpp). Buttons come from legalActions(),
// so the board never offers what the engine would refuse.
#include "SalmonCardText.h"
#include "SalmonTurnController.h"
#include "salmon/SalmonGame.h"
#include "session/GameSession.h"

using cw::salmon::Card;
using cw::salmon::Phase;
using cw::salmon::SalmonGame;
namespace action = cw::salmon::action;

namespace {

QVariantMap option(cw::Action a, const QString &label, const QString &detail = {},
                   const QString &colour = {}, bool primary = false)
{
    return {{QStringLiteral("action"), a},
            {QStringLiteral("label"), label},
            {QStringLiteral("detail"), detail},
            {QStringLiteral("colour"), colour},
            {QStringLiteral("primary"), primary}};
}

QString zoneName(int zone)
{
    switch (zone) {
    case action::Hand:
        return SalmonTurnController::tr("from your hand");
    case action::DrawPile:
        return SalmonTurnController::tr("from your draw pile");
    default:
        break;
    }
    return SalmonTurnController::tr("from your discard pile");
}

} // namespace

QString SalmonTurnController::promptTitle() const
{
    const SalmonGame *g = decidingGame();
    if (!g)
        return {};
    switch (g->phase()) {
    case Phase::PlayCards:
        return tr("Your turn");
    case Phase::ChooseSupply:
        return tr("Take a card");
    case Phase::Reeds:
        return tr("Reeds");
    case Phase::MoveBear:
        return tr("Move a bear");
    case Phase::EagleTarget:
        return tr("Eagle");
    case Phase::Counter:
        return tr("Counter?");
    case Phase::EagleDiscard:
        return tr("Eagle: pick a card");
    case Phase::RapidsDiscard:
        return tr("Rapids");
    case Phase::DiscardDown:
        return tr("End of turn");
    case Phase::GameOver:
        break;
    }
    return {};
}

QString SalmonTurnController::promptText() const
{
    const SalmonGame *g = decidingGame();
    if (!g)
        return {};
    const cw::salmon::PendingDecision *pending = g->pending();
    const int count = pending ? pending->count : 0;
    switch (g->phase()) {
    case Phase::PlayCards:
        return previewText();
    case Phase::ChooseSupply:
        return tr("The hex you entered gives you a card of your choice from the supply, added "
                  "to your discard pile.");
    case Phase::Reeds:
        return tr("Remove up to %n card(s) from your deck for good (hand, draw pile or discard "
                  "pile), or stop.",
                  nullptr, count);
    case Phase::MoveBear:
        return m_selectedBear < 0
                   ? tr("Click a bear, then a highlighted hex 1 or 2 steps away. A bear stops "
                        "on the first salmon it meets, and that salmon takes a Fatigue card.")
                   : tr("Click a highlighted hex to move the bear there (or another bear to "
                        "move it instead).");
    case Phase::EagleTarget:
        return tr("Whose hand does the eagle look at? You then choose one of its cards to "
                  "discard.");
    case Phase::Counter: {
        // Every affected seat is asked, holding the card or not, so that no one learns who holds
        // one; a seat without it can only let the card act.
        const Card card = Card(pending ? pending->card : 0);
        const QString by = seatName(g->state().active);
        if (pending && g->state().salmon[std::size_t(pending->seat)].hand[card] == 0)
            return tr("%1 played %2. You hold no %2 to cancel its effect on you.")
                .arg(by, SalmonCardText::name(card));
        return tr("%1 played %2. Discard a %2 from your hand to cancel its effect on you?")
            .arg(by, SalmonCardText::name(card));
    }
    case Phase::EagleDiscard:
        return tr("The eagle sees %1's hand. Which card must %1 discard?")
            .arg(seatName(pending ? pending->target : -1));
    case Phase::RapidsDiscard:
        return tr("The rapids take %n card(s) from your hand: choose which.", nullptr, count);
    case Phase::DiscardDown:
        return tr("You hold more than 4 cards: discard %n more.", nullptr, count);
    case Phase::GameOver:
        break;
    }
    return {};
}

QVariantList SalmonTurnController::options() const
{
    QVariantList list;
    const SalmonGame *g = decidingGame();
    if (!g)
        return list;
    const cw::salmon::SalmonState &state = g->state();
    const cw::salmon::Salmon &mine = state.salmon[std::size_t(g->currentSeat())];
    const cw::ActionList legal = g->legalActions();
    for (cw::Action a : legal) {
        switch (g->phase()) {
        case Phase::ChooseSupply:
            if (a >= action::TakeCard && a < action::TakeCard + cw::salmon::CardTypeCount) {
                const Card card = Card(a - action::TakeCard);
                list.append(option(a, SalmonCardText::name(card),
                                   tr("%n left", nullptr, state.supply[card]),
                                   SalmonCardText::colour(card)));
            }
            break;
        case Phase::Reeds:
            if (a >= action::ReedsRemove && a < action::ReedsDone) {
                const int zone = (a - action::ReedsRemove) / cw::salmon::CardTypeCount;
                const Card card = Card((a - action::ReedsRemove) % cw::salmon::CardTypeCount);
                const int held = zone == action::Hand       ? mine.hand[card]
                                 : zone == action::DrawPile ? mine.pile.countInDraw(card)
                                                            : mine.pile.countInDiscard(card);
                list.append(option(
                    a, tr("%1 %2 (%3)").arg(SalmonCardText::name(card), zoneName(zone)).arg(held),
                    {}, SalmonCardText::colour(card)));
            } else if (a == action::ReedsDone) {
                list.append(option(a, tr("Stop removing"), {}, {}, true));
            }
            break;
        case Phase::EagleTarget:
            if (a >= action::EagleTarget && a < action::EagleTarget + cw::salmon::MaxPlayers) {
                const int seat = a - action::EagleTarget;
                list.append(option(
                    a, seatName(seat),
                    tr("%n card(s) in hand", nullptr, state.salmon[std::size_t(seat)].hand.total()),
                    observer().session()->record().setup.seats.value(seat).colour));
            }
            break;
        case Phase::Counter:
            if (a == action::Counter) {
                const cw::salmon::PendingDecision *pending = g->pending();
                const Card card = Card(pending ? pending->card : 0);
                list.prepend(option(a, tr("Counter with %1").arg(SalmonCardText::name(card)), {},
                                    SalmonCardText::colour(card), true));
            } else if (a == action::NoCounter) {
                list.append(option(a, tr("Don't counter")));
            }
            break;
        case Phase::EagleDiscard:
        case Phase::RapidsDiscard:
        case Phase::DiscardDown:
            if (a >= action::Discard && a < action::Discard + cw::salmon::CardTypeCount) {
                const Card card = Card(a - action::Discard);
                list.append(option(a, tr("Discard %1").arg(SalmonCardText::name(card)), {},
                                   SalmonCardText::colour(card)));
            }
            break;
        case Phase::PlayCards:
        case Phase::MoveBear:
        case Phase::GameOver:
            break; // played through the hand and the river
        }
    }
    return list;
}
