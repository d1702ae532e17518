// What this folder adds to the shared print lists (print/CoursePrint.h): how "salmon-river"
// courses print, Salmon Run's print-and-play cards and the river's export to Tiled.
#include "RiverTileset.h"
#include "SalmonCardSheets.h"
#include "SalmonPrintPieces.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("salmon-river"),
                           &cw::salmon::SalmonPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("salmon-run"), &cw::salmon::SalmonCardSheets::layout};
});
CW_REGISTER(CourseExportFormat, [] {
    return CourseExportFormat{QStringLiteral("salmon-river"), QStringLiteral("tmx"),
                              &cw::salmon::RiverTileset::describeTmx,
                              &cw::salmon::exportRiverTmxCourse};
});
