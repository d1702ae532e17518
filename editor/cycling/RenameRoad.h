#pragma once

#include "CyclingRoadCommand.h"

#include <QCoreApplication>

namespace cw::cycling {

// Renames the road. Consecutive renames with the same non-zero `mergeKey` (typing in one field)
// merge into one step.
class RenameRoad : public CourseSwapCommand<CyclingRoadDocument, CyclingRoad> {
    Q_DECLARE_TR_FUNCTIONS(cw::cycling::RenameRoad)

public:
    RenameRoad(CyclingRoadDocument *document, const QString &name, int mergeKey = 0);

    int id() const override { return RenameRoadId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(CyclingRoad &road) override;

private:
    QString m_name;
    int m_mergeKey;
};

} // namespace cw::cycling
