#include "NiagaraTurnController.h"

#include "niagara/NiagaraEasyAi.h"
#include "niagara/NiagaraGame.h"
#include "niagara/NiagaraNarration.h"

#include <algorithm>
#include <bit>

using namespace cw::niagara;
using N = cw::niagara::NiagaraNarration;
using cw::Action;

namespace {

bool isLoad(Action a)
{
    return (a >= actions::Load && a < actions::Unload) ||
           (a >= actions::UnloadLoad && a < actions::Upstream);
}
bool isUnload(Action a)
{
    return a == actions::Unload;
}
bool isSteal(Action a)
{
    return a >= actions::Steal;
}
bool isNoSteal(Action a)
{
    return a == actions::NoSteal;
}
bool isBuyBack(Action a)
{
    return a >= actions::BuyBack && a < actions::EndTurn;
}
bool isEndTurn(Action a)
{
    return a == actions::EndTurn;
}
bool isWeatherUp(Action a)
{
    return a == actions::WeatherUp;
}
bool isWeatherDown(Action a)
{
    return a == actions::WeatherDown;
}

// The gem a loading, theft or buy-back action is about, or -1.
int gemOf(const NiagaraGame &game, Action a)
{
    if (a >= actions::Load && a < actions::Unload)
        return a - actions::Load;
    if (a >= actions::UnloadLoad && a < actions::Upstream)
        return a - actions::UnloadLoad;
    if (isBuyBack(a))
        return a - actions::BuyBack;
    if (isSteal(a)) {
        const int victim = (a - actions::Steal) / CanoesPerPlayer;
        return game.state()
            .seats[std::size_t(victim)]
            .canoes[std::size_t((a - actions::Steal) % CanoesPerPlayer)]
            .gem;
    }
    return -1;
}

} // namespace

NiagaraTurnController::NiagaraTurnController(QObject *parent) : HumanTurnController(parent) {}

const NiagaraGame *NiagaraTurnController::deciding() const
{
    return decidingAs<NiagaraGame>();
}

NiagaraTurnController::TurnPhase NiagaraTurnController::phase() const
{
    const NiagaraGame *shown = shownAs<NiagaraGame>();
    if (shown && shown->isOver())
        return TurnPhase::Over;
    const NiagaraGame *g = deciding();
    if (!g)
        return TurnPhase::Waiting;
    switch (g->state().step) {
    case Step::ChooseCard:
        return TurnPhase::Choose;
    case Step::Weather:
        return TurnPhase::Weather;
    case Step::Steal:
        return TurnPhase::Steal;
    case Step::Over:
        return TurnPhase::Over;
    default:
        return TurnPhase::Paddle;
    }
}

QVariantList NiagaraTurnController::hand() const
{
    QVariantList list;
    const NiagaraGame *g = shownAs<NiagaraGame>();
    const int seat = viewerSeat();
    if (!g || seat < 0 || seat >= g->seatCount())
        return list;
    const Seat &s = g->state().seats[std::size_t(seat)];
    const bool choosing = deciding() && g->state().step == Step::ChooseCard;
    for (int card = 0; card < actions::Cards; ++card) {
        const bool chosen = s.chosen == card;
        const bool inHand = (s.hand & (1u << card)) && !chosen;
        list.append(QVariantMap{{QStringLiteral("card"), card},
                                {QStringLiteral("name"), N::cardName(card)},
                                {QStringLiteral("state"), int(chosen   ? CardState::Chosen
                                                              : inHand ? CardState::InHand
                                                                       : CardState::Played)},
                                {QStringLiteral("playable"), choosing && inHand},
                                {QStringLiteral("focused"), m_focusedCard == card}});
    }
    return list;
}

bool NiagaraTurnController::chooseCard(int card)
{
    const NiagaraGame *g = deciding();
    if (!g || g->state().step != Step::ChooseCard || card < 0 || card >= actions::Cards)
        return false;
    return submit(actions::ChooseCard + card);
}

