// Writes the state fuzzer's seeds (fuzz/fuzz_state.cpp): saved positions of real games, a few per
// registered game (the sample game included), each on its default course with the most seats it
// takes, from seeded random games mixing in Easy moves, into tests/<game>/fuzz/states/ (the
// sample's into tests/shared/samplegame/fuzz/states/). Run by hand when a game's saved form
// changes: write_state_seeds SOURCE_DIR.
#include "StateContexts.h"
#include "ai/AiFactory.h"
#include "core/GameState.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

#include <array>
#include <cstdio>

int main(int argc, char **argv)
{
    using namespace cw;
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: write_state_seeds SOURCE_DIR\n");
        return 2;
    }
    const QString source = QString::fromLocal8Bit(argv[1]);
    constexpr int Positions = 4;
    for (const GameInfo &info : GameRegistry::games()) {
        std::unique_ptr<Game> game;
        for (int seats = info.maxSeats; !game && seats >= info.minSeats; --seats)
            game = fuzz::defaultCourseGame(info, seats, 51);
        if (!game)
            continue;
        // A game of CW_GAMES keeps its seeds in its tests folder; the sample game, registered
        // from tests/shared/samplegame (fuzz/CMakeLists.txt), in that one.
        const QString gameFolder = source + QStringLiteral("/tests/") + info.id;
        const QString folder =
            (QDir(gameFolder).exists() ? gameFolder
                                       : source + QStringLiteral("/tests/shared/samplegame")) +
            QStringLiteral("/fuzz/states");
        QDir().mkpath(folder);
        const auto easy = makeAiPlayer(info.id, Controller::AiEasy);
        Rng rng(51);
        ActionList actions;
        // Positions early in the game and later, before the shortest games end (Line cards
        // about 50 actions).
        constexpr std::array<int, Positions> at{0, 8, 20, 40};
        for (int written = 0, move = 0; written < Positions && !game->isOver(); ++move) {
            if (move == at[std::size_t(written)]) {
                QSaveFile file(folder +
                               QStringLiteral("/%1-move-%2.cwstate").arg(info.id).arg(move));
                if (!file.open(QIODevice::WriteOnly) || file.write(GameState::save(*game)) < 0 ||
                    !file.commit())
                    return 1;
                ++written;
            }
            game->legalActions(actions);
            game->apply(rng.below(2) == 0 ? easy->choose(*game, rng.next())
                                          : actions[rng.below(std::uint32_t(actions.size()))]);
        }
    }
    return 0;
}
