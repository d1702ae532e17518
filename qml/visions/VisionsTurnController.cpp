#include "VisionsTurnController.h"

#include "VisionsRiderText.h"
#include "visions/VisionsGame.h"
#include "visions/VisionsNarration.h"

#include <algorithm>
#include <memory>

using namespace cw::visions;
using N = cw::visions::VisionsNarration;
using cw::Action;

namespace {

bool isActivation(Action a)
{
    return a >= VisionsAction::ActivateBase && a < VisionsAction::ActivateEnd;
}

std::unique_ptr<VisionsGame> copyOf(const VisionsGame &game)
{
    return std::unique_ptr<VisionsGame>(static_cast<VisionsGame *>(game.clone().release()));
}

} // namespace

VisionsTurnController::VisionsTurnController(QObject *parent) : HumanTurnController(parent) {}

const VisionsGame *VisionsTurnController::deciding() const
{
    return decidingAs<VisionsGame>();
}

VisionsTurnController::TurnPhase VisionsTurnController::phase() const
{
    const VisionsGame *shown = shownAs<VisionsGame>();
    if (shown && shown->isOver())
        return TurnPhase::Over;
    const VisionsGame *g = deciding();
    if (!g)
        return TurnPhase::Waiting;
    switch (g->state().stage) {
    case VisionsStage::Place:
        return TurnPhase::Place;
    case VisionsStage::Activate:
        return TurnPhase::Activate;
    case VisionsStage::Move:
        return TurnPhase::Move;
    case VisionsStage::Over:
        return TurnPhase::Over;
    default:
        return TurnPhase::Decide;
    }
}

// The space an action decides, or -1: a step's (-2 across the finish line), a Grupo Compacto
// or Counter-attack destination, the start space a placement takes.
int VisionsTurnController::targetCell(const VisionsGame &g, Action a) const
{
    const VisionsState &s = g.state();
    switch (s.stage) {
    case VisionsStage::Move:
        return g.stepTarget(a);
    case VisionsStage::PushedLane:
        return a >= VisionsAction::PushedLaneBase
                   ? g.pushedLaneTarget(a - VisionsAction::PushedLaneBase)
                   : -1;
    case VisionsStage::GrupoCompacto:
        return a >= VisionsAction::GrupoCompactoBase ? a - VisionsAction::GrupoCompactoBase : -1;
    case VisionsStage::CounterAttack:
        return a >= VisionsAction::CounterAttackBase ? a - VisionsAction::CounterAttackBase : -1;
    case VisionsStage::Place:
        // The next start space takes the selected rider.
        if (m_rider >= 0 && a == VisionsAction::PlaceBase + s.slotOf(m_rider) &&
            s.placed < g.track().startSpaces().size())
            return g.track().cellAt(g.track().startSpaces()[s.placed]);
        return -1;
    default:
        return -1;
    }
}

// The hinted action's space (a step, a placement's start space; -2 across the finish line), and
// for an activation its rider and card.
QVariantMap VisionsTurnController::hintPreviewOf(const cw::Game &game, Action a) const
{
    const auto &g = static_cast<const VisionsGame &>(game);
    const VisionsState &s = g.state();
    const int base = s.seat * s.perTeam;
    if (s.stage == VisionsStage::Place) {
        if (a >= VisionsAction::PlaceBase + MaxRidersPerTeam ||
            s.placed >= int(g.track().startSpaces().size()))
            return {};
        return {{QStringLiteral("rider"), base + a - VisionsAction::PlaceBase},
                {QStringLiteral("cell"), g.track().cellAt(g.track().startSpaces()[s.placed])}};
    }
    if (s.stage == VisionsStage::Activate && isActivation(a))
        return {{QStringLiteral("rider"), base + VisionsAction::activatedSlot(a)},
                {QStringLiteral("card"), VisionsAction::activatedCard(a)}};
    if (const int cell = targetCell(g, a); cell != -1)
        return {{QStringLiteral("cell"), cell}};
    return {};
}

std::vector<int> VisionsTurnController::targetIndexes() const
{
    std::vector<int> out;
    const VisionsGame *g = deciding();
    if (!g)
        return out;
    for (int i = 0; i < int(m_legal.size()); ++i)
        if (targetCell(*g, m_legal[std::size_t(i)]) != -1)
            out.push_back(i);
    return out;
}

