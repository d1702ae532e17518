// What this folder adds to the shared print lists (print/CoursePrint.h, print/GameKit.h): how
// "niagara-river" courses print, each seat's paddle cards and Niagara's game kit.
#include "NiagaraCardSheets.h"
#include "NiagaraKit.h"
#include "NiagaraPrintPieces.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"
#include "print/GameKit.h"

using namespace cw::print;

CW_REGISTER(CoursePrintKind, [] {
    return CoursePrintKind{QStringLiteral("niagara-river"),
                           &cw::niagara::NiagaraPrintPieces::coursePrint};
});
CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("niagara"), &cw::niagara::NiagaraCardSheets::layout};
});
CW_REGISTER(GameKitKind, [] {
    return GameKitKind{QStringLiteral("niagara"), &cw::niagara::NiagaraKit::make};
});
