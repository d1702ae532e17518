// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts), its course kind and what Find a Fairer Course may vary in its courses.
#include "SalmonCourseKind.h"
#include "SalmonCourseVariations.h"
#include "SalmonGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::salmon::gameInfo);
CW_REGISTER(cw::CourseKind, cw::salmon::courseKind);
CW_REGISTER(cw::CourseVariationKind, cw::salmon::courseVariations);
