#pragma once

#include "core/Registry.h"

#include <QDir>
#include <QSize>
#include <QString>

namespace cw::test {

// One game's scenes for the board_screenshots tool: `take` plays a game on the board of `size`
// and saves its PNGs in `out`, returning the program's exit code. Each game's test folder
// registers its own (<game>_screenshots.cpp: CW_REGISTER(cw::test::BoardScreenshots, …)).
struct BoardScreenshots {
    QString gameId; // as in GameInfo: "rowing"
    int (*take)(const QDir &out, QSize size) = nullptr;
};

} // namespace cw::test
