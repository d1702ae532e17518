#pragma once

#include <QString>

#include <vector>

namespace cw {

class CourseKindEditor;

// The course kinds the editor can edit, in the order File > New offers them. Filled in one table
// (CourseKindEditors.cpp): one line per kind.
const std::vector<const CourseKindEditor *> &courseKindEditors();
// The editor of kind `kindId`, or nullptr.
const CourseKindEditor *findCourseKindEditor(const QString &kindId);

} // namespace cw
