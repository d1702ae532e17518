#pragma once

#include "NiagaraCourseCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Renames the river. Consecutive renames with the same non-zero `mergeKey` (typing in one field)
// merge into one step.
class RenameNiagaraRiver : public NiagaraCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::RenameNiagaraRiver)

public:
    RenameNiagaraRiver(NiagaraCourseDocument *document, const QString &name, int mergeKey = 0);

    int id() const override { return RenameNiagaraRiverId; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void swap(NiagaraCourse &river) override;

private:
    QString m_name;
    int m_mergeKey;
};

} // namespace cw::niagara