// The choices of the moment: every move of every canoe that may act (through selecting it,
// moving without loading first and the direction), the loading before a move, and every other
// legal action of the step.
void NiagaraTurnController::collect()
{
    m_choices.clear();
    const NiagaraGame *g = deciding();
    if (!g)
        return;
    const NiagaraState &s = g->state();
    const cw::ActionList legal = g->legalActions();
    if (s.step == Step::Canoes) {
        for (const Action a : legal) {
            if (a >= actions::SelectCanoe && a < actions::BuyBack) {
                const auto copy =
                    std::unique_ptr<NiagaraGame>(static_cast<NiagaraGame *>(g->clone().release()));
                copy->apply(a);
                explore(*copy, {a}, a - actions::SelectCanoe);
                addLoading(*copy, {a}, a - actions::SelectCanoe);
            } else {
                m_choices.push_back({{a}, -1, -2, 0, false, a});
            }
        }
    } else if (s.step == Step::BeforeMove || s.step == Step::Direction || s.step == Step::Move) {
        explore(*g, {}, s.turn.canoe);
        addLoading(*g, {}, s.turn.canoe);
    } else {
        for (const Action a : legal)
            m_choices.push_back({{a}, s.turn.canoe, -2, 0, false, a});
    }
}

// The moves reachable from `game` (the canoe selected): Proceed past the loading, each direction,
// each destination, with the points a move keeps for loading and whether the coming river move
// would sweep the canoe over a waterfall there.
void NiagaraTurnController::explore(const NiagaraGame &game, std::vector<Action> path, int canoe)
{
    const NiagaraState &s = game.state();
    const int seat = game.currentSeat();
    if (s.step == Step::BeforeMove) {
        if (!game.isLegal(actions::Proceed))
            return;
        auto copy =
            std::unique_ptr<NiagaraGame>(static_cast<NiagaraGame *>(game.clone().release()));
        copy->apply(actions::Proceed);
        path.push_back(actions::Proceed);
        explore(*copy, path, canoe);
        return;
    }
    if (s.step != Step::Direction && s.step != Step::Move)
        return;
    for (const Action a : game.legalActions()) {
        auto copy =
            std::unique_ptr<NiagaraGame>(static_cast<NiagaraGame *>(game.clone().release()));
        copy->apply(a);
        std::vector<Action> next = path;
        next.push_back(a);
        if (s.step == Step::Direction) {
            explore(*copy, next, canoe);
            continue;
        }
        const NiagaraState &after = copy->state();
        const bool stillActing = copy->currentSeat() == seat && after.step == Step::AfterMove;
        const int space = a == actions::Land ? -1 : a - actions::MoveTo;
        const int move = game.riverMovePreview();
        m_choices.push_back(
            {next, canoe, space, stillActing ? int(after.turn.points) : 0,
             space >= 0 && move > 0 &&
                 NiagaraEasyAi::goesOverWaterfall(s.layout, s.forkRight, space, move),
             a});
    }
}

// Loading or unloading before the move, when `game` (the canoe selected) offers it.
void NiagaraTurnController::addLoading(const NiagaraGame &game, const std::vector<Action> &path,
                                       int canoe)
{
    if (game.state().step != Step::BeforeMove)
        return;
    for (const Action a : game.legalActions()) {
        if (a == actions::Proceed)
            continue;
        std::vector<Action> next = path;
        next.push_back(a);
        m_choices.push_back({next, canoe, -2, 0, false, a});
    }
}

std::vector<int> NiagaraTurnController::moveChoices() const
{
    std::vector<int> out;
    for (int i = 0; i < int(m_choices.size()); ++i)
        if (m_choices[std::size_t(i)].space > -2 &&
            m_choices[std::size_t(i)].canoe == m_selectedCanoe)
            out.push_back(i);
    return out;
}

QVariantList NiagaraTurnController::canoeChoices() const
{
    QVariantList list;
    const NiagaraGame *g = deciding();
    if (!g)
        return list;
    std::vector<int> canoes;
    for (const Choice &c : m_choices)
        if (c.space > -2 && std::find(canoes.begin(), canoes.end(), c.canoe) == canoes.end())
            canoes.push_back(c.canoe);
    const Seat &seat = g->state().seats[std::size_t(g->currentSeat())];
    for (const int c : canoes) {
        const Canoe &canoe = seat.canoes[std::size_t(c)];
        const QString where = canoe.where == Canoe::Where::River
                                  ? tr("on %1").arg(g->river().spaceName(canoe.space))
                                  : tr("on the beach");
        list.append(QVariantMap{{QStringLiteral("canoe"), c},
                                {QStringLiteral("label"), tr("Canoe %1 %2").arg(c + 1).arg(where)},
                                {QStringLiteral("selected"), c == m_selectedCanoe}});
    }
    return list;
}

