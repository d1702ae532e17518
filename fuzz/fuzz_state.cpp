// libFuzzer target: any bytes as a saved position (docs/seat-copy.md) of every registered game (the
// sample game included: fuzz/CMakeLists.txt links it) on its default course with each seat count
// it takes. Loading must never crash or work without bound; what loads is saved again, its actions
// named, and played on a few moves, as a seat that received the copy would.
#include "StateContexts.h"
#include "core/GameState.h"
#include "core/Rng.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

// Replaying the seeds (ReplayMain.cpp): the inputs given, and those no game loaded.
int replayed = 0;
int loadedByNone = 0;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cw;
    constexpr int PlayOn = 20;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    bool loadedAny = false;
    for (const auto &context : fuzz::stateContexts()) {
        QString error;
        std::unique_ptr<Game> game = GameState::load(*context, bytes, &error);
        if (!game)
            continue;
        loadedAny = true;
        GameState::save(*game);
        Rng rng(size);
        ActionList actions;
        for (int move = 0; move < PlayOn && !game->isOver(); ++move) {
            game->legalActions(actions);
            for (Action action : actions)
                game->actionName(action);
            game->apply(actions[rng.below(std::uint32_t(actions.size()))]);
        }
    }
    ++replayed;
    loadedByNone += loadedAny ? 0 : 1;
    return 0;
}

// After a replay of the seeds (ReplayMain.cpp; the suite's fuzz_corpus): every seed is a saved
// position of a real game, so one that no registered game loads means a game's seeds went stale
// or a game (the sample's, say) is missing from this program. 0 when every input loaded.
extern "C" int cwReplayFinished()
{
    if (loadedByNone > 0)
        std::fprintf(stderr, "fuzz_state: %d of %d seeds load into no registered game\n",
                     loadedByNone, replayed);
    return loadedByNone > 0 ? 1 : 0;
}
