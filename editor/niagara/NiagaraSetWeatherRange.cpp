#include "NiagaraSetWeatherRange.h"

#include "NiagaraCourseDocument.h"

#include <utility>

namespace cw::niagara {

NiagaraSetWeatherRange::NiagaraSetWeatherRange(NiagaraCourseDocument *document, int min, int max)
    : NiagaraCourseCommand(document), m_min(min), m_max(max)
{
    setText(tr("Set Weather Track to %1…%2").arg(min).arg(max));
}

void NiagaraSetWeatherRange::swap(NiagaraCourse &river)
{
    std::swap(river.weatherMin, m_min);
    std::swap(river.weatherMax, m_max);
}

} // namespace cw::niagara