QVariantList NiagaraTurnController::targets() const
{
    QVariantList list;
    const NiagaraGame *g = deciding();
    if (!g)
        return list;
    const std::vector<int> moves = moveChoices();
    for (int k = 0; k < int(moves.size()); ++k) {
        const Choice &c = m_choices[std::size_t(moves[std::size_t(k)])];
        const QString label = c.space < 0 ? tr("Beach") : g->river().spaceName(c.space);
        QString detail = c.space < 0 ? tr("Land: the gem goes to your play area")
                         : c.left > 0
                             ? tr("Keeps %n point(s) to load or unload there", nullptr, c.left)
                             : tr("Uses every point");
        if (c.danger)
            detail +=
                QLatin1Char('\n') + tr("The coming river move sweeps this space over a waterfall!");
        // What a screen reader says: two targets on one space differ in the points kept.
        QString spoken = c.left > 0
                             ? tr("Paddle to %1, keeping %n point(s)", nullptr, c.left).arg(label)
                             : tr("Paddle to %1").arg(label);
        if (c.danger)
            spoken += tr(", swept over a waterfall by the coming river move");
        list.append(QVariantMap{{QStringLiteral("index"), moves[std::size_t(k)]},
                                {QStringLiteral("space"), c.space},
                                {QStringLiteral("label"), label},
                                {QStringLiteral("spoken"), spoken},
                                {QStringLiteral("detail"), detail},
                                {QStringLiteral("left"), c.left},
                                {QStringLiteral("danger"), c.danger},
                                {QStringLiteral("focused"), k == m_focusedTarget}});
    }
    return list;
}

QVariantMap NiagaraTurnController::tool(const QString &key, const QString &label,
                                        bool (*kind)(Action)) const
{
    const NiagaraGame *g = deciding();
    QVariantList options;
    for (int i = 0; i < int(m_choices.size()); ++i) {
        const Choice &c = m_choices[std::size_t(i)];
        if (!kind(c.last))
            continue;
        QString name = g->actionName(c.last);
        if (isSteal(c.last))
            name = tr("Steal the %1 gem of %2")
                       .arg(N::gemName(gemOf(*g, c.last)))
                       .arg(observer().seatName((c.last - actions::Steal) / CanoesPerPlayer));
        else if (c.path.size() > 1 && c.canoe >= 0)
            name = tr("Canoe %1: %2").arg(c.canoe + 1).arg(name);
        options.append(QVariantMap{{QStringLiteral("index"), i},
                                   {QStringLiteral("label"), name},
                                   {QStringLiteral("gem"), gemOf(*g, c.last)}});
    }
    return {{QStringLiteral("key"), key},
            {QStringLiteral("label"), label},
            {QStringLiteral("enabled"), !options.isEmpty()},
            {QStringLiteral("reason"), options.isEmpty() ? reason(key) : QString()},
            {QStringLiteral("options"), options}};
}

QVariantList NiagaraTurnController::tools() const
{
    QVariantList list;
    const TurnPhase p = phase();
    if (p == TurnPhase::Weather)
        return {tool(QStringLiteral("weatherUp"), tr("Cloud up"), isWeatherUp),
                tool(QStringLiteral("weatherDown"), tr("Cloud down"), isWeatherDown)};
    if (p != TurnPhase::Paddle && p != TurnPhase::Steal)
        return list;
    list = {tool(QStringLiteral("load"), tr("Load"), isLoad),
            tool(QStringLiteral("unload"), tr("Unload"), isUnload),
            tool(QStringLiteral("steal"), tr("Steal"), isSteal)};
    if (p == TurnPhase::Steal)
        list.append(tool(QStringLiteral("noSteal"), tr("No theft"), isNoSteal));
    list.append(tool(QStringLiteral("buyBack"), tr("Buy back"), isBuyBack));
    list.append(tool(QStringLiteral("endTurn"), tr("End turn"), isEndTurn));
    return list;
}

// The hinted paddle card; the canoe the hint moves (selects, or turns) and, for the move itself,
// the space it paddles to (-1 the beach); else the key of the button that takes it.
QVariantMap NiagaraTurnController::hintPreviewOf(const cw::Game &game, Action action) const
{
    const auto &g = static_cast<const NiagaraGame &>(game);
    const NiagaraState &s = g.state();
    if (s.step == Step::ChooseCard)
        return {{QStringLiteral("card"), action - actions::ChooseCard}};
    if (action >= actions::SelectCanoe && action < actions::BuyBack)
        return {{QStringLiteral("canoe"), action - actions::SelectCanoe}};
    if (action == actions::Land || (action >= actions::MoveTo && action < actions::NoSteal))
        return {{QStringLiteral("canoe"), int(s.turn.canoe)},
                {QStringLiteral("space"), action == actions::Land ? -1 : action - actions::MoveTo}};
    if (action == actions::Proceed || action == actions::Upstream || action == actions::Downstream)
        return {{QStringLiteral("canoe"), int(s.turn.canoe)}};
    // Any other move is one of the turn's buttons (load, steal, buy back, end the turn, the
    // cloud): the one whose choice begins with it (issue 35: every hint shows on the board).
    for (const QVariant &tool : tools())
        for (const QVariant &option : tool.toMap().value(QStringLiteral("options")).toList())
            if (m_choices[option.toMap().value(QStringLiteral("index")).toUInt()].path.front() ==
                action)
                return {{QStringLiteral("tool"), tool.toMap().value(QStringLiteral("key"))}};
    return {};
}

