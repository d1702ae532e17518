// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts) and its course kind.
#include "NiagaraCourseKind.h"
#include "NiagaraGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::niagara::gameInfo);
CW_REGISTER(cw::CourseKind, cw::niagara::courseKind);
