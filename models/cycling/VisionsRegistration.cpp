// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts), its course kind and what Find a Fairer Course may vary in its courses.
#include "RoadCourseKind.h"
#include "RoadVariations.h"
#include "VisionsGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::cycling::visionsGameInfo);
CW_REGISTER(cw::CourseKind, cw::cycling::courseKind);
CW_REGISTER(cw::CourseVariationKind, cw::cycling::courseVariations);
