// What this folder adds to the shared lists (core/Registry.h): the game (rules, AI levels,
// conformance facts), its course kind and what Find a Fairer Course may vary in its courses.
#include "NiagaraCourseKind.h"
#include "NiagaraCourseVariations.h"
#include "NiagaraGameInfo.h"
#include "core/Registry.h"

CW_REGISTER(cw::GameInfo, cw::niagara::gameInfo);
CW_REGISTER(cw::CourseKind, cw::niagara::courseKind);
CW_REGISTER(cw::CourseVariationKind, cw::niagara::courseVariations);
