// What this folder adds to the shared print lists (print/CoursePrint.h, print/GameKit.h): how
// "salmon-river" courses print, Salmon Run's print-and-play cards and game kit, and the river's
// export to Tiled.
#include "SalmonCardSheets.h"
#include "SalmonKit.h"
#include "SalmonPrintPieces.h"
#include "SalmonTileset.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"
#include "print/GameKit.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("salmon-river"),
                           &cw::salmon::SalmonPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("salmon"), &cw::salmon::SalmonCardSheets::layout};
});
CW_REGISTER(GameKitKind, [] {
    return GameKitKind{QStringLiteral("salmon"), &cw::salmon::SalmonKit::make};
});
CW_REGISTER(CourseExportFormat, [] {
    return CourseExportFormat{QStringLiteral("salmon-river"), QStringLiteral("tmx"),
                              &cw::salmon::SalmonTileset::describeTmx,
                              &cw::salmon::exportRiverTmxCourse};
});
