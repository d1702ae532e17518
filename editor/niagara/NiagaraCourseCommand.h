#pragma once

#include "core/CourseSwapCommand.h"
#include "niagara/NiagaraCourse.h"

namespace cw::niagara {

class NiagaraCourseDocument;

// Base of the Niagara river's undo commands: redo and undo swap the command's value with the
// river's (CourseSwapCommand).
using NiagaraCourseCommand = CourseSwapCommand<NiagaraCourseDocument, NiagaraCourse>;

} // namespace cw::niagara
