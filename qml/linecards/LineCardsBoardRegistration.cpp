// What this folder adds to the board's shared lists (core/Registry.h): the board of "linecards".
#include "BoardRegistry.h"
#include "LineCardsDrawnCourse.h"
#include "LineCardsPieceTexts.h"
#include "core/Registry.h"

CW_REGISTER(cw::BoardEntry, [] {
    return cw::BoardEntry{QStringLiteral("linecards"),
                          QStringLiteral("linecards/LineCardsBoard.qml"),
                          &cw::linecards::pieceTexts, &cw::linecards::drawnCourse};
});
