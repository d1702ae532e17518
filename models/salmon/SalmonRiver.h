#pragma once

#include "RiverBoard.h"
#include "course/CourseKind.h"
#include "course/PageSpec.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace cw::salmon {

// One board of a river: which board side, and how far it sits sideways from the previous board,
// in columns (positive: to the right). Shifts are even, so that every board keeps the grid's
// raised odd columns (HexGrid.h); the first board's shift is ignored.
struct BoardPlacement {
    QString board; // a RiverBoard id, from the built-in library or the river's customBoards
    int shift = 0;
    bool operator==(const BoardPlacement &) const = default;
};

// The river on the table: the size of a hex across its flats, and the paper it is meant for.
struct RiverPrintLayout {
    static constexpr double MinHexMm = 15;
    static constexpr double MaxHexMm = 120;

    double hexMm = 40;
    PageSpec page{Paper::A4, false};
    bool operator==(const RiverPrintLayout &) const = default;
};

// A Salmon Run river, the "salmon-river" course kind: boards placed one after the other,
// downstream to upstream (rulebook, "Mise en place" 1). Boards the river uses that are not in the
// built-in library travel inside it (customBoards), so a river file, and a game record, is
// complete on its own. The assembled grid is RiverMap; the rules checks are RiverValidator.
struct SalmonRiver {
    static constexpr int FormatVersion = 1;
    static constexpr int MaxBoards = 16;

    QString name;
    std::vector<BoardPlacement> boards;
    std::vector<RiverBoard> customBoards;
    RiverPrintLayout print;

    // The board with that id: the river's own custom boards first, then the built-in library
    // (BoardLibrary); nullptr when neither has it.
    const RiverBoard *findBoard(const QString &id) const;

    QJsonObject toJson() const;
    // Reads the structure of a river of the current format version: fields, types, sizes, the
    // custom boards. Returns nullopt and appends the problems when it cannot be read. Unknown
    // board ids are a rules error (RiverValidator), so that the editor can still open the river.
    static std::optional<SalmonRiver> read(const QJsonObject &json, CourseProblems *problems);
    // read() and then the rules' errors: the river a game can be played on, or nullopt.
    static std::optional<SalmonRiver> fromJson(const QJsonObject &json, CourseProblems *problems);
    // The rules (RiverValidator): errors make the river unplayable, warnings advise.
    CourseProblems validate(const CourseCheckOptions &options = {}) const;

    bool operator==(const SalmonRiver &) const = default;

    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonRiver)
};

// Whether `next` may follow `previous` with the given shift: the narrower of previous's exit and
// next's entry lies wholly within the wider one, so every river hex of the joint faces a river
// hex. The shifts for which this holds are the positions the editor offers.
bool jointLinesUp(const RiverBoard &previous, const RiverBoard &next, int shift);
std::vector<int> alignedShifts(const RiverBoard &previous, const RiverBoard &next);

} // namespace cw::salmon
