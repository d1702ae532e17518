#pragma once

#include <QString>

namespace cw {

// What is selected in a course being edited, in the kind's own terms: an element type the kind
// names ("lane", "splitLine" for rowing) and its index. The empty selection stands for the course
// itself (its properties are shown then).
struct CourseSelection {
    QString element; // empty: the course as a whole
    int index = -1;

    bool isEmpty() const { return element.isEmpty(); }
    bool is(const QString &type) const { return element == type && index >= 0; }
    bool operator==(const CourseSelection &) const = default;
};

} // namespace cw
