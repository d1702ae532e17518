#pragma once

#include "core/SearchPolicy.h"

namespace cw::linecards {

// What the generic search (ai/Ismcts.h) borrows for Line cards, the knowledge of Tron bots on the
// 7 × 7 torus (a line that cannot go on loses; who reaches the open squares first wins):
// - the tree expands only the TreeWidth best placements by the Voronoi reading of
// LineCardsTerritory (the
//   squares each line reaches first) after the card, best first (Easy's placementValue), so the
//   search spends its iterations on the few placements that keep space rather than on the
//   several copies of each shape (a Straight of priority 0 or 1 lays the same line);
// - rollouts play Easy's rules (the placement that keeps the most territory, energy only to
//   escape): a random line walks into walls, and its result says little;
// - where the budget cuts rollouts (Normal; Hard plays them out, LineCardsAiLevels.cpp says why),
//   a rollout is cut when a seat is about to start its cards (nothing half-laid) and scored by
//   the territory margin through a logistic of scale MarginScale squares, so one or two squares
//   already count (a linear 0.5 + margin / 98 left every leaf near 0.5, below the exploration
//   term); a dead line is worth 0;
// - in the endgame, once both decks together hold at most LateDeckCards cards, rollouts are
//   played to the end: the loser is then the line that runs out of room or cards first, which
//   the territory reading cannot see (a line must follow its cards' shapes, and the cards run
//   out).
// Every method expects a LineCardsGame and reads only what the (determinized) game shows.
class LineCardsSearchPolicy final : public SearchPolicy {
public:
    static constexpr int TreeWidth = 6;
    static constexpr double MarginScale = 4.0;
    static constexpr int LateDeckCards = 12;

    void treeActions(const Game &game, ActionList &out) const override;
    Action rolloutAction(const Game &game, Rng &rng, ActionList &scratch) const override;
    bool isCutPoint(const Game &game) const override;
    void evaluate(const Game &game, std::vector<double> &out) const override;
};

} // namespace cw::linecards
