#pragma once

#include "SalmonCourse.h"
#include "SalmonCourseMap.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace cw::salmon {

// One rules problem of a river, with what the editor needs to point at it: the placement (index
// into SalmonCourse::boards, -1 for the river as a whole) and the hex, in that board's own
// coordinates and on the assembled grid (SalmonCourseMap).
struct RiverIssue {
    // Which rule the issue breaks, so that the editor can choose how to show it and tests can
    // tell issues apart without reading translated messages.
    enum class Rule : std::uint8_t {
        NoBoards,
        BoardOrder, // the first not a start board, the last not a finish board, or one between
        UnknownBoard,
        SheetTwice,
        OddShift,
        Joint,
        Arrow,          // into rock, land or off the river
        WaterfallArrow, // a waterfall's arrow that does not lead to water, or a missing one
        NoStart,
        NoSpawn,
        TooManyBears,
        Seats,
        Unreachable,       // a start hex the spawning ground cannot be reached from
        DeadEnd,           // a hex salmon can reach but cannot reach the spawning ground from
        UnjumpedWaterfall, // a waterfall no legal jump from a reachable hex passes over
        TooLong,           // warning
        Paper              // warning
    };

    Rule rule = Rule::NoBoards;
    CourseProblem problem;
    int placement = -1;
    std::optional<Hex> boardHex;
    std::optional<Hex> gridHex;
};

// The rules check of a Salmon Run river (SalmonCourseKind::rules, the editor's problem list,
// SalmonCourse::fromJson). Errors: no boards; the first board not a start board, the last not a
// finish board, a start or finish board in between; an unknown board id; a sheet used twice; an
// odd shift; a joint that does not line up; a current arrow into rock, land or off the river; a
// waterfall whose arrow does not lead to water; no start hex; no spawning hex; more bear paws
// than bear tokens; a seat count outside 2-4; a start hex from which no legal moves reach the
// spawning ground; a water hex salmon can reach (by swims, jumps or the current, from a start hex)
// from which no swims or jumps reach the spawning ground (a dead end: a salmon there would stay
// for ever unless a Current card moved it, and the game might never end); a waterfall no legal
// jump from a reachable hex passes over. Warnings: more
// boards than the marathon river; a board too large for the paper. Reachability uses
// SalmonSwimRules, the movement rule itself, so the check and the game can never disagree.
class SalmonCourseValidator {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonCourseValidator)

public:
    static constexpr int MinSeats = 2;
    static constexpr int MaxSeats = 4;
    static constexpr int MarathonBoards = 8; // start, six numbered boards, finish

    explicit SalmonCourseValidator(const SalmonCourse &river,
                                   const CourseCheckOptions &options = {});
    SalmonCourseValidator(const SalmonCourseValidator &) = delete; // m_boards points into m_river
    SalmonCourseValidator &operator=(const SalmonCourseValidator &) = delete;

    // A river without boards: the rule's problem, which printing and every export report too,
    // since there is nothing to draw.
    static CourseProblem noBoards();
    // The board-order rule (rulebook, "Mise en place" 1: the start board, numbered boards, the
    // finish board) on a board of `role` at `placement` of a river of `count` boards: what it
    // breaks there, nothing when it may lie there. The editor asks before it moves a board.
    static QStringList orderProblems(BoardRole role, int placement, int count);

    const std::vector<RiverIssue> &issues() const { return m_issues; }
    // The issues as course problems, in the same order.
    CourseProblems problems() const;
    bool hasErrors() const;
    // Every river hex a salmon can reach from some start hex (SalmonCourseMap indices), as the
    // reachability check found it.
    const std::vector<bool> &reachable() const { return m_reachable; }
    const SalmonCourseMap &map() const { return m_map; }

private:
    void checkBoards();
    void checkArrows();
    void checkTokens(const CourseCheckOptions &options);
    void checkReachability();
    void checkPaper(const CourseCheckOptions &options);

    // "Board 3 (3H)": the placement's number and board id.
    QString boardLabel(int placement) const;
    void report(RiverIssue::Rule rule, int placement, std::optional<Hex> gridHex,
                const QString &message);

    SalmonCourse m_river; // a copy: validators outlive the rivers they are given
    SalmonCourseMap m_map;
    std::vector<const SalmonRiverBoard *> m_boards; // per placement; nullptr for unknown ids
    std::vector<bool> m_reachable;
    std::vector<RiverIssue> m_issues;
};

} // namespace cw::salmon
