#pragma once

#include "NiagaraCourseCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Sets the weather track's lowest and highest steps.
class NiagaraSetWeatherRange : public NiagaraCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraSetWeatherRange)

public:
    NiagaraSetWeatherRange(NiagaraCourseDocument *document, int min, int max);

protected:
    void swap(NiagaraCourse &river) override;

private:
    int m_min, m_max;
};

} // namespace cw::niagara
