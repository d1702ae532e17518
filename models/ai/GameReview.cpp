// The coach's review (GameReview.h): the record replayed once, each reviewed decision advised on
// the way with every root action ranked, so the move played gets its own estimate.
#include "GameReview.h"

#include "MoveAdvice.h"

#include <algorithm>

namespace cw {

std::vector<ReviewedDecision> GameReview::biggestLosses(int seat, int count) const
{
    std::vector<ReviewedDecision> losses;
    for (const ReviewedDecision &decision : decisions)
        if (decision.seat == seat && decision.loss() > 0)
            losses.push_back(decision);
    std::stable_sort(
        losses.begin(), losses.end(),
        [](const ReviewedDecision &a, const ReviewedDecision &b) { return a.loss() > b.loss(); });
    if (int(losses.size()) > count)
        losses.resize(std::size_t(std::max(0, count)));
    return losses;
}

GameReview reviewGame(const GameRecord &record, const std::vector<int> &seats, Controller level,
                      QString *error, const std::function<void(int, int)> &progress,
                      const std::atomic<bool> *stop)
{
    GameReview review;
    // The record is walked once; an illegal action (a record edited by hand) ends the review
    // empty, with the replay's own error naming the action.
    std::unique_ptr<Game> game = record.replay(0, error);
    if (!game)
        return review;
    const int total = int(record.actions.size());
    // Every action the search tried: a large count keeps them all.
    constexpr int AllActions = 1 << 20;
    for (int index = 0; index < total; ++index) {
        if (stop && stop->load(std::memory_order_relaxed)) {
            review.stopped = true;
            break;
        }
        const int seat = game->currentSeat();
        const Action played = record.actions[std::size_t(index)];
        if (!game->isLegal(played)) {
            record.replay(index + 1, error);
            return {};
        }
        if (std::find(seats.begin(), seats.end(), seat) != seats.end() &&
            game->legalActions().size() > 1) {
            const MoveAdvice advice =
                adviseMove(*game, record.setup.gameId, level,
                           record.decisionSeed(game->moveNumber()), AllActions, stop);
            if (advice.stopped || advice.ranked.empty()) {
                review.stopped = advice.stopped;
                break;
            }
            ReviewedDecision decision;
            decision.action = index;
            decision.seat = seat;
            decision.played = played;
            decision.best = advice.ranked.front().action;
            decision.chance = advice.ranked.front().winChance;
            decision.playedName = game->actionName(played);
            decision.bestName = game->actionName(decision.best);
            for (const AdvisedAction &choice : advice.ranked)
                if (choice.action == played)
                    decision.playedChance = choice.winChance;
            review.decisions.push_back(decision);
        }
        game->apply(played);
        if (progress)
            progress(index + 1, total);
    }
    return review;
}

} // namespace cw
