#include "NiagaraSetRiverShape.h"

#include "NiagaraCourseDocument.h"

#include <utility>

namespace cw::niagara {

namespace {

// `label` of `from` on a river of `to`'s lengths: empty when that river lacks its space.
QString remapped(const QString &label, const NiagaraCourse &from, const NiagaraCourse &to)
{
    const int space = from.spaceIndex(label);
    if (space < 0)
        return label;
    if (space < from.mainLength)
        return space < to.mainLength ? to.spaceLabel(space) : QString();
    if (space < from.mainLength + from.leftArm) {
        const int step = space - from.mainLength;
        return step < to.leftArm ? to.spaceLabel(to.mainLength + step) : QString();
    }
    const int step = space - from.mainLength - from.leftArm;
    return step < to.rightArm ? to.spaceLabel(to.mainLength + to.leftArm + step) : QString();
}

} // namespace

NiagaraSetRiverShape::NiagaraSetRiverShape(NiagaraCourseDocument *document, int mainLength,
                                           int leftArm, int rightArm)
    : NiagaraCourseCommand(document), m_mainLength(mainLength), m_leftArm(leftArm),
      m_rightArm(rightArm)
{
    setText(tr("Set River to %1 + %2 / %3 Spaces").arg(mainLength).arg(leftArm).arg(rightArm));
    const NiagaraCourse &from = document->course();
    NiagaraCourse to = from;
    to.mainLength = mainLength;
    to.leftArm = leftArm;
    to.rightArm = rightArm;
    for (int colour = 0; colour < GemColours; ++colour)
        for (const QString &label : from.places[std::size_t(colour)])
            if (const QString moved = remapped(label, from, to); !moved.isEmpty())
                m_places[std::size_t(colour)].append(moved);
}

void NiagaraSetRiverShape::swap(NiagaraCourse &river)
{
    std::swap(river.mainLength, m_mainLength);
    std::swap(river.leftArm, m_leftArm);
    std::swap(river.rightArm, m_rightArm);
    std::swap(river.places, m_places);
}

} // namespace cw::niagara
