#pragma once

#include "NiagaraRiverCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Sets how many gems each discovery place holds at setup.
class SetGemsPerColour : public NiagaraRiverCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::SetGemsPerColour)

public:
    SetGemsPerColour(NiagaraRiverDocument *document, int gems);

protected:
    void swap(NiagaraRiver &river) override;

private:
    int m_gems;
};

} // namespace cw::niagara
