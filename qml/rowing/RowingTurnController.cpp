#include "RowingTurnController.h"

#include "rowing/RowingGame.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using cw::rowing::Card;
using cw::rowing::CardCounts;
using cw::rowing::Phase;
using cw::rowing::Rate;
using cw::rowing::RowingGame;

namespace {

bool playableCard(Card card)
{
    return cw::rowing::isPlayable(card);
}
bool discardableCard(Card card)
{
    return cw::rowing::isPace(card);
} // rulebook, Replenish step 1

Rate rateFromSpm(int spm)
{
    return spm <= 35 ? Rate::Spm35 : spm <= 40 ? Rate::Spm40 : Rate::Spm45;
}

CardCounts handFromView(const QJsonObject &view, int seat)
{
    const QJsonObject hand = view.value(QStringLiteral("boats"))
                                 .toArray()
                                 .at(seat)
                                 .toObject()
                                 .value(QStringLiteral("hand"))
                                 .toObject();
    CardCounts counts;
    counts[Card::Pace1] = std::uint8_t(hand.value(QStringLiteral("pace1")).toInt());
    counts[Card::Pace2] = std::uint8_t(hand.value(QStringLiteral("pace2")).toInt());
    counts[Card::Pace3] = std::uint8_t(hand.value(QStringLiteral("pace3")).toInt());
    counts[Card::Instability] = std::uint8_t(hand.value(QStringLiteral("instability")).toInt());
    counts[Card::Stamina] = std::uint8_t(hand.value(QStringLiteral("stamina")).toInt());
    return counts;
}

} // namespace

RowingTurnController::RowingTurnController(QObject *parent)
    : HumanTurnController(parent), m_hand(this)
{
}

const RowingGame *RowingTurnController::liveGame() const
{
    return liveAs<RowingGame>();
}

const RowingGame *RowingTurnController::shownGame() const
{
    return shownAs<RowingGame>();
}

RowingTurnController::TurnPhase RowingTurnController::phase() const
{
    const RowingGame *g = liveGame();
    if (!g || passDeviceNeeded())
        return TurnPhase::Waiting;
    switch (g->phase()) {
    case Phase::ChooseRate:
        return TurnPhase::ChooseRate;
    case Phase::PlayCards:
        return TurnPhase::PlayCards;
    case Phase::Motivation:
        return TurnPhase::Motivation;
    case Phase::Discard:
        return TurnPhase::Discard;
    case Phase::Over:
        break;
    }
    return TurnPhase::Waiting;
}

int RowingTurnController::currentRate() const
{
    const RowingGame *g = shownGame();
    const int seat = viewerSeat();
    return g && seat >= 0 ? cw::rowing::spm(g->boat(seat).rate) : 0;
}

int RowingTurnController::cardsRequired() const
{
    const RowingGame *g = liveGame();
    return g ? cw::rowing::cardsRequired(g->boat(g->currentSeat()).rate) : 0;
}

QVariantList RowingTurnController::legalRates() const
{
    QVariantList rates;
    const RowingGame *g = liveGame();
    if (g && g->phase() == Phase::ChooseRate && !passDeviceNeeded())
        for (Rate rate : g->legalRates())
            rates.append(cw::rowing::spm(rate));
    return rates;
}

// What each rate demands and does (rulebook, "Stroke Rate"; docs/rules/rowing.md,
// "1. Stroke rate (decision)": strain not on the first turn, a 35↔45 jump costs one Stamina card).
QVariantList RowingTurnController::rateOptions() const
{
    const QVariantList legal = legalRates();
    const RowingGame *g = shownGame();
    const int seat = viewerSeat();
    const bool firstTurn = g && seat >= 0 && g->boat(seat).turnsTaken == 0;
    const int current = currentRate();
    QVariantList options;
    for (Rate rate : {Rate::Spm35, Rate::Spm40, Rate::Spm45}) {
        const int value = cw::rowing::spm(rate);
        QString effect;
        switch (rate) {
        case Rate::Spm35:
            effect = tr("Cooldown: up to 2 stamina back");
            break;
        case Rate::Spm40:
            effect = tr("No effect");
            break;
        case Rate::Spm45:
            effect = firstTurn ? tr("Strain: none on your first turn")
                               : tr("Strain: 1 stamina to discard");
            break;
        }
        QString cost;
        const bool jump = current != 0 && std::abs(value - current) == 10;
        if (jump)
            cost = tr("Jump: 1 stamina card");
        else if (value == current)
            cost = tr("Keep your rate");
        else if (current != 0)
            cost = tr("One step: free");
        options.append(QVariantMap{{QStringLiteral("spm"), value},
                                   {QStringLiteral("legal"), legal.contains(value)},
                                   {QStringLiteral("current"), value == current},
                                   {QStringLiteral("cards"), cw::rowing::cardsRequired(rate)},
                                   {QStringLiteral("effect"), effect},
                                   {QStringLiteral("cost"), cost},
                                   {QStringLiteral("paid"), jump}});
    }
    return options;
}

