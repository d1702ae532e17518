#pragma once

#include "core/GameInfo.h"

namespace cw::sample {

// Sample race as the registry sees it: id "sample-race", 2 to 4 seats, no course, an Easy player
// (the highest card), the generic search for Normal and Hard, its maximum length and its
// conformance facts. Registered by SampleRaceRegistration.cpp, in this folder only.
GameInfo sampleRaceGameInfo();

} // namespace cw::sample
