#pragma once

#include "RiverBoard.h"

#include <QString>

#include <vector>

namespace cw::salmon {

// The built-in boards Coursewright ships (RULINGS.md): the start board S1/S2, the numbered boards
// 1 to 6 with an easy side ("1E") and a medium ("1M", boards 1-3) or hard side ("4H", boards 4-6),
// and the finish board F1/F2. Each side is a JSON file in resources/salmon/boards, read once on
// first use; a side that fails to read is left out (and tst_river_boards fails).
class BoardLibrary {
public:
    // Every built-in side, in the order of ids().
    static const std::vector<RiverBoard> &all();
    // The side with that id, or nullptr.
    static const RiverBoard *find(const QString &id);
    // "S1", "S2", "1E", "1M", …, "6E", "6H", "F1", "F2".
    static const QStringList &ids();
    // The id of board `number`'s (1-6) easy or harder side.
    static QString easySide(int number);
    static QString hardSide(int number);
};

} // namespace cw::salmon
