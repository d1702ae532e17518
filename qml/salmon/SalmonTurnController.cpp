#include "SalmonTurnController.h"

#include "SalmonCardText.h"
#include "salmon/SalmonGame.h"
#include "salmon/SalmonNarration.h"
#include "salmon/SalmonSwimRules.h"

#include <algorithm>

using cw::salmon::Card;
using cw::salmon::Hex;
using cw::salmon::Phase;
using cw::salmon::SalmonGame;
using cw::salmon::SwimMove;
namespace action = cw::salmon::action;

namespace {

// The card played by a non-swim action of the PlayCards phase, or nullopt.
std::optional<cw::Action> playActionOf(Card card)
{
    switch (card) {
    case Card::Bear:
        return action::PlayBear;
    case Card::Eagle:
        return action::PlayEagle;
    case Card::Current:
        return action::PlayCurrent;
    case Card::Rapids:
        return action::PlayRapids;
    case Card::Fatigue:
        return action::PlayFatigue;
    default:
        break;
    }
    return std::nullopt;
}

// The hex a MoveBear action takes its bear to.
Hex bearLanding(const SalmonGame &game, cw::Action a)
{
    const action::BearMove move = action::bearMoveOf(a);
    return action::bearLanding(game.state().bears[std::size_t(move.bear)], move);
}

} // namespace

SalmonTurnController::SalmonTurnController(QObject *parent)
    : HumanTurnController(parent), m_hand(this), m_eagleHand(this)
{
}

const SalmonGame *SalmonTurnController::shownGame() const
{
    return shownAs<SalmonGame>();
}

const SalmonGame *SalmonTurnController::decidingGame() const
{
    return decidingAs<SalmonGame>();
}

SalmonTurnController::TurnPhase SalmonTurnController::turnPhaseOf(Phase phase)
{
    switch (phase) {
    case Phase::PlayCards:
        return TurnPhase::PlayCards;
    case Phase::ChooseSupply:
        return TurnPhase::ChooseSupply;
    case Phase::Reeds:
        return TurnPhase::Reeds;
    case Phase::MoveBear:
        return TurnPhase::MoveBear;
    case Phase::EagleTarget:
        return TurnPhase::EagleTarget;
    case Phase::Counter:
        return TurnPhase::Counter;
    case Phase::EagleDiscard:
        return TurnPhase::EagleDiscard;
    case Phase::RapidsDiscard:
        return TurnPhase::RapidsDiscard;
    case Phase::DiscardDown:
        return TurnPhase::DiscardDown;
    case Phase::GameOver:
        break;
    }
    return TurnPhase::Over;
}

SalmonTurnController::TurnPhase SalmonTurnController::phase() const
{
    const SalmonGame *g = shownGame();
    if (g && g->isOver())
        return TurnPhase::Over;
    const SalmonGame *deciding = decidingGame();
    return deciding ? turnPhaseOf(deciding->phase()) : TurnPhase::Waiting;
}

int SalmonTurnController::drawCount() const
{
    const SalmonGame *g = shownGame();
    const int seat = viewerSeat();
    return g && seat >= 0 ? g->state().salmon[std::size_t(seat)].pile.drawCount() : 0;
}

int SalmonTurnController::discardCount() const
{
    const SalmonGame *g = shownGame();
    const int seat = viewerSeat();
    return g && seat >= 0 ? g->state().salmon[std::size_t(seat)].pile.discardCount() : 0;
}

bool SalmonTurnController::cardPlayable(Card card) const
{
    const SalmonGame *g = decidingGame();
    if (!g || g->phase() != Phase::PlayCards)
        return false;
    if (const std::optional<cw::Action> play = playActionOf(card))
        return g->isLegal(*play);
    if (card == Card::Wild)
        return g->isLegal(action::playSwim(SwimMove::WildForward)) ||
               g->isLegal(action::playSwim(SwimMove::WildLeft)) ||
               g->isLegal(action::playSwim(SwimMove::WildRight));
    return g->isLegal(action::playSwim(SwimMove(int(card))));
}

std::vector<SwimMove> SalmonTurnController::selectedMoves() const
{
    std::vector<SwimMove> moves;
    const std::vector<Card> cards = m_hand.selection();
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (!cw::salmon::isSwim(cards[i]))
            return {};
        moves.push_back(cards[i] == Card::Wild
                            ? SwimMove(int(SwimMove::WildForward) + m_wildDirection[i])
                            : SwimMove(int(cards[i])));
    }
    return moves;
}

