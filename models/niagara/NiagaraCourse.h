#pragma once

#include "core/NarrationLanguage.h"
#include "course/CourseKind.h"
#include "course/CourseProblem.h"
#include "course/PageSpec.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace cw::niagara {

// The five gem colours (niagara.md §2), in the order of the river's discovery places.
enum Gem : int { Violet, Clear, Yellow, Blue, Red };
constexpr int GemColours = 5;

// "violet", "clear", … as in course files and views.
QString gemKey(int colour);
// -1 when `key` names no colour.
int gemFromKey(const QString &key);

// A Niagara river (course kind "niagara-river"): a main channel of spaces 1…mainLength below the
// rope, forking into a Left and a Right arm that each end in a waterfall; the discovery place of
// each colour beside one or more spaces; the gems each place holds at setup; the weather track's
// range. The standard river (docs/rules/niagara.md, "The river") is standard(). Spaces are written
// "3" on the main channel and "L6", "R7" on the arms, numbered on from the main channel.
struct NiagaraCourse {
    static constexpr int FormatVersion = 1;
    static constexpr int MaxMain = 10;
    static constexpr int MaxArm = 5;
    static constexpr int MaxSpaces = MaxMain + 2 * MaxArm;
    static constexpr int MaxGemsPerColour = 12;
    static constexpr int MinWeather = -3;
    static constexpr int MaxWeather = 4;

    QString name;
    int mainLength = 5;
    int leftArm = 2;
    int rightArm = 2;
    // The spaces (labels) beside each colour's discovery place, indexed by Gem.
    std::array<QStringList, GemColours> places;
    int gemsPerColour = 7;
    int weatherMin = -1;
    int weatherMax = 2;
    PageSpec page;

    int spaceCount() const { return mainLength + leftArm + rightArm; }
    // "3", "L6", "R7" for space index 0…spaceCount()-1 (main channel, then Left, then Right).
    QString spaceLabel(int space) const;
    // How a person reads a space, in the interface language: "L6" is «G6» in French (issue 55:
    // L6 and R6 stayed English). spaceLabel() is the files' and the views' own, never translated.
    QString spaceName(int space) const { return displayName(spaceLabel(space)); }
    // spaceLabel()'s text ("L6") as spaceName() says it.
    static QString displayName(const QString &label);
    // The index of a label, or -1.
    int spaceIndex(const QString &label) const;
    // Every label, in index order ("1", …, "L6", …, "R7").
    QStringList spaceLabels() const;

    static NiagaraCourse standard();

    QJsonObject toJson() const;
    // The structure: fields, types and ranges. nullopt and the problems appended when unreadable.
    static std::optional<NiagaraCourse> read(const QJsonObject &json, CourseProblems *problems);
    static std::optional<NiagaraCourse> fromJson(const QJsonObject &json, CourseProblems *problems);
    // The rules (docs/course-format.md, "niagara-river"): errors for an arm without spaces, a
    // colour whose place touches no space, a place beside a space the river lacks, a space beside
    // two places, a weather track without 0 or of a single step, too many seats; a warning when
    // four gems of one colour cannot be collected.
    CourseProblems validate(const CourseCheckOptions &options = {}) const;

    bool operator==(const NiagaraCourse &) const = default;

    // The narration's tr(): spaceName() is in the log's words (core/NarrationLanguage.h).
    CW_NARRATION_TR_FUNCTIONS(cw::niagara::NiagaraCourse)
};

} // namespace cw::niagara
