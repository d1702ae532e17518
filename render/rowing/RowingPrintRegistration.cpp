// What this folder adds to the shared print lists (print/CoursePrint.h, print/GameKit.h): how
// "rowing" courses print, the rowing race's print-and-play cards and its game kit.
#include "RowingCardSheets.h"
#include "RowingKit.h"
#include "RowingPrintPieces.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"
#include "print/GameKit.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("rowing"), &cw::rowing::RowingPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("rowing"), &cw::rowing::RowingCardSheets::layout};
});
CW_REGISTER(GameKitKind, [] {
    return GameKitKind{QStringLiteral("rowing"), &cw::rowing::RowingKit::make};
});