bool SalmonTurnController::canPlay() const
{
    const SalmonGame *g = decidingGame();
    const std::vector<Card> cards = m_hand.selection();
    if (!g || g->phase() != Phase::PlayCards || cards.size() != 1)
        return false;
    if (const std::optional<cw::Action> play = playActionOf(cards.front()))
        return g->isLegal(*play);
    const std::vector<SwimMove> moves = selectedMoves();
    return moves.size() == 1 && g->isLegal(action::playSwim(moves.front()));
}

QString SalmonTurnController::playLabel() const
{
    const std::vector<Card> cards = m_hand.selection();
    if (cards.size() != 1)
        return tr("Play");
    return tr("Play %1").arg(SalmonCardText::name(cards.front()));
}

bool SalmonTurnController::canJump() const
{
    const SalmonGame *g = decidingGame();
    const std::vector<SwimMove> moves = selectedMoves();
    return g && g->phase() == Phase::PlayCards && moves.size() == 2 &&
           g->isLegal(action::jump(moves[0], moves[1]));
}

bool SalmonTurnController::canEndTurn() const
{
    const SalmonGame *g = decidingGame();
    return g && g->phase() == Phase::PlayCards && g->isLegal(action::EndTurn);
}

QVariantList SalmonTurnController::wildChoices() const
{
    QVariantList list;
    const std::vector<Card> cards = m_hand.selection();
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i] == Card::Wild)
            list.append(QVariantMap{{QStringLiteral("slot"), int(i)},
                                    {QStringLiteral("direction"), m_wildDirection[i]}});
    return list;
}

QString SalmonTurnController::previewText() const
{
    const SalmonGame *g = decidingGame();
    if (!g || g->phase() != Phase::PlayCards)
        return {};
    const cw::salmon::SalmonState &state = g->state();
    const std::vector<Card> cards = m_hand.selection();
    if (cards.empty())
        return tr("Pick a card to play, two Swim cards to jump a waterfall, or end your turn.");
    QStringList parts;
    const std::vector<SwimMove> moves = selectedMoves();
    if (cards.size() == 1 && !cw::salmon::isSwim(cards.front())) {
        parts.append(SalmonCardText::effect(cards.front()) + QLatin1Char('.'));
    } else if (moves.size() == 1) {
        const std::vector<Hex> path = g->swimPath(moves.front());
        if (path.empty()) {
            parts.append(
                tr("Blocked: %1 (%2); the card would be discarded without moving.")
                    .arg(SalmonCardText::moveName(moves.front()),
                         cw::salmon::SalmonNarration::moveFault(g->swimFault(moves.front()))));
        } else {
            const cw::salmon::HexCell &cell = g->river().at(path.back());
            parts.append(tr("%1: %n hex(es) upstream.", nullptr, int(path.size()))
                             .arg(SalmonCardText::moveName(moves.front())));
            if (cell.symbol != cw::salmon::Symbol::None)
                parts.append(tr("You land on %1.").arg(cw::salmon::symbolName(cell.symbol)));
            if (cell.spawn)
                parts.append(tr("You reach the spawning ground!"));
        }
        if (state.swimsPlayed == cw::salmon::MaxCardsPlayed - 1)
            parts.append(
                tr("A third Swim card this turn adds a Fatigue card to your discard pile."));
    } else if (moves.size() == 2) {
        const std::optional<Hex> landing = g->jumpLanding(moves[0], moves[1]);
        if (!landing)
            parts.append(
                tr("No jump: %1.")
                    .arg(cw::salmon::SalmonNarration::moveFault(g->jumpFault(moves[0], moves[1]))));
        else
            parts.append(
                tr("Jump: %1, then %2. A jump adds a Fatigue card to your discard pile.")
                    .arg(SalmonCardText::moveName(moves[0]), SalmonCardText::moveName(moves[1])));
    } else {
        parts.append(tr("Only two Swim cards can be played together, as a jump."));
    }
    return parts.join(QLatin1Char(' '));
}

