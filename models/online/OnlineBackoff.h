#pragma once

namespace cw {

// How long a dropped client waits before its attempt number `attempt` (from 0) to come back:
// 1, 2, 4 and 8 seconds, then every 10 seconds, so that a short drop is over at once and a host
// that is down is not asked several times a second by every seat.
constexpr int onlineBackoffSeconds(int attempt)
{
    return attempt < 4 ? 1 << attempt : 10;
}

} // namespace cw
