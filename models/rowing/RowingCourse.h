#pragma once

#include "RowingCourseLimits.h"
#include "course/CourseKind.h"
#include "course/CourseProblem.h"
#include "course/PageSpec.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace cw::rowing {

// A split line (rulebook, "Physiological Threshold"): crossing it with a pace above paceLimit
// costs the excess in stamina.
struct SplitLine {
    int metres = 0;
    int paceLimit = 0;
    bool operator==(const SplitLine &) const = default;
};

// How one lane looks: a name shown on the board and in print (empty: "Lane N") and the tint of
// its water.
struct LaneStyle {
    QString name;
    QString colour; // "#rrggbb"
    bool operator==(const LaneStyle &) const = default;
};

// The course on the table: the size of a space and a lane on paper, how many spaces a printed
// strip holds, and the paper it is meant for. The defaults suit 25 mm tokens, and a strip of 10
// spaces (plus the start or finish area) fits one A4 landscape sheet.
struct RowingPrintLayout {
    static constexpr double MinMillimetres = 5;
    static constexpr double MaxMillimetres = 200;

    double spaceMm = 25;
    double laneMm = 30;
    int stripSpaces = 10;
    PageSpec page;
    bool operator==(const RowingPrintLayout &) const = default;
};

// A lane layout. The single source of the course's geometry: the engine, the board, the editor
// and the printer all derive positions from these numbers (RowingCourseGeometry).
struct RowingCourse {
    static constexpr int MinLanes = 2;
    static constexpr int MaxLanes = 8;
    static constexpr int MaxSpaces = 1000;
    static constexpr int MaxMetresPerSpace = RowingCourseLimits::MaxMetresPerSpace;
    static constexpr int MaxSplitLines = 100;
    // The version of the "rowing" course format this build writes (docs/course-format.md).
    static constexpr int FormatVersion = 2;

    QString name;
    int lanes = 6;
    int spaces = 100;                  // reaching space `spaces` finishes
    int metresPerSpace = 20;           // a boat on space k has rowed metresPerSpace·k metres
    int sectorMetres = 500;            // width of the alternating sector bands drawn on the board
    std::vector<SplitLine> splitLines; // in file order (RowingGame and the geometry sort them)
    std::vector<LaneStyle> laneStyles; // one per lane, lane 1 first
    RowingPrintLayout print;

    int lengthMetres() const { return spaces * metresPerSpace; }
    // The first space at or beyond the line: a move from below it to it or further crosses the line
    // (docs/rules/rowing.md, "The course": the 500 m line is crossed on reaching space 25).
    int crossingSpace(const SplitLine &line) const
    {
        return (line.metres + metresPerSpace - 1) / metresPerSpace;
    }
    // Whether a line at `metres` lies between two spaces (a whole number of spaces from the
    // start), where a printed line is unambiguous at the table.
    bool onSpaceBoundary(int metres) const { return metres % metresPerSpace == 0; }
    // The space boundary nearest to `metres`, on the course (one space to the finish): where the
    // editor puts a split line that is dragged, typed or dropped.
    int nearestSpaceBoundary(int metres) const;
    // Lane `lane` (from 0): its style's name, or "Lane <lane + 1>" translated.
    QString laneName(int lane) const;
    QString laneColour(int lane) const;
    static LaneStyle defaultLaneStyle(int lane);
    // Sets the lane count, keeping one style per lane (new lanes get the default style).
    void setLanes(int count);

    // The 2000 m, 6-lane course of the rulebook (splits 500/1000/1500/1760 m, limits 4/5/6/8).
    static RowingCourse standard();

    QJsonObject toJson() const;
    // Reads the structure of a course object of the current format version (CourseFile::open
    // migrates older ones): fields, types and sizes. Returns nullopt and appends the problems
    // when it cannot be read. The course may still break rules: see validate().
    static std::optional<RowingCourse> read(const QJsonObject &json, CourseProblems *problems);
    // read() and then validate()'s errors: the course a game can be played on, or nullopt.
    static std::optional<RowingCourse> fromJson(const QJsonObject &json, CourseProblems *problems);
    // The rules: errors (a split line outside the course, two at one distance, a pace limit below
    // 1, fewer lanes than options.seats) and warnings (strips that do not fit the paper, split
    // lines crossed on the same space).
    CourseProblems validate(const CourseCheckOptions &options = {}) const;

    bool operator==(const RowingCourse &) const = default;

    // Problems and the standard course's name translate in context "cw::rowing::RowingCourse".
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingCourse)
};

} // namespace cw::rowing
