#include "CourseKindEditors.h"

#include "CourseKindEditor.h"
#include "core/Registry.h"

#include <algorithm>

namespace cw {

const std::vector<const CourseKindEditor *> &courseKindEditors()
{
    return Registry<const CourseKindEditor *>::entries();
}

const CourseKindEditor *findCourseKindEditor(const QString &kindId)
{
    const auto &editors = courseKindEditors();
    const auto it = std::find_if(editors.begin(), editors.end(),
                                 [&](const CourseKindEditor *e) { return e->kindId() == kindId; });
    return it == editors.end() ? nullptr : *it;
}

} // namespace cw
