// What this folder adds to the shared print lists (print/CoursePrint.h): how "cycling-road"
// courses print, and Visions of Rainbows' print-and-play cards.
#include "CyclingPrintPieces.h"
#include "VisionsCardSheets.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("cycling-road"),
                           &cw::cycling::CyclingPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("visions-of-rainbows"),
                          &cw::cycling::VisionsCardSheets::layout};
});
