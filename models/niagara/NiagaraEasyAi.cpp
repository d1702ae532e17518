#include "NiagaraEasyAi.h"

#include "core/ScoreJitter.h"

#include <algorithm>
#include <array>

namespace cw::niagara {

namespace {

// The river move Phase III will bring: known once the cards are revealed; during Phase I a guess
// (a middling lowest card).
int expectedRiver(const NiagaraGame &game)
{
    const NiagaraState &s = game.state();
    if (s.step == Step::ChooseCard)
        return std::max(0, 2 + s.weather);
    return game.riverMovePreview();
}

// How much the seat wants the gems lying beside each space: the most it wants any gem at the
// discovery place there. Every card and destination Easy scores asks it of a space, so a place is
// worked out once per decision, the first time it is asked.
class WantedPlaces {
public:
    WantedPlaces(const NiagaraState &s, const Seat &seat) : m_state(s), m_seat(seat) {}

    // 0 for Land, a space beside no place and a place without gems.
    double at(int space)
    {
        const int place = space >= 0 ? m_state.layout.placeOf[std::size_t(space)] : -1;
        if (place < 0)
            return 0;
        if (!(m_known & (1u << place))) {
            double best = 0;
            for (int colour = 0; colour < GemColours; ++colour)
                if (m_state.places[std::size_t(place)][std::size_t(colour)] > 0)
                    best = std::max(best, NiagaraEasyAi::gemWant(m_seat, colour));
            m_best[std::size_t(place)] = best;
            m_known |= 1u << place;
        }
        return m_best[std::size_t(place)];
    }

private:
    const NiagaraState &m_state;
    const Seat &m_seat;
    std::array<double, GemColours> m_best{};
    unsigned m_known = 0; // bit per place worked out
};

// Phase I: a score per card (see the class comment).
double cardScore(const NiagaraGame &game, const Seat &seat, WantedPlaces &wanted, int card)
{
    const NiagaraState &s = game.state();
    const NiagaraLayout &l = s.layout;
    if (card == actions::CloudCard) {
        bool deep = false;
        for (const Canoe &canoe : seat.canoes)
            deep = deep || (canoe.where == Canoe::Where::River && canoe.space >= l.main - 1);
        return deep && s.weather > l.weatherMin ? 12 : -2;
    }
    const int points = card + 1;
    double score = 0;
    bool onWater = false;
    ReachedSpaces reach;
    for (const Canoe &canoe : seat.canoes) {
        if (canoe.where != Canoe::Where::River)
            continue;
        onWater = true;
        const int d = l.depth(canoe.space);
        if (canoe.gem != NoGem) {
            score += points >= d ? 30 - (points - d) : 2 * points; // land, or get nearer
            continue;
        }
        if (points >= 3) {
            NiagaraGame::reachable(l, canoe.space, points - 2, reach);
            double best = 0;
            for (const int to : reach)
                best = std::max(best, wanted.at(to));
            score += best * 5;
        }
        // The lowest card drives the river: deep canoes like it low.
        if (d > l.main - 1)
            score -= points * 1.5;
    }
    if (!onWater && points >= 3) {
        NiagaraGame::reachable(l, Land, points - 2, reach);
        double best = 0;
        for (const int to : reach)
            if (!l.isArmEnd(to))
                best = std::max(best, wanted.at(to));
        score += best * 4;
    }
    return score - points * 0.1;
}

// Phase II's Move step: the value of ending on a position, the river about to move `river`
// points (expectedRiver, worked out once per decision).
double moveScore(const NiagaraGame &game, const Seat &seat, const Canoe &canoe, int river,
                 WantedPlaces &wanted, Action action)
{
    const NiagaraState &s = game.state();
    const NiagaraLayout &l = s.layout;
    if (action == actions::Land)
        return canoe.gem != NoGem ? 100 : 1;
    const int to = action - actions::MoveTo;
    const int from = canoe.where == Canoe::Where::Beach ? Land : canoe.space;
    bool upstream = false;
    const int d = NiagaraGame::distance(l, from, to, &upstream);
    const int reserve = s.turn.points - d;
    double score = 0;
    if (NiagaraEasyAi::goesOverWaterfall(l, s.forkRight, to, river))
        score -= canoe.gem != NoGem ? 80 : 50;
    if (canoe.gem != NoGem)
        return score + 20 - 3 * l.depth(to);
    if (const double want = wanted.at(to); want > 0)
        score += reserve == 2 ? 30 + 5 * want : 6 + want;
    if (upstream) {
        for (int other = 0; other < s.seatCount; ++other)
            for (const Canoe &victim : s.seats[std::size_t(other)].canoes)
                if (&s.seats[std::size_t(other)] != &seat && victim.where == Canoe::Where::River &&
                    victim.space == to && victim.gem != NoGem)
                    score += 40;
    }
    return score - 0.5 * l.depth(to);
}

// The cloud goes up only to sweep another seat's loaded canoe from the arms while this seat has
// none there; otherwise down. Raising it whenever its own canoes were safe kept two canoeists'
// river at +2, where it outruns their paddles and a game went on for hundreds of rounds (issue
// 55, tests/niagara/games/niagara-round-34.cwgame).
bool weatherUpHurtsOthers(const NiagaraState &s, int seatIndex)
{
    const auto deep = [&](const Canoe &c) {
        return c.where == Canoe::Where::River && c.space >= s.layout.main - 1;
    };
    bool othersLoadedDeep = false;
    for (int other = 0; other < s.seatCount; ++other) {
        for (const Canoe &c : s.seats[std::size_t(other)].canoes) {
            if (other == seatIndex && deep(c))
                return false;
            othersLoadedDeep =
                othersLoadedDeep || (other != seatIndex && deep(c) && c.gem != NoGem);
        }
    }
    return othersLoadedDeep;
}

// Scores within this of the best are near-equal: Easy picks among them from its seed (every rule
// of thumb that matters scores its choices at least 1 apart).
constexpr double NearEqual = 1.0;

// Loading actions: the wanted gem; an unload only when it is all there is.
double loadScore(const Seat &seat, const Canoe &canoe, Action action)
{
    if (action == actions::Proceed)
        return canoe.gem == NoGem ? 0.5 : 1;
    if (action == actions::Unload)
        return 0;
    const int colour =
        action - (action >= actions::UnloadLoad ? actions::UnloadLoad : actions::Load);
    const double want = NiagaraEasyAi::gemWant(seat, colour);
    if (action >= actions::UnloadLoad)
        return want - NiagaraEasyAi::gemWant(seat, canoe.gem);
    return 2 + want;
}

} // namespace

// Counted, not stepped through point by point (Easy asks it of every destination): the river's
// points take the two arms in turn, starting with `forkRight`'s. A canoe in the main channel
// enters an arm on the point that carries it past the fork, at that arm's first space; a canoe in
// an arm then moves one space on every second point, its arm's, and goes over the waterfall on
// the first of its arm's points after reaching the last space.
bool NiagaraEasyAi::goesOverWaterfall(const NiagaraLayout &l, int forkRight, int space, int points)
{
    int lastPoint = 0; // the index of the point that carries the canoe over the waterfall
    if (space < l.main) {
        const int fork = l.main - 1 - space; // the point that takes it into an arm
        const int arm = forkRight ^ (fork & 1);
        lastPoint = fork + 2 * (arm ? l.right : l.left);
    } else {
        const int arm = space >= l.main + l.left ? 1 : 0;
        // The spaces from `space` to its arm's last space.
        const int toWaterfall = (arm ? l.spaces() : l.main + l.left) - 1 - space;
        lastPoint = (arm == forkRight ? 0 : 1) + 2 * toWaterfall;
    }
    return points > lastPoint;
}

double NiagaraEasyAi::gemWant(const Seat &seat, int colour)
{
    if (colour < 0)
        return 0;
    const int count = seat.playArea[std::size_t(colour)];
    return count == 0 ? 3 : 1 + count * 0.7;
}

Action NiagaraEasyAi::ruleAction(const NiagaraGame &game, Rng *vary)
{
    if (game.isOver())
        return -1;
    const NiagaraState &s = game.state();
    const int seatIndex = game.currentSeat();
    const Seat &seat = s.seats[std::size_t(seatIndex)];
    // Read in place when the game kept them, never copied: Easy decides on almost every action
    // of a rollout, and the copy into a vector was a tenth of its decision's cost.
    StepOptions scratch;
    const StepOptions &legal = game.legalOptions(scratch);
    const Canoe *canoe = s.turn.canoe >= 0 ? &seat.canoes[std::size_t(s.turn.canoe)] : nullptr;
    // The best-scored legal action, in list order (the jitter draws once per action, in order).
    const ScoreJitter jitter(vary, NearEqual);
    const auto best = [&](auto score) {
        Action chosen = legal[0];
        double bestScore = jitter(score(chosen));
        for (int i = 1; i < legal.size(); ++i) {
            const double value = jitter(score(legal[i]));
            if (value > bestScore) {
                chosen = legal[i];
                bestScore = value;
            }
        }
        return chosen;
    };
    switch (s.step) {
    case Step::ChooseCard: {
        WantedPlaces wanted(s, seat);
        return best([&](Action action) {
            return cardScore(game, seat, wanted, action - actions::ChooseCard);
        });
    }
    case Step::Weather:
        return best([&](Action action) -> double {
            return (action == actions::WeatherUp) == weatherUpHurtsOthers(s, seatIndex);
        });
    case Step::Canoes:
        return best([&](Action action) -> double {
            if (action >= actions::SelectCanoe && action < actions::BuyBack)
                return 10 - (action - actions::SelectCanoe);
            if (action >= actions::BuyBack && action < actions::EndTurn) {
                const bool afloat =
                    std::any_of(seat.canoes.begin(), seat.canoes.end(),
                                [](const Canoe &c) { return c.where != Canoe::Where::Lost; });
                return afloat ? -1 : 20 + seat.playArea[std::size_t(action - actions::BuyBack)];
            }
            return 4;
        });
    case Step::BeforeMove:
    case Step::AfterMove:
        return best([&](Action action) { return loadScore(seat, *canoe, action); });
    case Step::Direction: {
        // Each direction is worth the best destination it opens, all scored once on this game (a
        // destination's score does not depend on the direction chosen).
        const int river = expectedRiver(game);
        WantedPlaces wanted(s, seat);
        std::array<double, 2> bestInDirection{-1e9, -1e9}; // upstream, downstream
        StepOptions moves;
        game.legalMoves(moves);
        for (const Action move : moves) {
            double &inDirection =
                bestInDirection[NiagaraGame::isUpstreamMove(s.layout, *canoe, move) ? 0 : 1];
            inDirection = std::max(inDirection, moveScore(game, seat, *canoe, river, wanted, move));
        }
        return best(
            [&](Action action) { return bestInDirection[action == actions::Upstream ? 0 : 1]; });
    }
    case Step::Move: {
        const int river = expectedRiver(game);
        WantedPlaces wanted(s, seat);
        return best(
            [&](Action action) { return moveScore(game, seat, *canoe, river, wanted, action); });
    }
    case Step::Steal:
        return best([](Action action) -> double { return action == actions::NoSteal ? 0 : 1; });
    case Step::Over:
        break;
    }
    return legal[0];
}

Action NiagaraEasyAi::decide(Game &sample, int, Rng &rng) const
{
    return ruleAction(static_cast<const NiagaraGame &>(sample), &rng);
}

} // namespace cw::niagara
