#pragma once

#include "VisionsCourseCommand.h"

#include <QCoreApplication>

namespace cw::visions {

// Moves bonus line `line` onto the row boundary `row` of placement `placement`. Successive moves
// of one drag (the same `mergeKey`, not 0) merge into one step.
class VisionsMoveBonusLine : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsMoveBonusLine)

public:
    VisionsMoveBonusLine(VisionsCourseDocument *document, int line, int placement, int row,
                         int mergeKey);

    int id() const override { return m_mergeKey ? MoveBonusLineId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_line;
    int m_mergeKey;
};

} // namespace cw::visions
