#pragma once

#include "rowing/RowingGame.h"

#include <vector>

namespace cw::bench {

// `count` positions of 6-boat races on the standard course, spread from the start to the finish,
// each a real decision (more than one legal action). The races are rowed by the Easy AI from
// fixed seeds, so every run measures the same positions.
std::vector<rowing::RowingGame> sampledRowingPositions(int count);

} // namespace cw::bench
