#pragma once

#include "SalmonCanvas.h"
#include "SalmonCourseDocument.h"
#include "SalmonPropertiesPanel.h"
#include "core/CourseKindEditorOf.h"

#include <QCoreApplication>

namespace cw::salmon {

// The course editor's Salmon Run river kind ("salmon-river"): SalmonCourseDocument, SalmonCanvas,
// SalmonPropertiesPanel, and the palette as the board library: every built-in board side and
// then the user's own boards (SalmonUserBoardLibrary), each with a thumbnail drawn by
// SalmonCoursePainter.
class SalmonKindEditor : public CourseKindEditorOf<SalmonCourse, SalmonCourseDocument, SalmonCanvas,
                                                   SalmonPropertiesPanel> {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonKindEditor)

public:
    QString kindId() const override { return QStringLiteral("salmon-river"); }
    QList<PaletteEntry> paletteEntries() const override;
    // Export for Tiled… (SalmonTmxExportAction).
    QList<QAction *> createFileActions(CourseDocument *document, QWidget *parent) const override;
};

} // namespace cw::salmon
