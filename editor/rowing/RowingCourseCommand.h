#pragma once

#include "core/CourseSwapCommand.h"
#include "rowing/RowingCourse.h"

namespace cw::rowing {

class RowingCourseDocument;

// Base of the rowing undo commands that change values: redo and undo swap the command's value
// with the course's (CourseSwapCommand).
using RowingCourseCommand = CourseSwapCommand<RowingCourseDocument, RowingCourse>;

} // namespace cw::rowing
