// What this folder adds to the shared print lists (print/CoursePrint.h, print/GameKit.h): how
// "visions-road" courses print, Visions of Rainbows' print-and-play cards and its game kit.
#include "VisionsCardSheets.h"
#include "VisionsKit.h"
#include "VisionsPrintPieces.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"
#include "print/GameKit.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("visions-road"),
                           &cw::visions::VisionsPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("visions"), &cw::visions::VisionsCardSheets::layout};
});
CW_REGISTER(GameKitKind, [] {
    return GameKitKind{QStringLiteral("visions"), &cw::visions::VisionsKit::make};
});
