// What this folder adds to the editor's shared lists (core/Registry.h): its course kind's editor
// and the course lab's heat map on its canvas.
#include "RowingKindEditor.h"
#include "RowingLabHeat.h"
#include "core/Registry.h"

CW_REGISTER(const cw::CourseKindEditor *, [] {
    static const cw::rowing::RowingKindEditor editor;
    return static_cast<const cw::CourseKindEditor *>(&editor);
});
CW_REGISTER(const cw::LabHeatLayer *, [] {
    static const cw::rowing::RowingLabHeat layer;
    return static_cast<const cw::LabHeatLayer *>(&layer);
});
