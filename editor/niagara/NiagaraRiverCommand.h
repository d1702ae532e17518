#pragma once

#include "core/CourseSwapCommand.h"
#include "niagara/NiagaraRiver.h"

namespace cw::niagara {

class NiagaraRiverDocument;

// Base of the Niagara river's undo commands: redo and undo swap the command's value with the
// river's (CourseSwapCommand).
using NiagaraRiverCommand = CourseSwapCommand<NiagaraRiverDocument, NiagaraRiver>;

// QUndoCommand::id() of the commands that merge with the one before them (typing in a name).
enum NiagaraCommandId {
    RenameNiagaraRiverId = 1600,
};

} // namespace cw::niagara
