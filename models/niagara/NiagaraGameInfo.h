#pragma once

#include "core/GameRegistry.h"

namespace cw::niagara {

// Niagara as the registry sees it: id "niagara", 2–5 seats, default course
// :/courses/niagara-standard.json (kind "niagara-river").
GameInfo gameInfo();

} // namespace cw::niagara
