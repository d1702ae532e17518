#pragma once

#include "RowingCanvas.h"
#include "RowingCourseDocument.h"
#include "RowingPropertiesPanel.h"
#include "core/CourseKindEditorOf.h"

#include <QCoreApplication>

namespace cw::rowing {

// The course editor's rowing kind: RowingCourseDocument, RowingCanvas, RowingPropertiesPanel and
// a palette with the split line.
class RowingKindEditor : public CourseKindEditorOf<RowingCourse, RowingCourseDocument, RowingCanvas,
                                                   RowingPropertiesPanel> {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingKindEditor)

public:
    QString kindId() const override { return QStringLiteral("rowing"); }
    QList<PaletteEntry> paletteEntries() const override;
};

} // namespace cw::rowing
