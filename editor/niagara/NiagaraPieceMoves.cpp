#include "NiagaraPieceMoves.h"

#include "niagara/NiagaraCoursePainter.h"

namespace cw::niagara {

int NiagaraPieceMoves::rowOf(int space) const
{
    if (space >= m_river.mainLength + m_river.leftArm)
        return 1;
    return space >= m_river.mainLength ? -1 : 0;
}

int NiagaraPieceMoves::columnOf(int space) const
{
    // The arms continue the main channel's columns (NiagaraCourseGeometry).
    return rowOf(space) == 1 ? space - m_river.leftArm : space;
}

int NiagaraPieceMoves::spaceAtCell(int column, int row) const
{
    const auto within = [&](int first, int length) {
        return column >= first && column < first + length;
    };
    if (row == 0 && within(0, m_river.mainLength))
        return column;
    if (row == -1 && within(m_river.mainLength, m_river.leftArm))
        return column;
    if (row == 1 && within(m_river.mainLength, m_river.rightArm))
        return column + m_river.leftArm;
    return -1;
}

int NiagaraPieceMoves::spaceBeside(int space, int columns, int rows) const
{
    if (space < 0 || space >= m_river.spaceCount())
        return -1;
    return spaceAtCell(columnOf(space) + columns, rowOf(space) + rows);
}

NiagaraPieceMoves::Outcome NiagaraPieceMoves::movePlace(int colour, int space) const
{
    Outcome outcome;
    if (colour < 0 || colour >= GemColours || space < 0 || space >= m_river.spaceCount())
        return outcome;
    const QString title = NiagaraCoursePainter::gemTitle(colour);
    QList<int> from;
    for (const QString &label : m_river.places[std::size_t(colour)])
        if (const int index = m_river.spaceIndex(label); index >= 0 && !from.contains(index))
            from.append(index);
    QList<int> to;
    if (from.size() <= 1) {
        to = {space};
    } else {
        const int columns = columnOf(space) - columnOf(from.first());
        for (int index : from) {
            const int moved = spaceBeside(index, columns, 0);
            if (moved < 0) {
                outcome.text = tr("The %1 place cannot go there: space %2 would leave the river")
                                   .arg(title, m_river.spaceName(index));
                return outcome;
            }
            to.append(moved);
        }
    }
    if (to == from) {
        outcome.text = tr("The %1 place stays where it is").arg(title);
        return outcome;
    }
    QStringList names;
    for (int index : to) {
        const QString label = m_river.spaceLabel(index);
        for (int other = 0; other < GemColours; ++other)
            if (other != colour && m_river.places[std::size_t(other)].contains(label)) {
                outcome.text = tr("The %1 place cannot go beside space %2: the %3 place is there")
                                   .arg(title, m_river.spaceName(index),
                                        NiagaraCoursePainter::gemTitle(other));
                return outcome;
            }
        outcome.spaces.append(label);
        names.append(m_river.spaceName(index));
    }
    outcome.possible = true;
    outcome.text = tr("Move the %1 place beside space %2").arg(title, names.join(tr(" and ")));
    return outcome;
}

NiagaraPieceMoves::Outcome NiagaraPieceMoves::setArmLength(int arm, int length) const
{
    Outcome outcome;
    outcome.length = length;
    const int current = arm == 0 ? m_river.leftArm : m_river.rightArm;
    const QString name = arm == 0 ? tr("Left arm") : tr("Right arm");
    if (length == current) {
        outcome.text = tr("The %1 stays at %n space(s)", nullptr, length).arg(name);
    } else if (length < 1) {
        outcome.text = tr("The %1 cannot be shorter than one space").arg(name);
    } else if (length > NiagaraCourse::MaxArm) {
        outcome.text =
            tr("The %1 cannot be longer than %n space(s)", nullptr, NiagaraCourse::MaxArm)
                .arg(name);
    } else {
        outcome.possible = true;
        outcome.text = tr("Make the %1 %n space(s) long", nullptr, length).arg(name);
    }
    return outcome;
}

} // namespace cw::niagara
