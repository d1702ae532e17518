// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts) and its course kind.
#include "RiverCourseKind.h"
#include "SalmonGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::salmon::gameInfo);
CW_REGISTER(cw::CourseKind, cw::salmon::courseKind);
