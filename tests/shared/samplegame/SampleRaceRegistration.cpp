// What this folder adds to the shared lists (core/Registry.h): the game.
#include "SampleRaceGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::sample::sampleRaceGameInfo);
