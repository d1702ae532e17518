#include "SalmonCourseEdits.h"

#include <algorithm>
#include <cstdlib>

namespace cw::salmon::edits {

std::vector<int> alignedShiftsAt(const SalmonCourse &river, int index)
{
    if (index <= 0 || index >= int(river.boards.size()))
        return {};
    const SalmonRiverBoard *previous = river.findBoard(river.boards[std::size_t(index - 1)].board);
    const SalmonRiverBoard *next = river.findBoard(river.boards[std::size_t(index)].board);
    if (!previous || !next)
        return {};
    return alignedShifts(*previous, *next);
}

std::optional<int> nearestAlignedShift(const SalmonCourse &river, int index, int wanted)
{
    std::optional<int> best;
    for (int shift : alignedShiftsAt(river, index))
        if (!best || std::abs(shift - wanted) < std::abs(*best - wanted) ||
            (std::abs(shift - wanted) == std::abs(*best - wanted) && shift < *best))
            best = shift;
    return best;
}

void realign(SalmonCourse &river, int from)
{
    for (int i = std::max(from, 1); i < int(river.boards.size()); ++i) {
        BoardPlacement &placement = river.boards[std::size_t(i)];
        const std::vector<int> aligned = alignedShiftsAt(river, i);
        if (aligned.empty() ||
            std::find(aligned.begin(), aligned.end(), placement.shift) != aligned.end())
            continue;
        placement.shift = *nearestAlignedShift(river, i, placement.shift);
    }
}

void pruneCustomBoards(SalmonCourse &river)
{
    std::erase_if(river.customBoards, [&](const SalmonRiverBoard &custom) {
        return std::none_of(river.boards.begin(), river.boards.end(),
                            [&](const BoardPlacement &p) { return p.board == custom.id; });
    });
}

namespace {
void embed(SalmonCourse &river, const SalmonRiverBoard *custom)
{
    if (custom && std::none_of(river.customBoards.begin(), river.customBoards.end(),
                               [&](const SalmonRiverBoard &b) { return b.id == custom->id; }))
        river.customBoards.push_back(*custom);
}
} // namespace

SalmonCourse withBoardInserted(const SalmonCourse &river, int index, const QString &board,
                               const SalmonRiverBoard *custom)
{
    SalmonCourse changed = river;
    embed(changed, custom);
    index = std::clamp(index, 0, int(changed.boards.size()));
    changed.boards.insert(changed.boards.begin() + index, BoardPlacement{board, 0});
    const std::vector<int> aligned = alignedShiftsAt(changed, index);
    if (!aligned.empty())
        changed.boards[std::size_t(index)].shift = aligned.front();
    realign(changed, index + 1);
    return changed;
}

SalmonCourse withBoardRemoved(const SalmonCourse &river, int index)
{
    SalmonCourse changed = river;
    if (index < 0 || index >= int(changed.boards.size()))
        return changed;
    changed.boards.erase(changed.boards.begin() + index);
    pruneCustomBoards(changed);
    realign(changed, index);
    return changed;
}

SalmonCourse withBoardMoved(const SalmonCourse &river, int from, int to)
{
    SalmonCourse changed = river;
    const int count = int(changed.boards.size());
    if (from < 0 || from >= count || to < 0 || to >= count || from == to)
        return changed;
    const BoardPlacement moved = changed.boards[std::size_t(from)];
    changed.boards.erase(changed.boards.begin() + from);
    changed.boards.insert(changed.boards.begin() + to, moved);
    realign(changed, std::min(from, to));
    return changed;
}

SalmonCourse withBoardReplaced(const SalmonCourse &river, int index, const QString &board,
                               const SalmonRiverBoard *custom)
{
    SalmonCourse changed = river;
    if (index < 0 || index >= int(changed.boards.size()))
        return changed;
    embed(changed, custom);
    changed.boards[std::size_t(index)].board = board;
    pruneCustomBoards(changed);
    realign(changed, index);
    return changed;
}

} // namespace cw::salmon::edits
