#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Renames the road. Consecutive renames with the same non-zero `mergeKey` (typing in one field)
// merge into one step.
class RenameRoad : public CourseSwapCommand<VisionsCourseDocument, VisionsCourse> {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::RenameRoad)

public:
    RenameRoad(VisionsCourseDocument *document, const QString &name, int mergeKey = 0);

    int id() const override { return RenameRoadId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(VisionsCourse &road) override;

private:
    QString m_name;
    int m_mergeKey;
};

} // namespace cw::visions
