#pragma once

#include "RowingCourse.h"

namespace cw::rowing {

// Where a move ends once split lines have been checked.
struct SplitOutcome {
    int to = 0;        // final space (from + distance, or the space before the crab's line)
    int paid = 0;      // stamina cards paid for exceeding pace limits
    bool crab = false; // the Stamina Pile ran out with cost still owed
    int crabLine = -1; // index in course.splitLines of the line that caused the crab
};

// The split-line rule (rulebook "Physiological Threshold"; docs/rules/rowing.md,
// "3. Pace and movement (automatic)"), the one source of truth for play, Motivation, change of
// tides and the play preview. A move of `distance` spaces from `from` crosses every line whose
// crossing space c satisfies from < c <= from + distance; they are checked in course order against
// the turn's `pace`. The excess over a line's limit is paid card by card from a Stamina Pile of
// `stamina` cards; the moment the pile is empty with cost still owed, the boat catches a crab: it
// stops on the space before that line and later lines are not checked. Pure: onCrossing(lineIndex,
// cost, paid, crab) is told of each line crossed (cost 0 when the pace is within the limit) and
// nothing is changed.
template <typename OnCrossing>
SplitOutcome crossSplitLines(const RowingCourse &course, int from, int distance, int pace,
                             int stamina, OnCrossing &&onCrossing)
{
    SplitOutcome outcome;
    outcome.to = from + distance;
    // A line at m metres is crossed when from·mps < m <= to·mps, the same test as
    // from < crossingSpace(line) <= to without a division per line (this runs on every move).
    const int fromMetres = from * course.metresPerSpace;
    const int toMetres = outcome.to * course.metresPerSpace;
    const int lineCount = int(course.splitLines.size());
    // The lines behind the boat are counted, not skipped one by one: where the skipping stopped
    // changes from boat to boat, and a playout mispredicted it. Lines are sorted by distance, so
    // the count is the index of the first line ahead.
    int behind = 0;
    for (const SplitLine &line : course.splitLines)
        behind += line.metres <= fromMetres;
    for (int i = behind; i < lineCount; ++i) {
        const SplitLine &line = course.splitLines[std::size_t(i)];
        if (line.metres > toMetres)
            break;
        const int cost = pace > line.paceLimit ? pace - line.paceLimit : 0;
        const int pay = cost < stamina ? cost : stamina;
        stamina -= pay;
        outcome.paid += pay;
        const bool crab = pay < cost;
        onCrossing(i, cost, pay, crab);
        if (crab) {
            outcome.crab = true;
            outcome.crabLine = i;
            outcome.to = course.crossingSpace(line) - 1;
            break;
        }
    }
    return outcome;
}

} // namespace cw::rowing
