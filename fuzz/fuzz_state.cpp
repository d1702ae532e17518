// libFuzzer target: any bytes as a saved position (docs/seat-copy.md) of every registered game on
// its default course with each seat count it takes. Loading must never crash or work without
// bound; what loads is saved again, its actions named, and played on a few moves, as a seat that
// received the copy would.
#include "StateContexts.h"
#include "core/GameState.h"
#include "core/Rng.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cw;
    constexpr int PlayOn = 20;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const auto &context : fuzz::stateContexts()) {
        QString error;
        std::unique_ptr<Game> game = GameState::load(*context, bytes, &error);
        if (!game)
            continue;
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
    return 0;
}
