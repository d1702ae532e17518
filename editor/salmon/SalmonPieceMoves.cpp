#include "SalmonPieceMoves.h"

#include "salmon/SalmonCourseValidator.h"

namespace cw::salmon {

SalmonPieceMoves::Outcome SalmonPieceMoves::moveBoard(int from, int to) const
{
    Outcome outcome;
    const int count = int(m_river.boards.size());
    if (from < 0 || from >= count || to < 0 || to >= count || from == to)
        return outcome;
    const QString id = m_river.boards[std::size_t(from)].board;
    if (const SalmonRiverBoard *board = m_river.findBoard(id)) {
        const QStringList problems = SalmonCourseValidator::orderProblems(board->role, to, count);
        if (!problems.isEmpty()) {
            outcome.text =
                tr("Board %1 (%2) cannot go to place %3: %4")
                    .arg(QString::number(from + 1), id, QString::number(to + 1), problems.first());
            return outcome;
        }
    }
    outcome.possible = true;
    outcome.text = tr("Move board %1 (%2) to place %3")
                       .arg(QString::number(from + 1), id, QString::number(to + 1));
    return outcome;
}

} // namespace cw::salmon
