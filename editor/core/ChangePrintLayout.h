#pragma once

#include "CourseSwapCommand.h"

#include <QCoreApplication>

#include <utility>

namespace cw {

// Sets how a course is printed: its `print` member (sizes in millimetres, paper, orientation),
// whatever the kind keeps there.
template <class Document, class Course>
class ChangePrintLayout : public CourseSwapCommand<Document, Course> {
public:
    using Layout = decltype(Course::print);

    ChangePrintLayout(Document *document, const Layout &layout)
        : CourseSwapCommand<Document, Course>(document), m_layout(layout)
    {
        this->setText(QCoreApplication::translate("cw::ChangePrintLayout", "Change Print Layout"));
    }

protected:
    void swap(Course &course) override { std::swap(course.print, m_layout); }

private:
    Layout m_layout;
};

} // namespace cw
