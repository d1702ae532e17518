#pragma once

#include "CourseDocument.h"
#include "ReplaceWholeCourse.h"
#include "course/CourseProblem.h"

#include <QUndoStack>

#include <optional>

namespace cw {

// A kind's document holding its course model by value (RowingCourseDocument holds a
// RowingCourse, SalmonCourseDocument a SalmonCourse). Undo commands replace the course through
// setCourse() (CourseSwapCommand); everything else reads it.
template <class Course>
class CourseDocumentOf : public CourseDocument {
public:
    const Course &course() const { return m_course; }

    // For undo commands: replaces the course, lets the kind bring what it derives from it up to
    // date (courseReplaced()), then emits changed().
    void setCourse(const Course &course)
    {
        m_course = course;
        courseReplaced();
        emit changed();
    }

    bool replaceCourse(const QJsonObject &json, const QString &text) override
    {
        CourseProblems problems;
        const std::optional<Course> course = Course::read(json, &problems);
        if (!course)
            return false;
        undoStack()->push(
            new ReplaceWholeCourse<CourseDocumentOf<Course>, Course>(this, *course, text));
        return true;
    }

protected:
    explicit CourseDocumentOf(const Course &course, QObject *parent = nullptr)
        : CourseDocument(parent), m_course(course)
    {
    }

    // Called by setCourse() before changed(): rebuild derived data, and unselect an element
    // that no longer exists.
    virtual void courseReplaced() {}

private:
    Course m_course;
};

} // namespace cw
