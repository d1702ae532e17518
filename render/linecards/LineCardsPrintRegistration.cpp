// What this folder adds to the shared print lists (print/CoursePrint.h): Line cards' print-and-play
// table and cards.
#include "LineCardsCardSheets.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"

using namespace cw::print;

CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("line-cards"),
                          &cw::linecards::LineCardsCardSheets::layout};
});
