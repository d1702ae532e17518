#pragma once

#include "NiagaraCanvas.h"
#include "NiagaraCourseDocument.h"
#include "NiagaraPropertiesPanel.h"
#include "core/CourseKindEditorOf.h"

#include <QCoreApplication>

namespace cw::niagara {

// The course editor's "niagara-river" kind: NiagaraCourseDocument, NiagaraCanvas and
// NiagaraPropertiesPanel. Its palette holds only a note: a river's parts are fields of the
// Properties panel, not pieces to add.
class NiagaraKindEditor : public CourseKindEditorOf<NiagaraCourse, NiagaraCourseDocument,
                                                    NiagaraCanvas, NiagaraPropertiesPanel> {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraKindEditor)

public:
    QString kindId() const override { return QStringLiteral("niagara-river"); }
    QList<PaletteEntry> paletteEntries() const override;
};

} // namespace cw::niagara
