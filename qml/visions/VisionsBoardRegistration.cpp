// What this folder adds to the board's shared lists (core/Registry.h): the board of
// "visions".
#include "BoardRegistry.h"
#include "VisionsDrawnCourse.h"
#include "VisionsPieceTexts.h"
#include "core/Registry.h"

CW_REGISTER(cw::BoardEntry, [] {
    return cw::BoardEntry{QStringLiteral("visions"), QStringLiteral("visions/VisionsBoard.qml"),
                          &cw::visions::pieceTexts, &cw::visions::drawnCourse};
});
