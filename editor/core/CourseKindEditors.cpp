#include "CourseKindEditors.h"

#include "CourseKindEditor.h"
#include "cycling/CyclingKindEditor.h"
#include "niagara/NiagaraKindEditor.h"
#include "rowing/RowingKindEditor.h"
#include "salmon/SalmonKindEditor.h"

#include <algorithm>

namespace cw {

const std::vector<const CourseKindEditor *> &courseKindEditors()
{
    // One line per course kind. Explicit, because static-initialiser registration is silently
    // dropped from static libraries.
    static const rowing::RowingKindEditor rowingEditor;
    static const salmon::SalmonKindEditor salmonEditor;
    static const cycling::CyclingKindEditor cyclingEditor;
    static const niagara::NiagaraKindEditor niagaraEditor;
    static const std::vector<const CourseKindEditor *> editors = {
        &rowingEditor,
        &salmonEditor,
        &cyclingEditor,
        &niagaraEditor,
    };
    return editors;
}

const CourseKindEditor *findCourseKindEditor(const QString &kindId)
{
    const auto &editors = courseKindEditors();
    const auto it = std::find_if(editors.begin(), editors.end(),
                                 [&](const CourseKindEditor *e) { return e->kindId() == kindId; });
    return it == editors.end() ? nullptr : *it;
}

} // namespace cw
