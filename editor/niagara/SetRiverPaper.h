#pragma once

#include "NiagaraCourseCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Sets the paper and orientation the river prints on (its `page`; the river's print sizes are
// fixed by NiagaraCourseGeometry, so this is its whole print layout).
class SetRiverPaper : public NiagaraCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::SetRiverPaper)

public:
    SetRiverPaper(NiagaraCourseDocument *document, const PageSpec &page);

protected:
    void swap(NiagaraCourse &river) override;

private:
    PageSpec m_page;
};

} // namespace cw::niagara
