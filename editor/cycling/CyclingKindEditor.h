#pragma once

#include "CyclingCanvas.h"
#include "CyclingPropertiesPanel.h"
#include "CyclingRoadDocument.h"
#include "core/CourseKindEditorOf.h"

#include <QCoreApplication>

namespace cw::cycling {

// The course editor's Visions of Rainbows road kind ("cycling-road"): CyclingRoadDocument,
// CyclingCanvas, CyclingPropertiesPanel, and the palette: the two bonus lines (RULINGS.md, "The
// road": sprint and Monarch of the Mountain), then every side of every built-in tile and of the
// user's own tiles (UserTileLibrary, marked as theirs), each with a thumbnail drawn by
// RoadPainter and filters by shape and terrain. Where a click or a drop puts them is
// RoadPaletteDrop's.
class CyclingKindEditor : public CourseKindEditorOf<CyclingRoad, CyclingRoadDocument, CyclingCanvas,
                                                    CyclingPropertiesPanel> {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::CyclingKindEditor)

public:
    QString kindId() const override { return QStringLiteral("cycling-road"); }
    QList<PaletteEntry> paletteEntries() const override;
    // "flats", "mountain", …, translated.
    static QString terrainName(RoadTerrain terrain);
};

} // namespace cw::cycling
