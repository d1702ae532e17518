// The rules of thumb of the Easy rower (RowingEasyAi.h). Values are in spaces of the course.
#include "RowingEasyAi.h"

#include "RowingSplits.h"
#include "core/ScoreJitter.h"

#include <algorithm>
#include <cstdlib>

namespace cw::rowing {

namespace {

using Care = RowingEasyAi::Care;

// What catching a crab costs beyond the spaces it loses: the boat restarts at 35 spm.
constexpr double CrabPenalty = 5.0;
// A cluttered hand: the boat stays and drops to 35 spm.
constexpr double ClutterPenalty = 6.0;
// Pace 1 cards go when a fresh card is worth at least this much on average.
constexpr double DiscardThreshold = 1.5;
// Within this many spaces of a split line, Pace 1 cards are kept for a slow crossing.
constexpr int NearSplitLine = 8;
// Plays and rates worth within this many spaces of the best are near-equal: Easy's own
// decisions pick among them from the decision's seed.
constexpr double NearEqual = 0.1;

// The worth of one Stamina card in the pile: dearer as the pile empties (the next split line may
// mean a crab), cheaper towards the finish (nothing is left to spend it on).
double staminaWorth(const RowingCourse &course, const Boat &boat)
{
    const double scarcity = boat.staminaPile >= 4 ? 1.0 : boat.staminaPile >= 2 ? 1.5 : 2.0;
    const double remaining = course.spaces - boat.space;
    return scarcity * std::clamp(remaining / 40.0, 0.25, 1.0);
}

// The odds of each total that k Instability cards add (at most 3 of them, each adding 1–3), from
// the Pace cards left in the boat's own draw deck (or, when it is empty, the discard pile it will
// be shuffled from): the owner knows these counts. (Care::Quick skips this and assumes 2 each.)
struct RevealOdds {
    std::array<double, 13> p; // left uninitialised until revealOdds() fills it: this is hot
};

RevealOdds revealOdds(const Boat &boat, int k)
{
    RevealOdds odds;
    odds.p.fill(0);
    std::array<double, 4> single{};
    double total = 0;
    for (Card card : {Card::Pace1, Card::Pace2, Card::Pace3}) {
        const int n = boat.pile.drawCount() > 0 ? boat.pile.countInDraw(card)
                                                : boat.pile.countInDiscard(card);
        single[std::size_t(paceValue(card))] = n;
        total += n;
    }
    if (total == 0) { // too few cards to tell: assume an even spread
        single = {0, 1, 1, 1};
        total = 3;
    }
    odds.p[0] = 1;
    for (int i = 0; i < k; ++i) {
        RevealOdds next;
        next.p.fill(0);
        for (std::size_t sum = 0; sum + 3 < odds.p.size(); ++sum)
            for (std::size_t v = 1; v <= 3; ++v)
                next.p[sum + v] += odds.p[sum] * single[v] / total;
        odds = next;
    }
    return odds;
}

// Spaces gained by a move of `pace` from `space`, minus the stamina paid at split lines and the
// crab penalty. Spaces past the finish count: they decide same-round ties. Each pace is worked
// out once per decision: many plays share one.
class MoveValues {
public:
    MoveValues(const RowingCourse &course, int space, int stamina, double worth)
        : m_course(course), m_space(space), m_stamina(stamina), m_worth(worth)
    {
    }

