#pragma once

#include "CourseSwapCommand.h"

#include <QString>

namespace cw {

// One undo step that replaces the whole course by another of its kind (applying a variation
// from Find a Fairer Course): redo and undo swap the two courses. `Document` is a
// CourseDocumentOf<Course>.
template <class Document, class Course>
class ReplaceWholeCourse : public CourseSwapCommand<Document, Course> {
public:
    ReplaceWholeCourse(Document *document, const Course &course, const QString &text)
        : CourseSwapCommand<Document, Course>(document), m_course(course)
    {
        this->setText(text);
    }

protected:
    void swap(Course &course) override { std::swap(course, m_course); }

private:
    Course m_course;
};

} // namespace cw
