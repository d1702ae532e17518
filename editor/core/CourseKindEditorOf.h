#pragma once

#include "CourseKindEditor.h"

#include <QJsonObject>

#include <memory>
#include <optional>

namespace cw {

// The parts of a CourseKindEditor that follow from the kind's types: its course model (read by
// Course::read), its document (made from a Course), its canvas and its Properties panel (made
// from the document and a parent). A kind derives from it and adds its id and palette.
template <class Course, class Document, class Canvas, class PropertiesPanel>
class CourseKindEditorOf : public CourseKindEditor {
public:
    std::unique_ptr<CourseDocument> createDocument(const QJsonObject &course,
                                                   CourseProblems *problems) const override
    {
        const std::optional<Course> read = Course::read(course, problems);
        return read ? std::make_unique<Document>(*read) : nullptr;
    }

    CourseCanvas *createCanvas(CourseDocument *document, QWidget *parent) const override
    {
        return new Canvas(static_cast<Document *>(document), parent);
    }

    QWidget *createPropertiesPanel(CourseDocument *document, QWidget *parent) const override
    {
        return new PropertiesPanel(static_cast<Document *>(document), parent);
    }
};

} // namespace cw
