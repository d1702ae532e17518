#pragma once

#include "CyclingCanvas.h"
#include "CyclingPropertiesPanel.h"
#include "CyclingRoadDocument.h"
#include "core/CourseKindEditorOf.h"

#include <QCoreApplication>

namespace cw::cycling {

// The course editor's Visions of Rainbows road kind ("cycling-road"): CyclingRoadDocument,
// CyclingCanvas, CyclingPropertiesPanel, and the palette as the tile library: every side of every
// built-in tile and then of the user's own tiles (UserTileLibrary, marked as theirs), with a
// thumbnail drawn by RoadPainter. Clicking one adds it after the selected
// tile; dropping one on a tile replaces that tile.
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
