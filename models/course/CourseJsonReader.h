#pragma once

#include "CourseProblem.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace cw {

// Reads the fields of a course object and records one CourseProblem per defect, named by the
// field's JSON path ("print.laneMm", "splitLines[2].metres"). Each reader leaves *out untouched
// and returns true when an optional field is absent; it returns false when the value is there but
// wrong, or absent and required. Nothing here throws or trusts the input's size.
class CourseJsonReader {
    Q_DECLARE_TR_FUNCTIONS(cw::CourseJsonReader)

public:
    explicit CourseJsonReader(CourseProblems *problems) : m_problems(problems) {}

    // "parent.key", or "key" at the top level.
    static QString path(const QString &parent, const QString &key);
    // "parent[index]".
    static QString path(const QString &parent, qsizetype index);

    bool wholeNumber(const QJsonObject &object, const QString &parent, const QString &key,
                     bool required, int minimum, int maximum, int *out);
    bool number(const QJsonObject &object, const QString &parent, const QString &key, bool required,
                double minimum, double maximum, double *out);
    bool string(const QJsonObject &object, const QString &parent, const QString &key, bool required,
                int maxLength, QString *out);
    bool boolean(const QJsonObject &object, const QString &parent, const QString &key,
                 bool required, bool *out);
    // The array at `key` when it is one with at most maxSize elements; nullopt otherwise (a
    // problem is recorded unless it is absent and optional).
    std::optional<QJsonArray> array(const QJsonObject &object, const QString &parent,
                                    const QString &key, bool required, qsizetype maxSize);
    // The object at `key`, the same way.
    std::optional<QJsonObject> object(const QJsonObject &object, const QString &parent,
                                      const QString &key, bool required);
    // Records a problem found by the caller.
    void fail(const QString &path, const QString &message);

private:
    // A field that is not there: a problem when it is required. Returns whether that is fine.
    bool absent(const QString &parent, const QString &key, bool required);

    CourseProblems *m_problems;
};

} // namespace cw