std::vector<int> VisionsTurnController::handCards() const
{
    std::vector<int> cards;
    const VisionsGame *g = shownAs<VisionsGame>();
    const int seat = viewerSeat();
    if (!g || seat < 0 || seat >= g->state().teams)
        return cards;
    const VisionsTeam &team = g->state().team[std::size_t(seat)];
    for (int i = 0; i < team.handCount; ++i)
        cards.push_back(team.hand[std::size_t(i)]);
    std::sort(cards.begin(), cards.end());
    return cards;
}

QVariantList VisionsTurnController::riderChoices() const
{
    QVariantList list;
    const VisionsGame *g = deciding();
    if (!g)
        return list;
    const VisionsState &s = g->state();
    const int base = s.seat * s.perTeam;
    std::vector<int> riders;
    for (const Action a : m_legal) {
        int rider = -1;
        if (s.stage == VisionsStage::Place && a < VisionsAction::PlaceBase + MaxRidersPerTeam)
            rider = base + a - VisionsAction::PlaceBase;
        else if (s.stage == VisionsStage::Activate && isActivation(a))
            rider = base + VisionsAction::activatedSlot(a);
        if (rider >= 0 && std::find(riders.begin(), riders.end(), rider) == riders.end())
            riders.push_back(rider);
    }
    for (const int rider : riders)
        list.append(
            QVariantMap{{QStringLiteral("rider"), rider},
                        {QStringLiteral("slot"), s.slotOf(rider)},
                        {QStringLiteral("letter"), VisionsRiderText::letter(s.slotOf(rider))},
                        {QStringLiteral("label"), N::riderName(s.slotOf(rider))},
                        {QStringLiteral("selected"), rider == m_rider}});
    return list;
}

QVariantList VisionsTurnController::hand() const
{
    QVariantList list;
    const std::vector<int> cards = handCards();
    const bool choosing = phase() == TurnPhase::Activate;
    static const char *const types[] = {"lead", "chase", "draft", "break", "wild"};
    for (const int card : cards) {
        const QString name = N::cardName(card);
        QVariantMap face{{QStringLiteral("card"), card},
                         {QStringLiteral("name"), name},
                         {QStringLiteral("selected"), card == m_card},
                         {QStringLiteral("playable"), choosing && card < ActionCardCount}};
        if (card == MakingHeadlines) {
            face.insert(QStringLiteral("type"), QStringLiteral("headlines"));
            face.insert(QStringLiteral("typeName"), tr("Event"));
            face.insert(QStringLiteral("ps"), 0);
            face.insert(QStringLiteral("footer"), name);
            face.insert(QStringLiteral("detail"), tr("Drawn: an Event happens."));
            face.insert(QStringLiteral("wild"), false);
            list.append(face);
            continue;
        }
        const ActionCard &c = ActionCards[std::size_t(card)];
        QString detail =
            name + QLatin1Char('\n') + tr("%1 with %2 PS").arg(N::typeName(c.type)).arg(c.ps);
        QStringList footer;
        // The special text's name is the part of the card's name in brackets ("Wild 6 (Rubber
        // Band)").
        if (const int open = name.indexOf(QLatin1Char('(')); open >= 0)
            footer.append(name.mid(open + 1).chopped(1));
        if (c.temporary + c.permanent > 0) {
            const QString cost = c.permanent > 0
                                     ? tr("+%1 T +%2 P").arg(c.temporary).arg(c.permanent)
                                     : tr("+%1 T").arg(c.temporary);
            footer.append(cost);
            detail += QLatin1Char('\n') +
                      tr("Fatigue after the move: %1 T, %2 P").arg(c.temporary).arg(c.permanent);
        }
        if (c.type == MoveType::Wild)
            detail += QLatin1Char('\n') + tr("Wild: play it as Lead, Chase, Draft or Break.");
        face.insert(QStringLiteral("type"), QLatin1String(types[int(c.type)]));
        face.insert(QStringLiteral("typeName"), N::typeName(c.type));
        face.insert(QStringLiteral("ps"), c.ps);
        face.insert(QStringLiteral("footer"), footer.join(QLatin1Char('\n')));
        face.insert(QStringLiteral("detail"), detail);
        face.insert(QStringLiteral("wild"), c.type == MoveType::Wild);
        list.append(face);
    }
    return list;
}

