#include "SetSpacePlace.h"

#include "NiagaraCourseDocument.h"
#include "niagara/NiagaraCoursePainter.h"

#include <utility>

namespace cw::niagara {

SetSpacePlace::SetSpacePlace(NiagaraCourseDocument *document, const QString &space, int colour)
    : NiagaraCourseCommand(document), m_places(document->course().places)
{
    for (QStringList &spaces : m_places)
        spaces.removeAll(space);
    if (colour >= 0 && colour < GemColours) {
        m_places[std::size_t(colour)].append(space);
        setText(tr("Put Space %1 Beside the %2 Place")
                    .arg(space, NiagaraCoursePainter::gemTitle(colour)));
    } else {
        setText(tr("Take Space %1 from Its Place").arg(space));
    }
}

void SetSpacePlace::swap(NiagaraCourse &river)
{
    std::swap(river.places, m_places);
}

} // namespace cw::niagara
