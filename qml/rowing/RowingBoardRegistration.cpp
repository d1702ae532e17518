// What this folder adds to the board's shared lists (core/Registry.h): the board of "rowing".
#include "BoardRegistry.h"
#include "RowingDrawnCourse.h"
#include "RowingPieceTexts.h"
#include "core/Registry.h"

CW_REGISTER(cw::BoardEntry, [] {
    return cw::BoardEntry{QStringLiteral("rowing"), QStringLiteral("rowing/RowingBoard.qml"),
                          &cw::rowing::pieceTexts, &cw::rowing::drawnCourse};
});
