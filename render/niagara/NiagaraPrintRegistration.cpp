// What this folder adds to the shared print lists (print/CoursePrint.h): how "niagara-river"
// courses print, and each seat's paddle cards.
#include "NiagaraPaddleCards.h"
#include "NiagaraPrintPieces.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("niagara-river"),
                           &cw::niagara::NiagaraPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("niagara"), &cw::niagara::NiagaraPaddleCards::layout};
});
