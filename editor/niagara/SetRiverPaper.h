#pragma once

#include "NiagaraRiverCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Sets the paper and orientation the river prints on (its `page`; the river's print sizes are
// fixed by NiagaraRiverGeometry, so this is its whole print layout).
class SetRiverPaper : public NiagaraRiverCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::SetRiverPaper)

public:
    SetRiverPaper(NiagaraRiverDocument *document, const PageSpec &page);

protected:
    void swap(NiagaraRiver &river) override;

private:
    PageSpec m_page;
};

} // namespace cw::niagara
