// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts), its course kind and what Find a Fairer Course may vary in its courses.
#include "VisionsCourseKind.h"
#include "VisionsCourseVariations.h"
#include "VisionsGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::visions::gameInfo);
CW_REGISTER(cw::CourseKind, cw::visions::courseKind);
CW_REGISTER(cw::CourseVariationKind, cw::visions::courseVariations);
