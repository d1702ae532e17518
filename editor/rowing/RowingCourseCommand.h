#pragma once

#include "core/ChangePrintLayout.h"
#include "core/CourseSwapCommand.h"
#include "rowing/RowingCourse.h"

namespace cw::rowing {

class RowingCourseDocument;

// Base of the rowing undo commands that change values: redo and undo swap the command's value
// with the course's (CourseSwapCommand).
using RowingCourseCommand = CourseSwapCommand<RowingCourseDocument, RowingCourse>;

// Sets how the course is printed: space and lane size in millimetres, spaces per strip, paper
// and orientation.
using SetPrintLayout = ChangePrintLayout<RowingCourseDocument, RowingCourse>;

} // namespace cw::rowing