QStringList VisionsTurnController::tactics() const
{
    QStringList names;
    const VisionsGame *g = shownAs<VisionsGame>();
    const int seat = viewerSeat();
    if (!g || seat < 0 || seat >= g->state().teams)
        return names;
    const VisionsTacticsState &t = g->state().tactics;
    for (int i = 0; i < t.handCount[std::size_t(seat)]; ++i)
        names.append(VisionsTactics::cardName(t.hand[std::size_t(seat)][std::size_t(i)]));
    return names;
}

QVariantList VisionsTurnController::wildTypes() const
{
    QVariantList list;
    if (m_card < 0 || m_card >= ActionCardCount ||
        ActionCards[std::size_t(m_card)].type != MoveType::Wild || phase() != TurnPhase::Activate)
        return list;
    for (int t = 0; t < MoveTypeCount; ++t)
        list.append(QVariantMap{{QStringLiteral("type"), t},
                                {QStringLiteral("name"), N::typeName(MoveType(t))},
                                {QStringLiteral("selected"), t == m_type}});
    return list;
}

Action VisionsTurnController::activation() const
{
    const VisionsGame *g = deciding();
    if (!g || g->state().stage != VisionsStage::Activate || m_rider < 0 || m_card < 0 ||
        m_card >= ActionCardCount)
        return -1;
    const MoveType own = ActionCards[std::size_t(m_card)].type;
    const MoveType type = own == MoveType::Wild ? MoveType(std::max(0, m_type)) : own;
    if (own == MoveType::Wild && m_type < 0)
        return -1;
    const Action a = VisionsAction::activate(g->state().slotOf(m_rider), m_card, type);
    return std::find(m_legal.begin(), m_legal.end(), a) != m_legal.end() ? a : -1;
}

QVariantList VisionsTurnController::psTerms() const
{
    QVariantList list;
    const Action a = activation();
    if (a < 0)
        return list;
    const VisionsGame *g = deciding();
    const VisionsPsTerms terms =
        g->psTerms(m_rider, VisionsAction::activatedCard(a), VisionsAction::activatedType(a));
    const auto add = [&list](const QString &label, int value, bool always = false) {
        if (value != 0 || always)
            list.append(
                QVariantMap{{QStringLiteral("label"), label}, {QStringLiteral("value"), value}});
    };
    add(N::cardName(m_card), terms.card, true);
    add(tr("Terrain (%1)").arg(N::className(classOf(g->state().slotOf(m_rider)))), terms.terrain);
    add(tr("Bonus abilities"), terms.bonus);
    add(tr("Fatigue"), terms.fatigue);
    add(tr("Attack!"), terms.attack);
    add(tr("Card text"), terms.special);
    return list;
}

int VisionsTurnController::psTotal() const
{
    const Action a = activation();
    if (a < 0)
        return -1;
    return deciding()->startingPs(m_rider, VisionsAction::activatedCard(a),
                                  VisionsAction::activatedType(a));
}

int VisionsTurnController::psLeft() const
{
    const VisionsGame *g = shownAs<VisionsGame>();
    if (!g || (g->state().stage != VisionsStage::Move && g->state().stage != VisionsStage::Link))
        return -1;
    return g->state().move.ps;
}

std::vector<int> VisionsTurnController::groupAfter(Action action) const
{
    std::vector<int> riders;
    const VisionsGame *g = deciding();
    if (!g)
        return riders;
    const auto copy = copyOf(*g);
    copy->apply(action);
    const VisionsMove &m = copy->state().move;
    for (int i = 0; i < m.groupCount; ++i)
        riders.push_back(m.group[std::size_t(i)]);
    return riders;
}

// The PS the move has left after `action`: the PS left now when the step ends the move (the
// move's state is gone then).
int VisionsTurnController::psAfter(Action action) const
{
    const VisionsGame *g = deciding();
    const auto copy = copyOf(*g);
    copy->apply(action);
    const VisionsState &after = copy->state();
    const bool stillMoving =
        (after.stage == VisionsStage::Move || after.stage == VisionsStage::Link) &&
        after.move.rider == g->state().move.rider;
    return stillMoving ? after.move.ps : 0;
}

QVariantList VisionsTurnController::group() const
{
    QVariantList list;
    const VisionsGame *shown = shownAs<VisionsGame>();
    if (!shown)
        return list;
    std::vector<int> riders;
    if (const Action a = activation(); a >= 0) {
        riders = groupAfter(a);
    } else if (shown->state().stage == VisionsStage::Move ||
               shown->state().stage == VisionsStage::Link) {
        const VisionsMove &m = shown->state().move;
        for (int i = 0; i < m.groupCount; ++i)
            riders.push_back(m.group[std::size_t(i)]);
    }
    for (const int rider : riders)
        list.append(rider);
    return list;
}

