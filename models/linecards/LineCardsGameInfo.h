#pragma once

#include "core/GameRegistry.h"

namespace cw::linecards {

// Line cards as the registry sees it: id "linecards", 2 seats, no course (the table is a grid
// the options size). The setup's options may hold "side" (5 to 11, 7 standard) and "wrap"
// (true: the grid is a torus, BR005).
GameInfo gameInfo();

} // namespace cw::linecards
