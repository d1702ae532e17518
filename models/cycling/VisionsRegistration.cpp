// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts) and its course kind.
#include "RoadCourseKind.h"
#include "VisionsGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::cycling::visionsGameInfo);
CW_REGISTER(cw::CourseKind, cw::cycling::courseKind);
