#pragma once

#include "VisionsCanvas.h"
#include "VisionsCourseDocument.h"
#include "VisionsPropertiesPanel.h"
#include "core/CourseKindEditorOf.h"

#include <QCoreApplication>

namespace cw::visions {

// The course editor's Visions of Rainbows road kind ("visions-road"): VisionsCourseDocument,
// VisionsCanvas, VisionsPropertiesPanel, and the palette: the two bonus lines
// (docs/rules/visions.md, "Bonus lines and game length": sprint and Monarch of the Mountain), then
// every side of every built-in tile and of the user's own tiles (VisionsUserTileLibrary, marked as
// theirs), each with a thumbnail drawn by VisionsCoursePainter and filters by shape and terrain.
// Where a click or a drop puts them is VisionsPaletteDrop's.
class VisionsKindEditor : public CourseKindEditorOf<VisionsCourse, VisionsCourseDocument,
                                                    VisionsCanvas, VisionsPropertiesPanel> {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsKindEditor)

public:
    QString kindId() const override { return QStringLiteral("visions-road"); }
    QList<PaletteEntry> paletteEntries() const override;
    // "flats", "mountain", …, translated.
    static QString terrainName(RoadTerrain terrain);
};

} // namespace cw::visions
