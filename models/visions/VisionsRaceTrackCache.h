#pragma once

#include "VisionsCourse.h"
#include "VisionsRaceTrack.h"

#include <memory>

namespace cw::visions {

// The race track of `road`, built once and shared: a track is immutable once built, so the races
// played on one road (a match, a lab run, a benchmark) share it, as the clones of a race do,
// instead of building the road's rows and cells again for each race. Keeps the tracks of the few
// roads raced last; safe to call from several threads.
std::shared_ptr<const VisionsRaceTrack> raceTrackOf(const VisionsCourse &road);

} // namespace cw::visions
