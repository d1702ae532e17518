// What this folder adds to the shared print lists (print/CoursePrint.h): how "rowing" courses
// print.
#include "RowingPrintPieces.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("rowing"), &cw::rowing::RowingPrintPieces::coursePrint};
});