bool RowingTurnController::canPlay() const
{
    const RowingGame *g = liveGame();
    if (!g || g->phase() != Phase::PlayCards || passDeviceNeeded())
        return false;
    return g->isLegal(cw::rowing::playAction(m_hand.selection()));
}

bool RowingTurnController::canDiscard() const
{
    const RowingGame *g = liveGame();
    return g && g->phase() == Phase::Discard && !passDeviceNeeded() &&
           g->isLegal(cw::rowing::discardAction(m_hand.selection()));
}

QVariantMap RowingTurnController::previewTarget() const
{
    const RowingGame *g = liveGame();
    if (!g || g->phase() != Phase::PlayCards || !canPlay())
        return {};
    return landingOf(*g, m_hand.selection());
}

QVariantMap RowingTurnController::landingOf(const RowingGame &game, const CardCounts &cards)
{
    const cw::rowing::PlayPreview low = game.previewPlay(cards, 1);
    const cw::rowing::PlayPreview high = low.instability > 0 ? game.previewPlay(cards, 3) : low;
    // The boat's own lane: a setup's `starts` can put a seat in any lane.
    return {{QStringLiteral("lane"), game.boat(game.currentSeat()).lane + 1},
            {QStringLiteral("from"), low.fromSpace},
            {QStringLiteral("to"), low.toSpace},
            {QStringLiteral("toHigh"), high.toSpace}};
}

// The hinted play's landing on the course (as a selection's previewTarget) and its cards in the
// hand, the hinted rate, the hinted answer to Motivation, or the hinted discard's cards (none:
// keep them all).
QVariantMap RowingTurnController::hintPreviewOf(const cw::Game &game, cw::Action action) const
{
    const auto &rowing = static_cast<const RowingGame &>(game);
    if (cw::rowing::isPlayAction(action)) {
        QVariantMap preview = landingOf(rowing, cw::rowing::playedCardsOf(action));
        preview.insert(QStringLiteral("cards"), m_hand.rowsOf(cw::rowing::playedCardsOf(action)));
        return preview;
    }
    if (cw::rowing::isRateAction(action))
        return {{QStringLiteral("spm"), cw::rowing::spm(cw::rowing::rateOf(action))}};
    if (cw::rowing::isMotivationAction(action))
        return {{QStringLiteral("motivate"), action == cw::rowing::MotivationAccept}};
    if (cw::rowing::isDiscardAction(action)) {
        const QVariantList rows = m_hand.rowsOf(cw::rowing::discardedCardsOf(action));
        if (rows.isEmpty())
            return {{QStringLiteral("keepAll"), true}};
        return {{QStringLiteral("cards"), rows}};
    }
    return {};
}

bool RowingTurnController::confirm()
{
    if (phase() == TurnPhase::PlayCards)
        return play();
    if (phase() == TurnPhase::Discard)
        return discard();
    return false;
}

bool RowingTurnController::cancel()
{
    if (m_hand.selection().total() == 0)
        return false;
    m_hand.clearSelection();
    emit selectionChanged();
    return true;
}

