// What this folder adds to the shared print lists (print/CoursePrint.h, print/GameKit.h): how
// "cycling-road" courses print, Visions of Rainbows' print-and-play cards and its game kit.
#include "CyclingPrintPieces.h"
#include "VisionsCardSheets.h"
#include "VisionsKit.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"
#include "print/GameKit.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("cycling-road"),
                           &cw::cycling::CyclingPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("visions-of-rainbows"),
                          &cw::cycling::VisionsCardSheets::layout};
});
CW_REGISTER(GameKitKind, [] {
    return GameKitKind{QStringLiteral("visions-of-rainbows"), &cw::cycling::VisionsKit::make};
});
