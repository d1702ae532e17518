#include "SalmonCourseVariations.h"

#include "SalmonBoardLibrary.h"
#include "SalmonCourse.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>

namespace cw::salmon {

namespace {

class SalmonCourseVariations {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonCourseVariations)

public:
    static std::vector<CourseVariation> variations(const QJsonObject &json);
};

// The other side of `board`'s sheet in the built-in library, or nullptr (a custom board is a sheet
// of its own).
const SalmonRiverBoard *otherSide(const SalmonRiverBoard &board)
{
    for (const SalmonRiverBoard &side : SalmonBoardLibrary::all())
        if (side.sheet == board.sheet && side.id != board.id)
            return &side;
    return nullptr;
}

// Joints from board `from` on that no longer line up take the aligned shift nearest to theirs.
void realign(SalmonCourse &river, std::size_t from)
{
    for (std::size_t i = std::max<std::size_t>(from, 1); i < river.boards.size(); ++i) {
        const SalmonRiverBoard *previous = river.findBoard(river.boards[i - 1].board);
        const SalmonRiverBoard *next = river.findBoard(river.boards[i].board);
        if (!previous || !next || jointLinesUp(*previous, *next, river.boards[i].shift))
            continue;
        const std::vector<int> shifts = alignedShifts(*previous, *next);
        const int shift = river.boards[i].shift;
        const auto nearest = std::min_element(shifts.begin(), shifts.end(), [&](int a, int b) {
            return std::abs(a - shift) < std::abs(b - shift) ||
                   (std::abs(a - shift) == std::abs(b - shift) && a < b);
        });
        if (nearest != shifts.end())
            river.boards[i].shift = *nearest;
    }
}

std::vector<CourseVariation> SalmonCourseVariations::variations(const QJsonObject &json)
{
    CourseProblems problems;
    const std::optional<SalmonCourse> river = SalmonCourse::read(json, &problems);
    std::vector<CourseVariation> out;
    if (!river)
        return out;
    const auto vary = [&](SalmonCourse changed, std::size_t from, const QString &change) {
        realign(changed, from);
        if (changed != *river)
            out.push_back({changed.toJson(), change});
    };
    const std::size_t count = river->boards.size();
    for (std::size_t i = 0; i < count; ++i) {
        const SalmonRiverBoard *board = river->findBoard(river->boards[i].board);
        if (!board)
            continue;
        if (const SalmonRiverBoard *side = otherSide(*board)) {
            SalmonCourse changed = *river;
            changed.boards[i].board = side->id;
            vary(changed, i,
                 tr("Board %1 (%2) turned over to %3").arg(i + 1).arg(board->id, side->id));
        }
        const SalmonRiverBoard *previous =
            i > 0 ? river->findBoard(river->boards[i - 1].board) : nullptr;
        for (const int shift : previous ? alignedShifts(*previous, *board) : std::vector<int>()) {
            if (shift == river->boards[i].shift)
                continue;
            SalmonCourse changed = *river;
            changed.boards[i].shift = shift;
            vary(changed, i + 1,
                 tr("Board %1 (%2) shifted %3 columns sideways instead of %4")
                     .arg(i + 1)
                     .arg(board->id)
                     .arg(shift)
                     .arg(river->boards[i].shift));
        }
    }
    // Two middle boards swapped: the start and the finish stay where the rules put them.
    for (std::size_t i = 1; i + 1 < count; ++i)
        for (std::size_t j = i + 1; j + 1 < count; ++j) {
            SalmonCourse changed = *river;
            std::swap(changed.boards[i].board, changed.boards[j].board);
            vary(changed, i,
                 tr("Boards %1 (%2) and %3 (%4) swapped")
                     .arg(i + 1)
                     .arg(river->boards[i].board)
                     .arg(j + 1)
                     .arg(river->boards[j].board));
        }
    return out;
}

} // namespace

CourseVariationKind courseVariations()
{
    return {QStringLiteral("salmon-river"),
            SalmonCourseVariations::variations,
            {"cw::salmon::SalmonCourseVariations",
             QT_TRANSLATE_NOOP("cw::salmon::SalmonCourseVariations",
                               "A board turns over to the other side of its sheet, two middle "
                               "boards swap places, or a board slides sideways to another "
                               "position where its joint lines up. Boards are never rotated: the "
                               "river runs upstream and every board has one way up.")}};
}

} // namespace cw::salmon
