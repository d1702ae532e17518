#pragma once

#include "RowingCourseCommand.h"
#include "core/UndoCommandIds.h"

namespace cw::rowing {

// Renames lane `lane` (from 0); an empty name shows as "Lane N". Consecutive renames of the same
// lane with the same non-zero `mergeKey` (typing in one field) merge into one step.
class RenameLane : public RowingCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RenameLane)

public:
    RenameLane(RowingCourseDocument *document, int lane, const QString &name, int mergeKey = 0);

    int id() const override { return RenameLaneId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(RowingCourse &course) override;

private:
    std::size_t m_lane;
    QString m_name;
    int m_mergeKey;
};

} // namespace cw::rowing
