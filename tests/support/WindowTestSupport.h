#pragma once

// Opening the main window on a game, as the app-level GUI tests (coach, hint preview, review) do.
#include "MainWindow.h"
#include "core/GameSetup.h"
#include "session/GameSession.h"

#include <QSize>
#include <QTest>

namespace cw::test {

// Shows `window` at `size` playing `setup`, quiet (no message boxes) and with the AI answering at
// once. False when the game does not start or the window is never exposed.
[[nodiscard]] inline bool showGameWindow(MainWindow &window, const GameSetup &setup, QSize size)
{
    window.setQuiet(true);
    window.session()->setAiDelayMs(0);
    window.resize(size);
    if (!window.startGame(setup))
        return false;
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace cw::test
