#pragma once

#include "SalmonCourseCommand.h"
#include "core/UndoCommandIds.h"

namespace cw::salmon {

// Renames the river. Consecutive renames with the same non-zero `mergeKey` (typing in one field)
// merge into one step.
class RenameRiver : public SalmonCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::RenameRiver)

public:
    RenameRiver(SalmonCourseDocument *document, const QString &name, int mergeKey = 0);

    int id() const override { return RenameRiverId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(SalmonCourse &river) override;

private:
    QString m_name;
    int m_mergeKey;
};

} // namespace cw::salmon
