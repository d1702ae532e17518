// What this folder adds to the editor's shared lists (core/Registry.h): its course kind's editor
// and the course lab's heat map on its canvas.
#include "VisionsKindEditor.h"
#include "VisionsLabHeat.h"
#include "core/Registry.h"

CW_REGISTER(const cw::CourseKindEditor *, [] {
    static const cw::visions::VisionsKindEditor editor;
    return static_cast<const cw::CourseKindEditor *>(&editor);
});
CW_REGISTER(const cw::LabHeatLayer *, [] {
    static const cw::visions::VisionsLabHeat layer;
    return static_cast<const cw::LabHeatLayer *>(&layer);
});
