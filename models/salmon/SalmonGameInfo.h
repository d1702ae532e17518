#pragma once

#include "core/GameRegistry.h"

namespace cw::salmon {

// Salmon Run as the registry sees it: id "salmon", 2–4 seats, default course
// :/courses/salmon-beginner.json. The setup's options may hold "variantDeck": true for the
// rulebook's 8-card starting deck.
GameInfo gameInfo();

} // namespace cw::salmon