QString SalmonTurnController::selectionWarning() const
{
    using cw::salmon::SalmonNarration;
    const SalmonGame *g = decidingGame();
    if (!g || g->phase() != Phase::PlayCards)
        return {};
    const std::vector<Card> cards = m_hand.selection();
    const std::vector<SwimMove> moves = selectedMoves();
    if (cards.size() == 1 && g->playWasted(cards.front()))
        return SalmonNarration::wastedPlay(cards.front());
    if (moves.size() == 1 && g->swimFault(moves.front()) != cw::salmon::MoveFault::None)
        return tr("%1: %2; the card would be discarded without moving.")
            .arg(SalmonCardText::moveName(moves.front()),
                 SalmonNarration::moveFault(g->swimFault(moves.front())));
    if (moves.size() == 2 && !canJump())
        return tr("Jump: %1").arg(SalmonNarration::moveFault(g->jumpFault(moves[0], moves[1])));
    return {};
}

// The hinted move's landing hex (SalmonCourseMap::index; a swim's end, a jump's landing, where a
// bear goes), the rows of the hand holding its card or cards, and "endTurn" for the end of the turn
// (its button shows it: issue 35, every hint shows on the board or the hand). The prompt's
// choices show by their action.
QVariantMap SalmonTurnController::hintPreviewOf(const cw::Game &game, cw::Action a) const
{
    const auto &g = static_cast<const SalmonGame &>(game);
    std::vector<Card> cards;
    std::optional<Hex> landing;
    if (a >= action::PlaySwim && a < action::PlayBear) {
        const auto move = SwimMove(a - action::PlaySwim);
        cards = {cw::salmon::cardOf(move)};
        if (const std::vector<Hex> path = g.swimPath(move); !path.empty())
            landing = path.back();
    } else if (a >= action::JumpBase && a < action::EndTurn) {
        const auto first = SwimMove((a - action::JumpBase) / cw::salmon::SwimMoveCount);
        const auto second = SwimMove((a - action::JumpBase) % cw::salmon::SwimMoveCount);
        cards = {cw::salmon::cardOf(first), cw::salmon::cardOf(second)};
        landing = g.jumpLanding(first, second);
    } else if (a >= action::MoveBear && a < action::EagleTarget) {
        landing = bearLanding(g, a);
    } else if (a >= action::PlayBear && a <= action::PlayFatigue) {
        cards = {Card(int(Card::Bear) + a - action::PlayBear)};
    } else if (g.phase() == Phase::PlayCards || g.phase() == Phase::DiscardDown ||
               g.phase() == Phase::RapidsDiscard) {
        if (a >= action::Discard && a < action::Discard + cw::salmon::CardTypeCount)
            cards = {Card(a - action::Discard)};
    }
    QVariantList rows;
    for (const Card card : cards)
        for (int row = 0; row < m_hand.rowCount(); ++row)
            if (m_hand.cardAt(row) == card && !rows.contains(row)) {
                rows.append(row);
                break;
            }
    QVariantMap preview{{QStringLiteral("rows"), rows}};
    if (a == action::EndTurn)
        preview.insert(QStringLiteral("endTurn"), true);
    if (landing)
        preview.insert(QStringLiteral("hex"), g.river().index(*landing));
    return preview;
}

QVariantMap SalmonTurnController::highlights() const
{
    QVariantMap map;
    const SalmonGame *g = decidingGame();
    if (!g)
        return map;
    const cw::salmon::SalmonCourseMap &river = g->river();
    auto mark = [&](Hex hex, const QString &kind) {
        map.insert(QString::number(river.index(hex)), kind);
    };
    if (g->phase() == Phase::MoveBear) {
        for (const QVariant &bear : movableBears())
            mark(g->state().bears[std::size_t(bear.toInt())], QStringLiteral("bear"));
        for (int to : bearTargets())
            map.insert(QString::number(to),
                       to == m_bearTarget ? QStringLiteral("landing") : QStringLiteral("reach"));
        return map;
    }
    if (g->phase() != Phase::PlayCards)
        return map;
    const std::vector<SwimMove> moves = selectedMoves();
    const Hex from = g->state().salmon[std::size_t(g->state().active)].hex;
    if (moves.size() == 1) {
        const std::vector<Hex> path = g->swimPath(moves.front());
        for (std::size_t i = 0; i < path.size(); ++i)
            mark(path[i],
                 i + 1 == path.size() ? QStringLiteral("landing") : QStringLiteral("path"));
        if (path.empty()) // show where it would have gone: the first hex of the blocked way
            mark(cw::salmon::neighbour(from, cw::salmon::directionOf(moves.front())),
                 QStringLiteral("blocked"));
    } else if (moves.size() == 2) {
        const std::optional<Hex> landing = g->jumpLanding(moves[0], moves[1]);
        if (landing) {
            if (const auto jump = cw::salmon::jumpPath(river, from, moves[0], moves[1]))
                for (const Hex &hex : jump->passed)
                    mark(hex, QStringLiteral("passed"));
            mark(*landing, QStringLiteral("landing"));
        }
    }
    return map;
}

