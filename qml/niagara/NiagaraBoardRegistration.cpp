// What this folder adds to the board's shared lists (core/Registry.h): the board of "niagara".
#include "BoardRegistry.h"
#include "NiagaraDrawnCourse.h"
#include "NiagaraPieceTexts.h"
#include "core/Registry.h"

CW_REGISTER(cw::BoardEntry, [] {
    return cw::BoardEntry{QStringLiteral("niagara"), QStringLiteral("niagara/NiagaraBoard.qml"),
                          &cw::niagara::pieceTexts, &cw::niagara::drawnCourse};
});