    double operator()(int pace)
    {
        double &value = m_values[std::size_t(pace)];
        if (!m_known[std::size_t(pace)]) {
            m_known[std::size_t(pace)] = true;
            const SplitOutcome out = crossSplitLines(m_course, m_space, pace, pace, m_stamina,
                                                     [](int, int, int, bool) {});
            value = (out.to - m_space) - m_worth * out.paid - (out.crab ? CrabPenalty : 0.0);
        }
        return value;
    }

private:
    static constexpr int MaxPace = 4 * 3; // four cards of at most 3 each, revealed or not
    const RowingCourse &m_course;
    int m_space, m_stamina;
    double m_worth;
    std::array<double, MaxPace + 1> m_values; // read only where m_known says
    std::array<bool, MaxPace + 1> m_known{};
};

struct Choice {
    Action action = -1;
    double value = 0;
};

// The best play of `need` cards from the boat's hand with `stamina` cards in its pile. A play
// with the same value as another but lower cards wins: high cards keep for later (unless
// `jitter` picks among near-equal plays).
Choice bestPlay(const RowingCourse &course, const Boat &boat, int need, int stamina, double worth,
                Care care, const ScoreJitter &jitter = ScoreJitter(nullptr, 0))
{
    const CardCounts &hand = boat.hand;
    if (hand.playable() < need) {
        CardCounts all = hand;
        all[Card::Stamina] = 0;
        return {playAction(all), -ClutterPenalty};
    }
    const int h1 = hand[Card::Pace1], h2 = hand[Card::Pace2], h3 = hand[Card::Pace3];
    const int hi = std::min(3, int(hand[Card::Instability]));
    std::array<RevealOdds, 4> odds; // filled and read for Careful only
    if (care == Care::Careful)
        for (int k = 1; k <= hi; ++k)
            odds[std::size_t(k)] = revealOdds(boat, k);
    MoveValues moveValue(course, boat.space, stamina, worth);
    Choice best;
    for (int p3 = 0; p3 <= std::min(need, h3); ++p3) {
        for (int p2 = 0; p2 <= std::min(need - p3, h2); ++p2) {
            const int rest = need - p3 - p2;
            for (int p1 = std::max(0, rest - hi); p1 <= std::min(rest, h1); ++p1) {
                const int inst = rest - p1;
                const int known = p1 + 2 * p2 + 3 * p3;
                double value = -0.01 * (known + 2 * inst);
                if (inst == 0 || care == Care::Quick) {
                    value += moveValue(known + 2 * inst);
                } else {
                    const RevealOdds &o = odds[std::size_t(inst)];
                    for (int t = inst; t <= 3 * inst; ++t)
                        value += o.p[std::size_t(t)] * moveValue(known + t);
                }
                value = jitter(value);
                if (best.action < 0 || value > best.value)
                    best = {PlayBase + p1 + 5 * p2 + 25 * p3 + 125 * inst, value};
            }
        }
    }
    return best;
}

// Step 1: the rate whose turn is worth most. Strain and a jump are paid before the cards, so the
// play is valued with what is left; at 35 spm the cooldown returns Stamina cards from the hand.
Action chooseRate(const RowingGame &game, const Boat &boat, Care care, const ScoreJitter &jitter)
{
    const RowingCourse &course = game.state().course;
    const double worth = staminaWorth(course, boat);
    Choice best;
    for (int r = RateCount - 1; r >= 0; --r) {
        const Rate rate = Rate(r);
        const int jump = std::abs(r - int(boat.rate)) == 2 ? 1 : 0;
        if (jump > boat.staminaPile)
            continue; // the jump is not allowed with an empty pile
        const int strain =
            rate == Rate::Spm45 && boat.turnsTaken > 0 ? std::min(1, boat.staminaPile - jump) : 0;
        const int stamina = boat.staminaPile - jump - strain;
        double value = bestPlay(course, boat, cardsRequired(rate), stamina, worth, care).value -
                       worth * (jump + strain);
        if (rate == Rate::Spm35)
            value += worth * std::min(2, int(boat.hand[Card::Stamina]));
        value = jitter(value);
        if (best.action < 0 || value > best.value)
            best = {rateAction(rate), value};
    }
    return best.action;
}

// Step 4: 2 more spaces for one Stamina card, plus whatever the split lines they cross cost.
Action chooseMotivation(const RowingGame &game, const Boat &boat)
{
    const RowingState &state = game.state();
    const SplitOutcome out = crossSplitLines(state.course, boat.space, 2, state.turnPace,
                                             boat.staminaPile - 1, [](int, int, int, bool) {});
    const double cost = staminaWorth(state.course, boat) * (1 + out.paid);
    return !out.crab && cost < 2.0 ? MotivationAccept : MotivationDecline;
}

// Replenish step 1: Pace 1 cards are swapped for fresh draws when the deck they come from is
// better on average (Instability counted as 2, Stamina as 0), unless a split line is near and
// the pile low, when a slow crossing needs them.
Action chooseDiscard(const RowingGame &game, const Boat &boat)
{
    const int ones = boat.hand[Card::Pace1];
    if (ones == 0)
        return DiscardBase;
    const RowingCourse &course = game.state().course;
    const bool fromDraw = boat.pile.drawCount() > 0;
    double sum = 0;
    int count = 0;
    for (Card card : {Card::Pace1, Card::Pace2, Card::Pace3, Card::Instability, Card::Stamina}) {
        const int n = fromDraw ? boat.pile.countInDraw(card) : boat.pile.countInDiscard(card);
        sum += n * (card == Card::Instability ? 2 : paceValue(card));
        count += n;
    }
    int toLine = course.spaces;
    for (const SplitLine &line : course.splitLines) {
        const int crossing = course.crossingSpace(line);
        if (crossing > boat.space) {
            toLine = crossing - boat.space;
            break;
        }
    }
    const bool keepForLine = toLine <= NearSplitLine && boat.staminaPile < 3;
    return count > 0 && sum / count >= DiscardThreshold && !keepForLine ? DiscardBase + ones
                                                                        : DiscardBase;
}

} // namespace

Action RowingEasyAi::ruleAction(const RowingGame &game, Care care, Rng *vary)
{
    const ScoreJitter jitter(vary, NearEqual);
    if (game.isOver())
        return -1;
    const Boat &boat = game.boat(game.currentSeat());
    switch (game.phase()) {
    case Phase::ChooseRate:
        return chooseRate(game, boat, care, jitter);
    case Phase::PlayCards: {
        const RowingCourse &course = game.state().course;
        return bestPlay(course, boat, cardsRequired(boat.rate), boat.staminaPile,
                        staminaWorth(course, boat), care, jitter)
            .action;
    }
    case Phase::Motivation:
        return chooseMotivation(game, boat);
    case Phase::Discard:
        return chooseDiscard(game, boat);
    case Phase::Over:
        break;
    }
    return -1;
}

// Precondition (makeAiPlayer): the sample is a rowing race.
Action RowingEasyAi::decide(Game &sample, int, Rng &rng) const
{
    return ruleAction(static_cast<const RowingGame &>(sample), Care::Careful, &rng);
}

} // namespace cw::rowing
