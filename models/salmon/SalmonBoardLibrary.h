#pragma once

#include "SalmonRiverBoard.h"

#include <QString>

#include <vector>

namespace cw::salmon {

// The built-in boards Coursewright ships (docs/rules/salmon.md, "The built-in boards"): the start
// board S1/S2, the numbered boards 1 to 6 with an easy side ("1E") and a medium ("1M", boards 1-3)
// or hard side ("4H", boards 4-6), and the finish board F1/F2. Each side is a JSON file in
// resources/salmon/boards, read once on first use; a side that fails to read is left out (and
// tst_salmon_river_boards fails).
class SalmonBoardLibrary {
public:
    // Every built-in side, in the order of ids().
    static const std::vector<SalmonRiverBoard> &all();
    // The side with that id, or nullptr.
    static const SalmonRiverBoard *find(const QString &id);
    // "S1", "S2", "1E", "1M", …, "6E", "6H", "F1", "F2".
    static const QStringList &ids();
    // The id of board `number`'s (1-6) easy or harder side.
    static QString easySide(int number);
    static QString hardSide(int number);
};

} // namespace cw::salmon
