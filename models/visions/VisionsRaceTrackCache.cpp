#include "VisionsRaceTrackCache.h"

#include <algorithm>
#include <array>
#include <mutex>
#include <utility>

namespace cw::visions {

namespace {

struct CachedTrack {
    VisionsCourse road;
    std::shared_ptr<const VisionsRaceTrack> track;
};

// A match or a lab run races on one road, the app on one at a time: a handful of entries is
// plenty, and comparing a road with them costs far less than building its track.
constexpr std::size_t CachedRoads = 4;

} // namespace

std::shared_ptr<const VisionsRaceTrack> raceTrackOf(const VisionsCourse &road)
{
    static std::mutex mutex;
    static std::array<CachedTrack, CachedRoads> cache; // the last road raced first
    const std::lock_guard<std::mutex> lock(mutex);
    const auto hit = std::find_if(cache.begin(), cache.end(), [&](const CachedTrack &entry) {
        return entry.track && entry.road == road;
    });
    if (hit == cache.end()) {
        std::rotate(cache.begin(), cache.end() - 1, cache.end()); // the oldest entry goes
        cache.front() = {road, std::make_shared<const VisionsRaceTrack>(VisionsCourseMap(road))};
    } else {
        std::rotate(cache.begin(), hit, hit + 1);
    }
    return cache.front().track;
}

} // namespace cw::visions
