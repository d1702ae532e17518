// What this folder adds to the shared print lists (print/CoursePrint.h, print/GameKit.h): Line
// cards' print-and-play table and cards, and its game kit.
#include "LineCardsCardSheets.h"
#include "LineCardsKit.h"
#include "core/Registry.h"
#include "print/CoursePrint.h"
#include "print/GameKit.h"

using namespace cw::print;

CW_REGISTER(CardSheetsKind, [] {
    return CardSheetsKind{QStringLiteral("linecards"), &cw::linecards::LineCardsCardSheets::layout};
});
CW_REGISTER(GameKitKind, [] {
    return GameKitKind{QStringLiteral("linecards"), &cw::linecards::LineCardsKit::make};
});
