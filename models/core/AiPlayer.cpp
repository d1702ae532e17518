// The fairness gate every AI level goes through (AiPlayer.h): decide() never sees the true state.
#include "AiPlayer.h"

namespace cw {

Action AiPlayer::choose(const Game &game, std::uint64_t seed) const
{
    // The AI's generator first draws the determinization, then drives the AI's own choices, so
    // the whole decision is a function of the seat's view and the seed.
    Rng rng(seed);
    const int seat = game.currentSeat();
    std::unique_ptr<Game> sample = viewSample(game, seat, rng);
    return decide(*sample, seat, rng);
}

std::unique_ptr<Game> AiPlayer::viewSample(const Game &game, int seat, Rng &rng)
{
    std::unique_ptr<Game> sample = game.clone();
    sample->setRecordLog(false);
    sample->resampleHidden(seat, rng);
    return sample;
}

} // namespace cw
