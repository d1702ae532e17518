#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

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

// A lane layout. The single source of the course's geometry: the engine, the board, the editor
// and the printer all derive positions from these numbers.
struct RowingCourse {
    static constexpr int MinLanes = 2;
    static constexpr int MaxLanes = 8;

    QString name;
    int lanes = 6;
    int spaces = 100;                  // reaching space `spaces` finishes
    int metresPerSpace = 20;           // a boat on space k has rowed metresPerSpace·k metres
    int sectorMetres = 500;            // width of the alternating sector bands drawn on the board
    std::vector<SplitLine> splitLines; // sorted by distance

    int lengthMetres() const { return spaces * metresPerSpace; }
    // The first space at or beyond the line: a move from below it to it or further crosses the line
    // (RULINGS.md: the 500 m line is crossed on reaching space 25).
    int crossingSpace(const SplitLine &line) const
    {
        return (line.metres + metresPerSpace - 1) / metresPerSpace;
    }

    // The 2000 m, 6-lane course of the rulebook (splits 500/1000/1500/1750 m, limits 4/5/6/8).
    static RowingCourse standard();

    QJsonObject toJson() const;
    // Reads a course object ("kind": "rowing"). Returns nullopt and appends to *problems one
    // "<field>: <reason>" line per defect (never throws, whatever the input).
    static std::optional<RowingCourse> fromJson(const QJsonObject &json, QStringList *problems);
    // Rule checks on a parsed course: every problem found, as "<field>: <reason>".
    QStringList validate() const;

    bool operator==(const RowingCourse &) const = default;

    // Problems and the standard course's name translate in context "cw::rowing::RowingCourse".
    Q_DECLARE_TR_FUNCTIONS(cw::rowing::RowingCourse)
};

} // namespace cw::rowing
