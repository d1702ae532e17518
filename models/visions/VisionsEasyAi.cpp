#include "VisionsEasyAi.h"

#include "core/ScoreJitter.h"

#include <algorithm>
#include <array>
#include <optional>

namespace cw::visions {

namespace {

using Where = VisionsRider::Where;

int riderRow(const VisionsGame &game, const VisionsRider &rider)
{
    return rider.where == Where::Road ? game.track().position(rider.cell).row : rider.cell;
}

// Setup: the slot to place next (see the class comment). The specialist whose terrain appears
// first on the road goes before the other.
Action placement(const VisionsGame &game, const ActionList &legal)
{
    const VisionsRaceTrack &track = game.track();
    int order[3] = {0, 1, 2};
    for (int row = 0; row < track.rowCount(); ++row) {
        const RoadTerrain terrain = track.rowTerrain(row);
        if (terrain == RoadTerrain::Sprint) {
            std::swap(order[1], order[2]);
            break;
        }
        if (terrain == RoadTerrain::Mountain)
            break;
    }
    for (int slot : order)
        if (std::find(legal.begin(), legal.end(), VisionsAction::PlaceBase + slot) != legal.end())
            return VisionsAction::PlaceBase + slot;
    return legal.front();
}

// What Easy reads of a rider for every card and type it weighs, worked out once per rider of a
// decision: the PS terms of the rider alone, the road left (for the fatigue a card brings) and,
// on the road, the lines linked behind and ahead of it.
struct RiderFacts {
    VisionsRiderPs ps;
    double horizon = 0; // fatigue weighs less near the finish
    VisionsRiderLine behind, ahead;
};

RiderFacts riderFacts(const VisionsGame &game, int rider)
{
    RiderFacts facts;
    facts.ps = game.riderPs(rider);
    facts.horizon = std::min(1.0, VisionsEasyAi::rowsToGo(game, rider) / 20.0);
    if (game.state().riders[std::size_t(rider)].where == Where::Road) {
        facts.behind = game.lineBehind(rider);
        facts.ahead = game.lineAhead(rider);
    }
    return facts;
}

// What the fatigue a card brings costs, in pedal strokes: every token slows the rider on the
// moves left (short races keep Temporary fatigue; medium and long ones shed it at the team car).
double fatigueCost(const VisionsState &s, const VisionsRider &r, double horizon,
                   const ActionCard &card)
{
    const int room = MaxFatigue - r.fatigue();
    const int t = std::min(card.temporary - (card.special == Special::StickyBottle ? 1 : 0), room);
    const int p = std::min(card.permanent, std::max(0, room - t));
    const bool shortRace = s.length == GameLength::Short;
    const double perT = shortRace ? 1.5 : (r.fatigue() == 0 ? 0.5 : 1.0);
    return horizon * (perT * std::max(0, t) + 2.0 * p);
}

// The leading line, worked out once per decision and only when a card reads it.
struct LeadingLine {
    bool walked = false;
    VisionsRiderLine line;
};

double activationScore(const VisionsGame &game, Action action, LeadingLine &leading,
                       std::optional<RiderFacts> &known)
{
    const VisionsState &s = game.state();
    const int slot = VisionsAction::activatedSlot(action);
    const int card = VisionsAction::activatedCard(action);
    const MoveType type = VisionsAction::activatedType(action);
    const int rider = s.seat * s.perTeam + slot;
    const VisionsRider &r = s.riders[std::size_t(rider)];
    if (!known)
        known = riderFacts(game, rider);
    const RiderFacts &facts = *known;
    if (!leading.walked && readsLeadingLine(ActionCards[std::size_t(card)].special)) {
        leading.line = game.leadingLine();
        leading.walked = true;
    }
    double score = game.psTerms(facts.ps, card, type, leading.line).total();
    score -= fatigueCost(s, r, facts.horizon, ActionCards[std::size_t(card)]);
    if (r.where != Where::Road)
        return score;
    // Riders carried along: team-mates are worth a share of the strokes, rivals cost one.
    const auto carry = [&](const VisionsRiderLine &riders) {
        for (int other : riders)
            score += s.teamOf(other) == s.seat ? 0.4 : -0.15;
    };
    if (type == MoveType::Chase || type == MoveType::Draft)
        if (!facts.ahead.empty())
            score += 0.5; // keeps the rider linked
    if (type == MoveType::Lead || type == MoveType::Draft)
        carry(facts.behind);
    if (type == MoveType::Chase || type == MoveType::Draft)
        carry(facts.ahead);
    return score;
}

// Activations worth within this many pedal strokes of the best are near-equal: Easy's own
// decisions pick among them from the decision's seed.
constexpr double NearEqual = 0.25;

Action activation(const VisionsGame &game, const ActionList &legal, const ScoreJitter &jitter)
{
    Action best = -1;
    double bestScore = 0;
    std::array<std::optional<RiderFacts>, MaxRidersPerTeam> facts; // worked out when first read
    LeadingLine leading;
    for (Action action : legal) {
        if (action < VisionsAction::ActivateBase || action >= VisionsAction::ActivateEnd)
            continue;
        const double score = jitter(activationScore(
            game, action, leading, facts[std::size_t(VisionsAction::activatedSlot(action))]));
        if (best < 0 || score > bestScore) {
            best = action;
            bestScore = score;
        }
    }
    return best >= 0 ? best : legal.front();
}

// A step: see the class comment. Forward steps, diagonal steps and break-aways compete on the
// rank of the space entered (crossing the finish line beats all).
Action step(const VisionsGame &game, const ActionList &legal)
{
    const VisionsRaceTrack &track = game.track();
    Action best = -1, bump = -1, side = -1;
    int bestRank = 0, bumpRank = 0;
    const VisionsStepTargets targets = game.stepTargets();
    for (Action action : legal) {
        const int target = targets.of(action);
        if (target == -2)
            return action;
        if (target < 0)
            continue;
        const bool forward = action < VisionsAction::BumpForwardBase;
        const bool diagonal =
            action >= VisionsAction::DiagonalLowBase && action < VisionsAction::StepEnd;
        const bool breakAway = action >= VisionsAction::BreakAwayBase;
        const int rank = track.rank(target);
        if (forward || diagonal || breakAway) {
            if (best < 0 || rank < bestRank || (rank == bestRank && forward))
                best = action, bestRank = rank;
        } else if (action < VisionsAction::SidewaysLowBase) {
            if (bump < 0 || rank < bumpRank)
                bump = action, bumpRank = rank;
        } else if (side < 0 && game.riderAt(target) < 0) {
            for (int next : track.next(target))
                if (game.riderAt(next) < 0)
                    side = action;
        }
    }
    if (best >= 0)
        return best;
    if (bump >= 0)
        return bump;
    if (side >= 0 && game.state().move.ps >= 2)
        return side;
    if (std::find(legal.begin(), legal.end(), VisionsAction::Stop) != legal.end())
        return VisionsAction::Stop;
    return legal.front();
}

// Lead: take the line in when it holds a team-mate.
Action link(const VisionsGame &game)
{
    const VisionsState &s = game.state();
    const int candidate = s.move.linkCandidate;
    const VisionsRiderLine behind = game.lineBehind(candidate);
    const bool holdsTeamMate =
        s.teamOf(candidate) == s.seat ||
        std::any_of(behind.begin(), behind.end(), [&](int r) { return s.teamOf(r) == s.seat; });
    return holdsTeamMate ? VisionsAction::LinkLine : VisionsAction::LeaveLine;
}

Action dropBack(const VisionsGame &game, const ActionList &legal)
{
    const VisionsState &s = game.state();
    for (Action action : legal) {
        if (action == VisionsAction::DropBackDone)
            continue;
        const int rider = s.seat * s.perTeam + action - VisionsAction::DropBackBase;
        const VisionsRider &r = s.riders[std::size_t(rider)];
        if (r.fatigue() >= 4 && r.temporary >= 2 && VisionsEasyAi::rowsToGo(game, rider) > 12)
            return action;
    }
    return VisionsAction::DropBackDone;
}

Action rescue(const ActionList &legal)
{
    for (Action action : legal)
        if (action >= VisionsAction::RescueBase + 3 && action < VisionsAction::NoRescue)
            return action;
    return VisionsAction::NoRescue;
}

// A line its rider is pushed in: the best-placed space ahead.
Action pushedLane(const VisionsGame &game, const ActionList &legal)
{
    const auto rank = [&](Action action) {
        return game.track().rank(game.pushedLaneTarget(action - VisionsAction::PushedLaneBase));
    };
    return *std::min_element(legal.begin(), legal.end(),
                             [&](Action a, Action b) { return rank(a) < rank(b); });
}

} // namespace

int VisionsEasyAi::rowsToGo(const VisionsGame &game, int rider)
{
    const VisionsRider &r = game.state().riders[std::size_t(rider)];
    if (!r.racing())
        return r.where == Where::Finished ? 0 : game.track().rowCount();
    return game.track().rowCount() - riderRow(game, r);
}

Action VisionsEasyAi::ruleAction(const VisionsGame &game, ActionList &scratch, Rng *vary)
{
    if (game.isOver())
        return -1;
    game.legalActions(scratch);
    switch (game.state().stage) {
    case VisionsStage::Place:
        return placement(game, scratch);
    case VisionsStage::Activate:
        return activation(game, scratch, ScoreJitter(vary, NearEqual));
    case VisionsStage::Move:
        return step(game, scratch);
    case VisionsStage::Link:
        return link(game);
    case VisionsStage::DropBack:
        return dropBack(game, scratch);
    case VisionsStage::Rescue:
        return rescue(scratch);
    case VisionsStage::PushedLane:
        return pushedLane(game, scratch);
    default:
        break;
    }
    for (Action action : scratch)
        if (action < VisionsAction::ActivateBase)
            return action;
    return scratch.front();
}

Action VisionsEasyAi::decide(Game &sample, int, Rng &rng) const
{
    ActionList scratch;
    return ruleAction(static_cast<const VisionsGame &>(sample), scratch, &rng);
}

} // namespace cw::visions
