#pragma once

#include "NiagaraRiverCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Sets the weather track's lowest and highest steps.
class SetWeatherRange : public NiagaraRiverCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::SetWeatherRange)

public:
    SetWeatherRange(NiagaraRiverDocument *document, int min, int max);

protected:
    void swap(NiagaraRiver &river) override;

private:
    int m_min, m_max;
};

} // namespace cw::niagara