QVariantList VisionsTurnController::targets() const
{
    QVariantList list;
    const VisionsGame *g = deciding();
    if (!g)
        return list;
    const N words(*g, {});
    const std::vector<int> indexes = targetIndexes();
    const bool moving = g->state().stage == VisionsStage::Move;
    const bool placing = g->state().stage == VisionsStage::Place;
    const QString letters = VisionsRiderText::targetLetters();
    for (int k = 0; k < int(indexes.size()); ++k) {
        const Action a = m_legal[std::size_t(indexes[std::size_t(k)])];
        const int cell = targetCell(*g, a);
        const int cost = moving ? g->state().move.ps - psAfter(a) : -1;
        QString detail = g->actionName(a);
        if (cost >= 0)
            detail += QLatin1Char('\n') + tr("Costs %n PS", nullptr, cost);
        const QString key(letters.at(k % letters.size()));
        // What a screen reader says: the target's tag and its space, then the move (two
        // targets may make moves of one name: a placement, two ways to one space).
        const QString spoken =
            tr("%1, %2: %3")
                .arg(key, words.cellName(cell == -2 ? -1 : cell),
                     QString(detail).replace(QLatin1Char('\n'), QLatin1String(", ")));
        list.append(QVariantMap{
            {QStringLiteral("index"), indexes[std::size_t(k)]},
            {QStringLiteral("cell"), cell},
            {QStringLiteral("key"), key},
            {QStringLiteral("spoken"), spoken},
            {QStringLiteral("label"), placing ? tr("Start space %1").arg(g->state().placed + 1)
                                              : words.cellName(cell == -2 ? -1 : cell)},
            {QStringLiteral("cost"), cost},
            {QStringLiteral("detail"), detail},
            {QStringLiteral("focused"), k == m_focusedTarget}});
    }
    return list;
}

QVariantList VisionsTurnController::options() const
{
    QVariantList list;
    const VisionsGame *g = deciding();
    if (!g)
        return list;
    const VisionsStage stage = g->state().stage;
    const std::vector<int> onRoad = targetIndexes();
    for (int i = 0; i < int(m_legal.size()); ++i) {
        const Action a = m_legal[std::size_t(i)];
        // Activations are made through the rider, the hand and Activate; placements through
        // the riders' buttons; spaces through the road (and their own buttons).
        if (isActivation(a) || stage == VisionsStage::Place)
            continue;
        if (std::find(onRoad.begin(), onRoad.end(), i) != onRoad.end())
            continue;
        list.append(QVariantMap{{QStringLiteral("index"), i},
                                {QStringLiteral("label"), g->actionName(a)},
                                {QStringLiteral("primary"), m_legal.size() == 1}});
    }
    return list;
}

bool VisionsTurnController::selectRider(int rider)
{
    const QVariantList choices = riderChoices();
    const bool offered = std::any_of(choices.begin(), choices.end(), [rider](const QVariant &c) {
        return c.toMap().value(QStringLiteral("rider")).toInt() == rider;
    });
    if (!offered)
        return false;
    const VisionsGame *g = deciding();
    if (g->state().stage == VisionsStage::Place)
        return submit(VisionsAction::PlaceBase + g->state().slotOf(rider));
    m_rider = rider;
    emit selectionChanged();
    return true;
}

bool VisionsTurnController::selectCard(int card)
{
    const std::vector<int> cards = handCards();
    if (phase() != TurnPhase::Activate || card < 0 || card >= ActionCardCount ||
        std::find(cards.begin(), cards.end(), card) == cards.end())
        return false;
    m_card = card;
    m_type = -1;
    emit selectionChanged();
    return true;
}

bool VisionsTurnController::selectType(int type)
{
    if (wildTypes().isEmpty() || type < 0 || type >= MoveTypeCount)
        return false;
    m_type = type;
    emit selectionChanged();
    return true;
}

bool VisionsTurnController::activate()
{
    const Action a = activation();
    return a >= 0 && submit(a);
}

bool VisionsTurnController::take(int index)
{
    if (!deciding() || index < 0 || index >= int(m_legal.size()))
        return false;
    return submit(m_legal[std::size_t(index)]);
}

