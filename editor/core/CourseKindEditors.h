#pragma once

#include <QString>

#include <vector>

namespace cw {

class CourseKindEditor;

// The course kinds the editor can edit, in the order File > New offers them: each kind's folder
// registers its editor (editor/<game>/<Game>EditorRegistration.cpp: CW_REGISTER(const
// CourseKindEditor *, …), core/Registry.h), in the order of CW_GAMES.
const std::vector<const CourseKindEditor *> &courseKindEditors();
// The editor of kind `kindId`, or nullptr.
const CourseKindEditor *findCourseKindEditor(const QString &kindId);

} // namespace cw