// "Crossing 500 m at pace 7 costs 3 stamina; you have 2: you will catch a crab."
QString RowingTurnController::previewText() const
{
    const RowingGame *g = liveGame();
    if (!g || passDeviceNeeded())
        return {};
    const CardCounts selection = m_hand.selection();
    if (g->phase() == Phase::Discard)
        return selection.total() == 0 ? tr("Select pace cards to discard, or keep them all.")
                                      : tr("Discard %n pace card(s).", nullptr, selection.total());
    if (g->phase() != Phase::PlayCards)
        return {};
    if (!canPlay()) {
        return tr("Select %n card(s) to play (%1 selected).", nullptr, cardsRequired())
            .arg(selection.total());
    }
    const cw::rowing::PlayPreview low = g->previewPlay(selection, 1);
    if (low.cluttered)
        return tr("Cluttered hand: you play what you can, the boat stays and drops to 35 spm.");
    QStringList parts;
    if (low.instability > 0) {
        const cw::rowing::PlayPreview high = g->previewPlay(selection, 3);
        parts.append(
            tr("Pace %1 to %2 (each instability card adds 1 to 3).").arg(low.pace).arg(high.pace));
        if (high.crab && !low.crab)
            parts.append(tr("A high reveal could catch a crab."));
    } else {
        parts.append(tr("Pace %1: from space %2 to space %3.")
                         .arg(low.pace)
                         .arg(low.fromSpace)
                         .arg(low.toSpace));
    }
    int stamina = g->boat(g->currentSeat()).staminaPile;
    for (const cw::rowing::SplitCrossing &crossing : low.crossings) {
        if (crossing.crab) {
            parts.append(tr("Crossing %1 m at pace %2 costs %3 stamina; you have %4: you will "
                            "catch a crab.")
                             .arg(crossing.line.metres)
                             .arg(low.pace)
                             .arg(crossing.cost)
                             .arg(stamina));
            break;
        }
        if (crossing.cost > 0)
            parts.append(tr("Crossing %1 m at pace %2 costs %3 stamina (you have %4).")
                             .arg(crossing.line.metres)
                             .arg(low.pace)
                             .arg(crossing.cost)
                             .arg(stamina));
        stamina -= crossing.cost;
    }
    if (low.finishes)
        parts.append(tr("You will cross the finish line."));
    return parts.join(QLatin1Char(' '));
}

bool RowingTurnController::motivationOffered() const
{
    return phase() == TurnPhase::Motivation;
}

bool RowingTurnController::discardOffered() const
{
    return phase() == TurnPhase::Discard;
}

int RowingTurnController::staminaPile() const
{
    const RowingGame *g = shownGame();
    const int seat = viewerSeat();
    return g && seat >= 0 ? g->boat(seat).staminaPile : 0;
}

int RowingTurnController::drawCount() const
{
    const RowingGame *g = shownGame();
    const int seat = viewerSeat();
    return g && seat >= 0 ? g->boat(seat).pile.drawCount() : 0;
}

int RowingTurnController::discardCount() const
{
    const RowingGame *g = shownGame();
    const int seat = viewerSeat();
    return g && seat >= 0 ? g->boat(seat).pile.discardCount() : 0;
}

bool RowingTurnController::chooseRate(int spm)
{
    if (!legalRates().contains(spm))
        return false;
    return submit(cw::rowing::rateAction(rateFromSpm(spm)));
}

bool RowingTurnController::toggleCard(int index)
{
    const TurnPhase now = phase();
    if (now != TurnPhase::PlayCards && now != TurnPhase::Discard)
        return false;
    // At most the rate's number of cards to play; any number of pace cards to discard.
    const bool selected = m_hand.data(m_hand.index(index), RowingHandModel::SelectedRole).toBool();
    if (now == TurnPhase::PlayCards && !selected && selectedCount() >= cardsRequired())
        return false;
    if (!m_hand.toggle(index))
        return false;
    emit selectionChanged();
    return true;
}

bool RowingTurnController::play()
{
    return canPlay() && submit(cw::rowing::playAction(m_hand.selection()));
}

bool RowingTurnController::motivate(bool accept)
{
    return motivationOffered() &&
           submit(accept ? cw::rowing::MotivationAccept : cw::rowing::MotivationDecline);
}

bool RowingTurnController::discard()
{
    return canDiscard() && submit(cw::rowing::discardAction(m_hand.selection()));
}

void RowingTurnController::refresh()
{
    const RowingGame *g = shownGame();
    const int seat = viewerSeat();
    m_hand.setHand(g && seat >= 0 ? handFromView(g->viewFor(seat), seat) : CardCounts{});
    const TurnPhase now = phase();
    m_hand.setSelectable(now == TurnPhase::PlayCards ? &playableCard
                         : now == TurnPhase::Discard ? &discardableCard
                                                     : nullptr);
    m_hand.clearSelection();
    emit changed();
}