QVariantList SalmonTurnController::movableBears() const
{
    QVariantList bears;
    const SalmonGame *g = decidingGame();
    if (!g || g->phase() != Phase::MoveBear)
        return bears;
    for (cw::Action a : g->legalActions()) {
        if (a < action::MoveBear || a >= action::EagleTarget)
            continue;
        const int bear = (a - action::MoveBear) / 42;
        if (!bears.contains(bear))
            bears.append(bear);
    }
    return bears;
}

int SalmonTurnController::bearDestination(cw::Action a) const
{
    const SalmonGame *g = decidingGame();
    if (!g || a < action::MoveBear || a >= action::EagleTarget)
        return -1;
    if (action::bearMoveOf(a).bear != m_selectedBear)
        return -1;
    return g->river().index(bearLanding(*g, a));
}

bool SalmonTurnController::toggleCard(int row)
{
    if (phase() != TurnPhase::PlayCards || row < 0 || row >= m_hand.rowCount())
        return false;
    // Two Swim cards make a jump; any other card is played alone.
    const Card card = m_hand.cardAt(row);
    const std::vector<Card> before = m_hand.selection();
    const bool selected = m_hand.data(m_hand.index(row), SalmonHandModel::SelectedRole).toBool();
    if (!selected &&
        (!cw::salmon::isSwim(card) ||
         std::any_of(before.begin(), before.end(), [](Card c) { return !cw::salmon::isSwim(c); })))
        m_hand.clearSelection();
    if (!m_hand.toggle(row))
        return false;
    m_wildDirection = {0, 0};
    const std::vector<Card> after = m_hand.selection();
    for (std::size_t slot = 0; slot < after.size(); ++slot)
        if (after[slot] == Card::Wild)
            m_wildDirection[slot] = openWildDirection(slot);
    emit selectionChanged();
    return true;
}

// Forward, then left, then right: the first that the engine accepts for this selection (a swim
// that is not blocked, or a legal jump with the other card as it stands).
int SalmonTurnController::openWildDirection(std::size_t slot) const
{
    const SalmonGame *g = decidingGame();
    const std::vector<Card> cards = m_hand.selection();
    if (!g || slot >= cards.size())
        return 0;
    for (int direction : {0, 1, 2}) {
        const auto wild = SwimMove(int(SwimMove::WildForward) + direction);
        if (cards.size() == 1 && g->swimFault(wild) == cw::salmon::MoveFault::None)
            return direction;
        if (cards.size() == 2) {
            const Card other = cards[1 - slot];
            const SwimMove otherMove =
                other == Card::Wild
                    ? SwimMove(int(SwimMove::WildForward) + m_wildDirection[1 - slot])
                    : SwimMove(int(other));
            const SwimMove first = slot == 0 ? wild : otherMove;
            const SwimMove second = slot == 0 ? otherMove : wild;
            if (g->jumpFault(first, second) == cw::salmon::MoveFault::None)
                return direction;
        }
    }
    return 0;
}

bool SalmonTurnController::setWildDirection(int slot, int direction)
{
    const std::vector<Card> cards = m_hand.selection();
    if (slot < 0 || slot >= int(cards.size()) || cards[std::size_t(slot)] != Card::Wild ||
        direction < 0 || direction > 2)
        return false;
    m_wildDirection[std::size_t(slot)] = direction;
    emit selectionChanged();
    return true;
}

bool SalmonTurnController::play()
{
    if (!canPlay())
        return false;
    const Card card = m_hand.selection().front();
    if (const std::optional<cw::Action> play = playActionOf(card))
        return submit(*play);
    return submit(action::playSwim(selectedMoves().front()));
}

bool SalmonTurnController::jump()
{
    if (!canJump())
        return false;
    const std::vector<SwimMove> moves = selectedMoves();
    return submit(action::jump(moves[0], moves[1]));
}

bool SalmonTurnController::endTurn()
{
    return canEndTurn() && submit(action::EndTurn);
}

bool SalmonTurnController::choose(int chosen)
{
    for (const QVariant &option : options())
        if (option.toMap().value(QStringLiteral("action")).toInt() == chosen)
            return submit(chosen);
    return false;
}

