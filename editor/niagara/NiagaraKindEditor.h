#pragma once

#include "NiagaraCanvas.h"
#include "NiagaraPropertiesPanel.h"
#include "NiagaraRiverDocument.h"
#include "core/CourseKindEditorOf.h"

namespace cw::niagara {

// The course editor's "niagara-river" kind: NiagaraRiverDocument, NiagaraCanvas and
// NiagaraPropertiesPanel. Its palette is empty: a river's parts are fields of the Properties
// panel, not pieces to add.
class NiagaraKindEditor : public CourseKindEditorOf<NiagaraRiver, NiagaraRiverDocument,
                                                    NiagaraCanvas, NiagaraPropertiesPanel> {
public:
    QString kindId() const override { return QStringLiteral("niagara-river"); }
    QList<PaletteEntry> paletteEntries() const override { return {}; }
};

} // namespace cw::niagara
