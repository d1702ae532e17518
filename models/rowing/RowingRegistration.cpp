// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts) and its course kind.
#include "RowingCourseKind.h"
#include "RowingGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::rowing::gameInfo);
CW_REGISTER(cw::CourseKind, cw::rowing::courseKind);
