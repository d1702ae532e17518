// What this folder adds to the board's shared lists (core/Registry.h): the board of "salmon".
#include "BoardRegistry.h"
#include "SalmonDrawnCourse.h"
#include "SalmonPieceTexts.h"
#include "core/Registry.h"

CW_REGISTER(cw::BoardEntry, [] {
    return cw::BoardEntry{QStringLiteral("salmon"), QStringLiteral("salmon/SalmonBoard.qml"),
                          &cw::salmon::pieceTexts, &cw::salmon::drawnCourse};
});
