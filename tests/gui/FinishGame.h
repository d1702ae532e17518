#pragma once

// The end of a game as a person reaches it in the window, without playing every move on the board.
#include "MainWindow.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "session/GameSession.h"

#include <memory>

namespace cw::test {

// Plays the rest of the window's game with the Easy AI for every seat, in the engine (no board
// draws, no pause, no event loop), saves it to `path` and opens the finished game in the window,
// which shows its end (the results). False when the game does not end or does not open.
inline bool finishAndOpen(MainWindow &window, const QString &path)
{
    GameRecord record = window.session()->record();
    QString error;
    const std::unique_ptr<Game> game = record.replay(int(record.actions.size()), &error);
    const std::unique_ptr<AiPlayer> ai = makeAiPlayer(record.setup.gameId, Controller::AiEasy);
    if (!game || !ai)
        return false;
    while (!game->isOver() && record.actions.size() < 200000) {
        const Action action = ai->choose(*game, record.decisionSeed(game->moveNumber()));
        game->apply(action);
        record.actions.push_back(action);
    }
    return game->isOver() && record.save(path, &error) && window.openFile(path);
}

} // namespace cw::test
