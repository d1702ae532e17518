#pragma once

#include "SalmonRiverCommand.h"
#include "core/UndoCommandIds.h"

namespace cw::salmon {

// Renames the river. Consecutive renames with the same non-zero `mergeKey` (typing in one field)
// merge into one step.
class RenameRiver : public SalmonRiverCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::RenameRiver)

public:
    RenameRiver(SalmonRiverDocument *document, const QString &name, int mergeKey = 0);

    int id() const override { return RenameRiverId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(SalmonRiver &river) override;

private:
    QString m_name;
    int m_mergeKey;
};

} // namespace cw::salmon
