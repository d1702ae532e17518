#pragma once

#include "core/CourseSwapCommand.h"
#include "core/UndoCommandIds.h"
#include "niagara/NiagaraRiver.h"

namespace cw::niagara {

class NiagaraRiverDocument;

// Base of the Niagara river's undo commands: redo and undo swap the command's value with the
// river's (CourseSwapCommand).
using NiagaraRiverCommand = CourseSwapCommand<NiagaraRiverDocument, NiagaraRiver>;

} // namespace cw::niagara
