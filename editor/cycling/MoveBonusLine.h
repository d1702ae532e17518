#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Moves bonus line `line` onto the row boundary `row` of placement `placement`. Successive moves
// of one drag (the same `mergeKey`, not 0) merge into one step.
class MoveBonusLine : public RoadTilesCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::MoveBonusLine)

public:
    MoveBonusLine(CyclingRoadDocument *document, int line, int placement, int row, int mergeKey);

    int id() const override { return m_mergeKey ? MoveBonusLineId : -1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_line;
    int m_mergeKey;
};

} // namespace cw::cycling
