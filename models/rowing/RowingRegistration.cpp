// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts), its course kind and what Find a Fairer Course may vary in its courses.
#include "RowingCourseKind.h"
#include "RowingCourseVariations.h"
#include "RowingGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::rowing::gameInfo);
CW_REGISTER(cw::CourseKind, cw::rowing::courseKind);
CW_REGISTER(cw::CourseVariationKind, cw::rowing::courseVariations);