bool SalmonTurnController::selectBear(int bear)
{
    if (!movableBears().contains(bear))
        return false;
    m_selectedBear = bear;
    m_bearTarget = -1;
    emit selectionChanged();
    return true;
}

std::vector<int> SalmonTurnController::bearTargets() const
{
    std::vector<int> targets;
    const SalmonGame *g = decidingGame();
    if (!g || g->phase() != Phase::MoveBear || m_selectedBear < 0)
        return targets;
    for (cw::Action a : g->legalActions())
        if (const int to = bearDestination(a);
            to >= 0 && std::find(targets.begin(), targets.end(), to) == targets.end())
            targets.push_back(to);
    return targets;
}

bool SalmonTurnController::stepTarget(int delta)
{
    const std::vector<int> targets = bearTargets();
    if (targets.empty())
        return false;
    const auto at = std::find(targets.begin(), targets.end(), m_bearTarget);
    const int n = int(targets.size());
    const int from = at == targets.end() ? (delta > 0 ? -1 : 0) : int(at - targets.begin());
    m_bearTarget = targets[std::size_t(((from + delta) % n + n) % n)];
    emit selectionChanged();
    return true;
}

bool SalmonTurnController::stepBear(int delta)
{
    const QVariantList bears = movableBears();
    if (bears.isEmpty())
        return false;
    const int n = int(bears.size());
    const int at = int(bears.indexOf(m_selectedBear));
    const int from = at < 0 ? (delta > 0 ? -1 : 0) : at;
    return selectBear(bears[((from + delta) % n + n) % n].toInt());
}

bool SalmonTurnController::confirm()
{
    const TurnPhase now = phase();
    if (now == TurnPhase::MoveBear)
        return m_bearTarget >= 0 && clickHex(m_bearTarget);
    if (now != TurnPhase::PlayCards)
        return false;
    return selectedCount() == 2 ? jump() : play();
}

bool SalmonTurnController::cancel()
{
    if (m_hand.selection().empty() && m_bearTarget < 0)
        return false;
    m_hand.clearSelection();
    m_wildDirection = {0, 0};
    m_bearTarget = -1;
    emit selectionChanged();
    return true;
}

bool SalmonTurnController::clickHex(int hexIndex)
{
    const SalmonGame *g = decidingGame();
    if (!g || hexIndex < 0)
        return false;
    if (g->phase() == Phase::PlayCards) // the landing of the previewed move plays it
        return highlights().value(QString::number(hexIndex)) == QLatin1String("landing") &&
               confirm();
    if (g->phase() != Phase::MoveBear)
        return false;
    for (int bear = 0; bear < g->state().bearCount; ++bear) // a click on a bear picks it
        if (g->river().index(g->state().bears[std::size_t(bear)]) == hexIndex &&
            bear != m_selectedBear && selectBear(bear))
            return true;
    // Several paths may reach the same hex; the first legal one is taken (the bear stops on
    // the first salmon it meets, so the engine only offers paths it can walk).
    for (cw::Action a : g->legalActions())
        if (bearDestination(a) == hexIndex)
            return submit(a);
    return false;
}

void SalmonTurnController::refresh()
{
    const SalmonGame *g = shownGame();
    const int seat = viewerSeat();
    m_hand.setHand(g && seat >= 0 ? g->state().salmon[std::size_t(seat)].hand
                                  : cw::salmon::CardCounts{});
    m_hand.clearSelection();
    m_hand.setSelectable([this](Card card) { return cardPlayable(card); });
    // The eagle's view: the target's hand, for the seat that sent the eagle only.
    const SalmonGame *deciding = decidingGame();
    const cw::salmon::PendingDecision *pending = deciding ? deciding->pending() : nullptr;
    const bool eagle = pending && deciding->phase() == Phase::EagleDiscard && pending->target >= 0;
    m_eagleHand.setHand(eagle ? deciding->state().salmon[std::size_t(pending->target)].hand
                              : cw::salmon::CardCounts{});
    m_wildDirection = {0, 0};
    m_selectedBear = -1;
    m_bearTarget = -1;
    if (deciding && deciding->phase() == Phase::MoveBear) {
        const QVariantList bears = movableBears();
        if (bears.size() == 1)
            m_selectedBear = bears.front().toInt(); // one bear: no need to pick it
    }
    emit changed();
}
