#pragma once

#include "core/GameRegistry.h"

namespace cw::rowing {

// The rowing race as the registry sees it: id "rowing", 1–8 seats (lanes left empty by the setup
// are filled by the caller with AI boats), default course :/courses/rowing-standard.json.
GameInfo gameInfo();

} // namespace cw::rowing
