// What this folder adds to the shared lists (core/Registry.h): the game.
#include "LineCardsGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::linecards::gameInfo);
