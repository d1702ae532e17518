// Phase II of Niagara (niagara.md §4 "Phase II"; docs/rules/niagara.md,
// "Phase II: a turn, one decision at a time"): a seat's turn as a sequence of decisions. With a
// number card: buying back a lost canoe, then each canoe that acts, one after the other: load or
// unload before its move, the move (where it ends fixes how far and which way), the points it kept
// for loading or unloading after, and a theft. With the cloud: the weather.
#include "NiagaraGame.h"

#include <algorithm>

namespace cw::niagara {

namespace {

constexpr int LoadCost = 2;

int cardPoints(const Seat &seat)
{
    return seat.chosen + 1;
}

} // namespace

// The start of a seat's Phase II turn: the free canoe of a seat with no canoe and no gem (at
// once, whatever its card), then the step its card leads to.
void NiagaraGame::startTurn()
{
    NiagaraState &s = m_state;
    const int seatIndex = actingSeat();
    Seat &seat = s.seats[std::size_t(seatIndex)];
    const bool noCanoe = std::all_of(seat.canoes.begin(), seat.canoes.end(),
                                     [](const Canoe &c) { return c.where == Canoe::Where::Lost; });
    if (noCanoe && std::all_of(seat.playArea.begin(), seat.playArea.end(),
                               [](std::uint8_t count) { return count == 0; })) {
        seat.canoes[0] = Canoe{};
        record(NiagaraEvent::FreeCanoe, seatIndex);
    }
    s.turn = TurnState{};
    if (seat.chosen == actions::CloudCard) {
        s.step = Step::Weather;
        return;
    }
    for (int c = 0; c < CanoesPerPlayer; ++c)
        if (seat.canoes[std::size_t(c)].where == Canoe::Where::River)
            s.turn.mustMove |= std::uint8_t(1u << c);
    toCanoesStep();
}

// The options of the step the turn has come to, kept for legalActions (see m_stepOptions).
const StepOptions &NiagaraGame::workOutStepOptions()
{
    m_stepOptions.clear();
    legalCanoeStep(m_stepOptions);
    m_stepOptionsStep = m_state.step;
    return m_stepOptions;
}

// Between canoes: the turn ends by itself when ending it is all there is to do.
void NiagaraGame::toCanoesStep()
{
    m_state.step = Step::Canoes;
    const StepOptions &options = workOutStepOptions();
    if (options.size() == 1 && options[0] == actions::EndTurn)
        endTurn();
}

void NiagaraGame::endTurn()
{
    NiagaraState &s = m_state;
    if (++s.turnInRound < s.seatCount)
        startTurn();
    else
        afterPhaseTwo();
}

namespace {

// Visits the loading actions of a canoe on the water with `points` to spend, each only when
// affordable: Load, Unload and Unload-then-Load at the place beside its space. Only an empty canoe
// loads; a gem is never unloaded at the place of its own colour; the second gem of an
// unload-then-load differs from the first (§4 "Loading/Unloading"). Stops when `visit` returns
// false, and then returns false.
template <class Visit>
bool forEachLoading(const NiagaraState &s, const Canoe &canoe, int points, Visit visit)
{
    if (canoe.where != Canoe::Where::River || points < LoadCost)
        return true;
    const int place = s.layout.placeOf[std::size_t(canoe.space)];
    if (place < 0)
        return true;
    const auto &gems = s.places[std::size_t(place)];
    if (canoe.gem == NoGem) {
        for (int colour = 0; colour < GemColours; ++colour)
            if (gems[std::size_t(colour)] > 0 && !visit(actions::Load + colour))
                return false;
        return true;
    }
    if (canoe.gem == place)
        return true;
    if (!visit(actions::Unload))
        return false;
    if (points < 2 * LoadCost)
        return true;
    for (int colour = 0; colour < GemColours; ++colour)
        if (colour != canoe.gem && gems[std::size_t(colour)] > 0 &&
            !visit(actions::UnloadLoad + colour))
            return false;
    return true;
}

int loadingCost(Action action)
{
    return action >= actions::UnloadLoad ? 2 * LoadCost : LoadCost;
}

// Whether a canoe has any loading action with `points` to spend: the first one answers.
bool offersLoading(const NiagaraState &s, const Canoe &canoe, int points)
{
    return !forEachLoading(s, canoe, points, [](Action) { return false; });
}

} // namespace

// Whether a canoe at `space` can spend exactly `reserve` points on loading or unloading there:
// the first loading action that costs exactly that answers, without listing the others.
bool NiagaraGame::canFinishWith(const Canoe &canoe, int space, int reserve) const
{
    Canoe there = canoe;
    there.where = Canoe::Where::River;
    there.space = std::int8_t(space);
    const bool none = forEachLoading(m_state, there, reserve,
                                     [&](Action a) { return loadingCost(a) != reserve; });
    return !none;
}

// The loading actions of a canoe on the water with `points` to spend (forEachLoading), after
// Proceed when asked.
void NiagaraGame::legalLoading(const Canoe &canoe, int points, bool withProceed,
                               StepOptions &out) const
{
    if (withProceed)
        out.push_back(actions::Proceed);
    forEachLoading(m_state, canoe, points, [&](Action a) {
        out.push_back(a);
        return true;
    });
}

namespace {

// Visits the destinations of a move with `points` in `direction` (-1 either) as actions: every
// position at exactly that distance (or Land), and, when nothing was loaded before, those 2 or 4
// points short where the rest can be spent on loading or unloading; a destination may come once
// per reserve. Stops when `visit` returns false, and then returns false.
template <class CanFinish, class Visit>
bool forEachDestination(const NiagaraLayout &layout, const Canoe &canoe, int points,
                        bool loadedBefore, int direction, CanFinish canFinish, Visit visit)
{
    const int from = canoe.where == Canoe::Where::Beach ? Land : canoe.space;
    ReachedSpaces spaces;
    const auto visitReserve = [&](int reserve) {
        NiagaraGame::reachable(layout, from, points - reserve, spaces, direction);
        for (const int to : spaces) {
            if (to == Land) {
                if (reserve == 0 && !visit(actions::Land))
                    return false;
            } else if ((reserve == 0 || canFinish(to, reserve)) && !visit(actions::MoveTo + to)) {
                return false;
            }
        }
        return true;
    };
    if (!visitReserve(0))
        return false;
    if (loadedBefore)
        return true;
    // Only unloading then loading spends four: an empty canoe keeps two points at most.
    const int mostKept = canoe.gem == NoGem ? LoadCost : 2 * LoadCost;
    for (int reserve = LoadCost; reserve <= mostKept; reserve += LoadCost)
        if (points - reserve >= 1 && !visitReserve(reserve))
            return false;
    return true;
}

} // namespace

bool NiagaraGame::isUpstreamMove(const NiagaraLayout &layout, const Canoe &canoe, Action action)
{
    if (action == actions::Land)
        return true;
    if (canoe.where == Canoe::Where::Beach)
        return false;
    bool upstream = false;
    distance(layout, canoe.space, action - actions::MoveTo, &upstream);
    return upstream;
}

bool NiagaraGame::canMove(const Canoe &canoe, int points, bool loadedBefore, int direction) const
{
    const bool stuck = forEachDestination(
        m_state.layout, canoe, points, loadedBefore, direction,
        [&](int space, int reserve) { return canFinishWith(canoe, space, reserve); },
        [](Action) { return false; });
    return !stuck;
}

// The destinations of the acting canoe's move, in the direction chosen (if any), sorted. They
// are distinct as they come: each reserve is a different distance, and one direction from one
// position reaches one space per arm at a given distance (Land only with no reserve).
void NiagaraGame::legalMoves(StepOptions &out) const
{
    const NiagaraState &s = m_state;
    const TurnState &t = s.turn;
    const Canoe &canoe = s.seats[std::size_t(actingSeat())].canoes[std::size_t(t.canoe)];
    forEachDestination(
        s.layout, canoe, t.points, t.loadedBefore, t.direction,
        [&](int space, int reserve) { return canFinishWith(canoe, space, reserve); },
        [&](Action move) {
            out.insertSorted(move);
            return true;
        });
}

void NiagaraGame::legalCanoeStep(StepOptions &out) const
{
    const NiagaraState &s = m_state;
    const TurnState &t = s.turn;
    const Seat &seat = s.seats[std::size_t(actingSeat())];
    switch (s.step) {
    case Step::Canoes: {
        bool beachOffered = false, mustLaunch = t.mustMove == 0 && !t.launched;
        for (int c = 0; c < CanoesPerPlayer; ++c) {
            const Canoe &canoe = seat.canoes[std::size_t(c)];
            if (t.acted & (1u << c))
                continue;
            if (canoe.where == Canoe::Where::River && (t.mustMove & (1u << c))) {
                out.push_back(actions::SelectCanoe + c);
            } else if (canoe.where == Canoe::Where::Beach && !beachOffered &&
                       (t.mustMove != 0 || !t.launched)) {
                // Two canoes on the beach are alike: one action launches either.
                if (canMove(canoe, cardPoints(seat), false, -1)) {
                    out.push_back(actions::SelectCanoe + c);
                    beachOffered = true;
                }
            }
        }
        if (!t.boughtBack && t.acted == 0 && !t.launched &&
            std::any_of(seat.canoes.begin(), seat.canoes.end(),
                        [](const Canoe &c) { return c.where == Canoe::Where::Lost; }))
            for (int colour = 0; colour < GemColours; ++colour)
                if (seat.playArea[std::size_t(colour)] > 0)
                    out.push_back(actions::BuyBack + colour);
        const bool watersDone = (t.mustMove & ~t.acted) == 0;
        if (watersDone && !(mustLaunch && beachOffered))
            out.push_back(actions::EndTurn);
        break;
    }
    case Step::BeforeMove:
        legalLoading(seat.canoes[std::size_t(t.canoe)], t.points, true, out);
        break;
    case Step::Direction: {
        // Upstream is open to every canoe on the water with a point to move (the beach at worst,
        // where points may be left over), and to none on the beach; downstream to none at a
        // waterfall.
        const Canoe &canoe = seat.canoes[std::size_t(t.canoe)];
        const bool onWater = canoe.where == Canoe::Where::River;
        if (onWater)
            out.push_back(actions::Upstream);
        if (!(onWater && s.layout.isArmEnd(canoe.space)) &&
            canMove(canoe, t.points, t.loadedBefore, 1))
            out.push_back(actions::Downstream);
        break;
    }
    case Step::Move:
        legalMoves(out);
        break;
    case Step::AfterMove: {
        // Only an exact spend finishes the move.
        forEachLoading(s, seat.canoes[std::size_t(t.canoe)], t.points, [&](Action a) {
            if (loadingCost(a) == t.points)
                out.push_back(a);
            return true;
        });
        break;
    }
    case Step::Steal: {
        out.push_back(actions::NoSteal);
        const int space = seat.canoes[std::size_t(t.canoe)].space;
        for (int other = 0; other < s.seatCount; ++other) {
            if (other == actingSeat())
                continue;
            for (int c = 0; c < CanoesPerPlayer; ++c) {
                const Canoe &victim = s.seats[std::size_t(other)].canoes[std::size_t(c)];
                if (victim.where == Canoe::Where::River && victim.space == space &&
                    victim.gem != NoGem)
                    out.push_back(actions::Steal + other * CanoesPerPlayer + c);
            }
        }
        break;
    }
    default:
        break;
    }
}

void NiagaraGame::doLoading(int seatIndex, Action action)
{
    NiagaraState &s = m_state;
    TurnState &t = s.turn;
    Canoe &canoe = s.seats[std::size_t(seatIndex)].canoes[std::size_t(t.canoe)];
    const int place = s.layout.placeOf[std::size_t(canoe.space)];
    auto &gems = s.places[std::size_t(place)];
    if (action == actions::Unload || action >= actions::UnloadLoad) {
        ++gems[std::size_t(canoe.gem)];
        record(NiagaraEvent::Unloaded, seatIndex, t.canoe, canoe.gem);
        canoe.gem = NoGem;
        t.unloaded = true;
        t.points = std::int8_t(t.points - LoadCost);
    }
    if (action != actions::Unload) {
        const int colour =
            action - (action >= actions::UnloadLoad ? actions::UnloadLoad : actions::Load);
        --gems[std::size_t(colour)];
        canoe.gem = std::int8_t(colour);
        record(NiagaraEvent::Loaded, seatIndex, t.canoe, colour, 0, canoe.space);
        t.points = std::int8_t(t.points - LoadCost);
    }
}

void NiagaraGame::applyCanoeStep(int seatIndex, Action action)
{
    NiagaraState &s = m_state;
    TurnState &t = s.turn;
    Seat &seat = s.seats[std::size_t(seatIndex)];
    switch (s.step) {
    case Step::Canoes: {
        if (action == actions::EndTurn) {
            endTurn();
            return;
        }
        if (action >= actions::BuyBack && action < actions::EndTurn) {
            // §4 "Return Fallen Canoes": one gem of the play area back to its colour's place.
            const int colour = action - actions::BuyBack;
            --seat.playArea[std::size_t(colour)];
            ++s.places[std::size_t(colour)][std::size_t(colour)];
            for (Canoe &canoe : seat.canoes)
                if (canoe.where == Canoe::Where::Lost) {
                    canoe = Canoe{};
                    break;
                }
            t.boughtBack = true;
            record(NiagaraEvent::BoughtBack, seatIndex, colour);
            toCanoesStep();
            return;
        }
        t.canoe = std::int8_t(action - actions::SelectCanoe);
        t.points = std::int8_t(cardPoints(seat));
        t.loadedBefore = t.unloaded = t.movedUpstream = false;
        t.direction = -1;
        Canoe &canoe = seat.canoes[std::size_t(t.canoe)];
        if (canoe.where == Canoe::Where::Beach)
            t.launched = true;
        // Loading first when the place beside offers any (more than Proceed); asked without
        // listing them, as most canoes have none and move at once.
        s.step = Step::BeforeMove;
        if (!offersLoading(s, canoe, t.points))
            toMoveStep();
        return;
    }
    case Step::BeforeMove:
        if (action != actions::Proceed) {
            doLoading(seatIndex, action);
            t.loadedBefore = true;
        }
        if (t.points == 0)
            finishCanoe();
        else
            toMoveStep();
        return;
    case Step::Direction:
        t.direction = std::int8_t(action == actions::Upstream ? 0 : 1);
        s.step = Step::Move;
        return;
    case Step::Move: {
        Canoe &canoe = seat.canoes[std::size_t(t.canoe)];
        const int from = canoe.where == Canoe::Where::Beach ? Land : canoe.space;
        if (action == actions::Land) {
            // Landing (§4): the gem goes to the play area, the canoe to the beach; spare points
            // are lost.
            record(NiagaraEvent::Moved, seatIndex, t.canoe, from, Land);
            if (canoe.gem != NoGem)
                ++seat.playArea[std::size_t(canoe.gem)];
            record(NiagaraEvent::Landed, seatIndex, t.canoe, canoe.gem);
            canoe = Canoe{};
            t.points = 0;
            finishCanoe();
            return;
        }
        const int to = action - actions::MoveTo;
        bool upstream = false;
        const int steps = distance(s.layout, from, to, &upstream);
        record(NiagaraEvent::Moved, seatIndex, t.canoe, from, to);
        canoe.where = Canoe::Where::River;
        canoe.space = std::int8_t(to);
        t.points = std::int8_t(t.points - steps);
        t.movedUpstream = upstream && steps > 0;
        break;
    }
    case Step::AfterMove:
        doLoading(seatIndex, action);
        break;
    case Step::Steal:
        if (action != actions::NoSteal) {
            const int victim = (action - actions::Steal) / CanoesPerPlayer;
            Canoe &from = s.seats[std::size_t(victim)]
                              .canoes[std::size_t((action - actions::Steal) % CanoesPerPlayer)];
            seat.canoes[std::size_t(t.canoe)].gem = from.gem;
            record(NiagaraEvent::Stole, seatIndex, t.canoe, victim, from.gem, from.space);
            from.gem = NoGem;
        }
        finishCanoe();
        return;
    default:
        return;
    }
    // After the move or the loading after it: the points kept are spent next, then a theft is
    // offered to an empty canoe that paddled upstream and unloaded nothing this turn.
    if (t.points > 0) {
        s.step = Step::AfterMove;
        return;
    }
    const Canoe &canoe = seat.canoes[std::size_t(t.canoe)];
    if (canoe.gem == NoGem && t.movedUpstream && !t.unloaded) {
        s.step = Step::Steal;
        if (workOutStepOptions().size() > 1)
            return;
    }
    finishCanoe();
}

// The move comes next: its direction first when both directions are open, as they can be only
// for a canoe on the water.
void NiagaraGame::toMoveStep()
{
    NiagaraState &s = m_state;
    const Canoe &canoe = s.seats[std::size_t(actingSeat())].canoes[std::size_t(s.turn.canoe)];
    s.step = Step::Direction;
    if (canoe.where != Canoe::Where::River || workOutStepOptions().size() <= 1)
        s.step = Step::Move;
}

void NiagaraGame::finishCanoe()
{
    NiagaraState &s = m_state;
    s.turn.acted |= std::uint8_t(1u << s.turn.canoe);
    s.turn.canoe = -1;
    toCanoesStep();
}

} // namespace cw::niagara
