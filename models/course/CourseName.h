#pragma once

#include <QJsonObject>
#include <QString>

namespace cw {

// The name a course is shown by. A course file's "name" is its designer's, in one language; the
// courses that come with the program (:/courses/<file>.json) have names in every language of the
// interface, translated in the context "cw::CourseName" by the file's base name
// ("rowing-standard"). Each game's folder declares the base names of its built-in courses with
// QT_TRANSLATE_NOOP("cw::CourseName", …) beside its course kind, so that lupdate finds them.
class CourseName {
public:
    static constexpr const char *Context = "cw::CourseName";

    // `course`'s name for people: for a course read from `source` under :/courses/, its
    // translation when the interface language has one; else the file's own "name".
    static QString of(const QJsonObject &course, const QString &source);
    // The name of a blank course (CourseKind::blank), translated: "Untitled".
    static QString untitled();
};

} // namespace cw
