#include "SalmonRandomCourse.h"

#include "SalmonBoardLibrary.h"

#include <algorithm>
#include <cstdlib>

namespace cw::salmon {

namespace {

constexpr int NumberedBoards = 6;

// Appends `id` to river, placed at the aligned shift pick() chooses among those it has with the
// board before it (0 for the first board, or when the two can never line up).
template <typename Pick>
void place(SalmonCourse *river, const QString &id, Pick pick)
{
    int shift = 0;
    if (!river->boards.empty()) {
        const SalmonRiverBoard *previous = SalmonBoardLibrary::find(river->boards.back().board);
        const SalmonRiverBoard *next = SalmonBoardLibrary::find(id);
        if (previous && next) {
            const std::vector<int> shifts = alignedShifts(*previous, *next);
            if (!shifts.empty())
                shift = pick(shifts);
        }
    }
    river->boards.push_back({id, shift});
}

} // namespace

int SalmonRandomCourse::middleBoards(GameLength length)
{
    return int(length) + 2;
}

QString SalmonRandomCourse::lengthName(GameLength length)
{
    switch (length) {
    case GameLength::Short:
        return tr("Short");
    case GameLength::Beginner:
        return tr("Beginner");
    case GameLength::Expert:
        return tr("Expert");
    case GameLength::Long:
        return tr("Long");
    case GameLength::Marathon:
        return tr("Marathon");
    }
    return {};
}

QString SalmonRandomCourse::sidesName(SideChoice sides)
{
    switch (sides) {
    case SideChoice::Easy:
        return tr("Easy sides");
    case SideChoice::Mixed:
        return tr("Mixed");
    case SideChoice::Hard:
        return tr("Hard sides");
    }
    return {};
}

SalmonCourse SalmonRandomCourse::random(int middleBoards, Rng &rng)
{
    middleBoards = std::clamp(middleBoards, 0, NumberedBoards);
    const auto even = [&rng] { return rng.roll(6) % 2 == 0; };
    const auto pick = [&rng](const std::vector<int> &shifts) {
        return shifts[rng.below(std::uint32_t(shifts.size()))];
    };
    SalmonCourse river;
    river.name = tr("Random river");
    place(&river, even() ? QStringLiteral("S2") : QStringLiteral("S1"), pick);
    std::vector<bool> used(NumberedBoards + 1, false);
    for (int i = 0; i < middleBoards; ++i) {
        int number = rng.roll(6);
        while (used[std::size_t(number)])
            number = rng.roll(6); // "relancez": a board cannot be used twice
        used[std::size_t(number)] = true;
        place(&river,
              even() ? SalmonBoardLibrary::easySide(number) : SalmonBoardLibrary::hardSide(number),
              pick);
    }
    place(&river, even() ? QStringLiteral("F2") : QStringLiteral("F1"), pick);
    return river;
}

SalmonCourse SalmonRandomCourse::preset(GameLength length, SideChoice sides)
{
    SalmonCourse river;
    river.name = tr("%1 river, %2").arg(lengthName(length), sidesName(sides).toLower());
    int offset = 0; // the last board's column, relative to the start board
    const auto nearest = [&offset](const std::vector<int> &shifts) {
        const int best = *std::min_element(shifts.begin(), shifts.end(), [&](int a, int b) {
            return std::abs(offset + a) < std::abs(offset + b);
        });
        offset += best;
        return best;
    };
    const bool easy = sides == SideChoice::Easy;
    place(&river, easy ? QStringLiteral("S1") : QStringLiteral("S2"), nearest);
    for (int number = 1; number <= middleBoards(length); ++number) {
        const bool easySide = easy || (sides == SideChoice::Mixed && number % 2 == 1);
        place(&river,
              easySide ? SalmonBoardLibrary::easySide(number)
                       : SalmonBoardLibrary::hardSide(number),
              nearest);
    }
    place(&river, easy ? QStringLiteral("F1") : QStringLiteral("F2"), nearest);
    return river;
}

} // namespace cw::salmon