bool NiagaraTurnController::take(int index)
{
    if (!deciding() || index < 0 || index >= int(m_choices.size()))
        return false;
    const std::vector<Action> path = m_choices[std::size_t(index)].path;
    for (const Action a : path)
        if (!submit(a))
            return false;
    return true;
}

bool NiagaraTurnController::selectCanoe(int canoe)
{
    const bool offered = std::any_of(m_choices.begin(), m_choices.end(), [canoe](const Choice &c) {
        return c.space > -2 && c.canoe == canoe;
    });
    if (!offered)
        return false;
    if (canoe != m_selectedCanoe) {
        m_selectedCanoe = canoe;
        m_focusedTarget = moveChoices().empty() ? -1 : 0;
        emit selectionChanged();
    }
    return true;
}

bool NiagaraTurnController::stepFocus(int delta)
{
    if (phase() == TurnPhase::Choose) {
        const NiagaraGame *g = deciding();
        const Seat &s = g->state().seats[std::size_t(g->currentSeat())];
        for (int i = 1; i <= actions::Cards; ++i) {
            const int card = ((m_focusedCard < 0 ? (delta > 0 ? -1 : 0) : m_focusedCard) +
                              delta * i + 2 * actions::Cards) %
                             actions::Cards;
            if (s.hand & (1u << card)) {
                m_focusedCard = card;
                emit selectionChanged();
                emit changed();
                return true;
            }
        }
        return false;
    }
    const int count = int(moveChoices().size());
    if (count == 0)
        return false;
    m_focusedTarget = m_focusedTarget < 0 ? (delta > 0 ? 0 : count - 1)
                                          : (m_focusedTarget + delta + count) % count;
    emit selectionChanged();
    return true;
}

bool NiagaraTurnController::stepCanoe(int delta)
{
    const QVariantList choices = canoeChoices();
    if (choices.size() < 2)
        return false;
    int at = 0;
    for (int i = 0; i < choices.size(); ++i)
        if (choices[i].toMap().value(QStringLiteral("selected")).toBool())
            at = i;
    const int next = (at + delta + int(choices.size())) % int(choices.size());
    return selectCanoe(choices[next].toMap().value(QStringLiteral("canoe")).toInt());
}

bool NiagaraTurnController::confirm()
{
    if (phase() == TurnPhase::Choose)
        return m_focusedCard >= 0 && chooseCard(m_focusedCard);
    const std::vector<int> moves = moveChoices();
    if (m_focusedTarget < 0 || m_focusedTarget >= int(moves.size()))
        return false;
    return take(moves[std::size_t(m_focusedTarget)]);
}

bool NiagaraTurnController::cancel()
{
    if (m_focusedTarget < 0 && m_focusedCard < 0)
        return false;
    m_focusedTarget = -1;
    m_focusedCard = -1;
    emit selectionChanged();
    emit changed();
    return true;
}

void NiagaraTurnController::refresh()
{
    collect();
    const std::vector<Choice> &c = m_choices;
    const bool keep = std::any_of(c.begin(), c.end(), [this](const Choice &choice) {
        return choice.space > -2 && choice.canoe == m_selectedCanoe;
    });
    if (!keep) {
        m_selectedCanoe = -1;
        for (const Choice &choice : c)
            if (choice.space > -2) {
                m_selectedCanoe = choice.canoe;
                break;
            }
    }
    // The keyboard is always on a choice, shown, that Enter takes: the first space the canoe can
    // reach, or in Phase I the card it was on (the first card in hand when that one is gone).
    m_focusedTarget = moveChoices().empty() ? -1 : 0;
    if (phase() != TurnPhase::Choose) {
        m_focusedCard = -1;
    } else {
        const std::uint8_t hand = deciding()->state().seats[std::size_t(viewerSeat())].hand;
        if (m_focusedCard < 0 || !(hand & (1u << m_focusedCard)))
            m_focusedCard = hand ? std::countr_zero(unsigned(hand)) : -1;
    }
    emit changed();
    emit selectionChanged();
}
