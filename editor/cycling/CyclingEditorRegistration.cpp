// What this folder adds to the editor's shared lists (core/Registry.h): its course kind's editor.
#include "CyclingKindEditor.h"
#include "core/Registry.h"

CW_REGISTER(const cw::CourseKindEditor *, [] {
    static const cw::cycling::CyclingKindEditor editor;
    return static_cast<const cw::CourseKindEditor *>(&editor);
});
