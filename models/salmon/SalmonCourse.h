#pragma once

#include "SalmonRiverBoard.h"
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
// raised odd columns (SalmonHexGrid.h); the first board's shift is ignored.
struct BoardPlacement {
    QString board; // a SalmonRiverBoard id, from the built-in library or the river's customBoards
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
// complete on its own. The assembled grid is SalmonCourseMap; the rules checks are
// SalmonCourseValidator.
struct SalmonCourse {
    static constexpr int FormatVersion = 1;
    static constexpr int MaxBoards = 16;

    QString name;
    std::vector<BoardPlacement> boards;
    std::vector<SalmonRiverBoard> customBoards;
    RiverPrintLayout print;

    // The board with that id: the river's own custom boards first, then the built-in library
    // (SalmonBoardLibrary); nullptr when neither has it.
    const SalmonRiverBoard *findBoard(const QString &id) const;

    QJsonObject toJson() const;
    // Reads the structure of a river of the current format version: fields, types, sizes, the
    // custom boards. Returns nullopt and appends the problems when it cannot be read. Unknown
    // board ids are a rules error (SalmonCourseValidator), so that the editor can still open the
    // river.
    static std::optional<SalmonCourse> read(const QJsonObject &json, CourseProblems *problems);
    // read() and then the rules' errors: the river a game can be played on, or nullopt.
    static std::optional<SalmonCourse> fromJson(const QJsonObject &json, CourseProblems *problems);
    // The rules (SalmonCourseValidator): errors make the river unplayable, warnings advise.
    CourseProblems validate(const CourseCheckOptions &options = {}) const;

    bool operator==(const SalmonCourse &) const = default;

    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonCourse)
};

// Whether `next` may follow `previous` with the given shift: the narrower of previous's exit and
// next's entry lies wholly within the wider one, so every river hex of the joint faces a river
// hex. The shifts for which this holds are the positions the editor offers.
bool jointLinesUp(const SalmonRiverBoard &previous, const SalmonRiverBoard &next, int shift);
std::vector<int> alignedShifts(const SalmonRiverBoard &previous, const SalmonRiverBoard &next);

} // namespace cw::salmon