bool VisionsTurnController::stepFocus(int delta)
{
    if (phase() == TurnPhase::Activate) {
        const std::vector<int> cards = handCards();
        std::vector<int> playable;
        std::copy_if(cards.begin(), cards.end(), std::back_inserter(playable),
                     [](int c) { return c < ActionCardCount; });
        if (playable.empty())
            return false;
        const auto at = std::find(playable.begin(), playable.end(), m_card);
        const int i = at == playable.end() ? (delta > 0 ? -1 : 0) : int(at - playable.begin());
        const int n = int(playable.size());
        return selectCard(playable[std::size_t((i + delta + n) % n)]);
    }
    const int count = int(targetIndexes().size());
    if (count == 0)
        return false;
    m_focusedTarget = m_focusedTarget < 0 ? (delta > 0 ? 0 : count - 1)
                                          : (m_focusedTarget + delta + count) % count;
    emit selectionChanged();
    return true;
}

bool VisionsTurnController::stepRider(int delta)
{
    const QVariantList choices = riderChoices();
    if (choices.isEmpty())
        return false;
    int at = -1;
    for (int i = 0; i < choices.size(); ++i)
        if (choices[i].toMap().value(QStringLiteral("rider")).toInt() == m_rider)
            at = i;
    const int n = int(choices.size());
    const int next = at < 0 ? (delta > 0 ? 0 : n - 1) : (at + delta + n) % n;
    m_rider = choices[next].toMap().value(QStringLiteral("rider")).toInt();
    emit selectionChanged();
    return true;
}

bool VisionsTurnController::stepType()
{
    if (wildTypes().isEmpty())
        return false;
    return selectType((m_type + 1) % MoveTypeCount);
}

bool VisionsTurnController::confirm()
{
    const TurnPhase p = phase();
    if (p == TurnPhase::Activate)
        return activate();
    if (p == TurnPhase::Place)
        return m_rider >= 0 && selectRider(m_rider);
    const std::vector<int> indexes = targetIndexes();
    if (m_focusedTarget >= 0 && m_focusedTarget < int(indexes.size()))
        return take(indexes[std::size_t(m_focusedTarget)]);
    return false;
}

bool VisionsTurnController::cancel()
{
    if (m_focusedTarget >= 0) {
        m_focusedTarget = -1;
    } else if (m_type >= 0) {
        m_type = -1;
    } else if (m_card >= 0) {
        m_card = -1;
    } else if (m_rider >= 0 && phase() == TurnPhase::Activate) {
        m_rider = -1;
    } else {
        return false;
    }
    emit selectionChanged();
    return true;
}

// A new position: the legal actions again; a choice still open is kept (the same rider and
// card while the same seat activates), else dropped.
void VisionsTurnController::refresh()
{
    m_legal.clear();
    if (const VisionsGame *g = deciding())
        m_legal = g->legalActions();
    const QVariantList riders = riderChoices();
    const bool keepRider = std::any_of(riders.begin(), riders.end(), [this](const QVariant &c) {
        return c.toMap().value(QStringLiteral("rider")).toInt() == m_rider;
    });
    if (!keepRider)
        m_rider =
            riders.isEmpty() ? -1 : riders.first().toMap().value(QStringLiteral("rider")).toInt();
    const std::vector<int> cards = handCards();
    if (phase() != TurnPhase::Activate ||
        std::find(cards.begin(), cards.end(), m_card) == cards.end()) {
        m_card = -1;
        m_type = -1;
    }
    // The keyboard is always on a choice that Enter takes: the rider's first card it may play
    // (a Wild card as a Lead), the first reachable space. But the first activation after the
    // person placed riders by Enter waits for a card chosen (Left, Right or a click): an Enter
    // pressed once too often after placing activated a rider with the first card, unasked
    // (issue 55).
    const bool afterPlacing = phase() == TurnPhase::Activate && m_sawPlace;
    if (phase() == TurnPhase::Place)
        m_sawPlace = true;
    else if (phase() == TurnPhase::Activate)
        m_sawPlace = false;
    if (phase() == TurnPhase::Activate && m_card < 0 && !afterPlacing) {
        for (const int card : cards) {
            m_card = card;
            m_type = card < ActionCardCount && ActionCards[std::size_t(card)].type == MoveType::Wild
                         ? int(MoveType::Lead)
                         : -1;
            if (activation() >= 0)
                break;
            m_card = m_type = -1;
        }
    }
    m_focusedTarget = targetIndexes().empty() ? -1 : 0;
    emit changed();
    emit selectionChanged();
}
