#pragma once

#include "core/CourseKindEditor.h"

#include <QCoreApplication>

namespace cw::rowing {

// The course editor's rowing kind: RowingCourseDocument, RowingCanvas, RowingPropertiesPanel and
// a palette with the split line.
class RowingKindEditor : public CourseKindEditor {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingKindEditor)

public:
    QString kindId() const override { return QStringLiteral("rowing"); }
    std::unique_ptr<CourseDocument> createDocument(const QJsonObject &course,
                                                   CourseProblems *problems) const override;
    CourseCanvas *createCanvas(CourseDocument *document, QWidget *parent) const override;
    QWidget *createPropertiesPanel(CourseDocument *document, QWidget *parent) const override;
    QList<PaletteEntry> paletteEntries() const override;
};

} // namespace cw::rowing
