#pragma once

#include "RowingCourseCommand.h"
#include "core/UndoCommandIds.h"

namespace cw::rowing {

// Renames the course. Consecutive renames with the same non-zero `mergeKey` (typing in one field)
// merge into one step.
class RenameCourse : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RenameCourse)

public:
    RenameCourse(RowingCourseDocument *document, const QString &name, int mergeKey = 0);

    int id() const override { return RenameCourseId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(RowingCourse &course) override;

private:
    QString m_name;
    int m_mergeKey;
};

} // namespace cw::rowing
