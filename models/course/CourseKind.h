#pragma once

#include "CourseProblem.h"
#include "PageSpec.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace cw {

// What a rule check may also be told: how many seats New Game has chosen, and the paper a print
// is meant for.
struct CourseCheckOptions {
    int seats = 0;                // 0: the seat count is not checked
    std::optional<PageSpec> page; // nullopt: the paper the course itself asks for
};

// One kind of course file ("kind" in the file): how its format evolves and how it is checked.
// A kind is what a game reads (the rowing race reads "rowing" courses); adding a kind means
// writing these functions in the game's folder (CourseKindOf.h makes most of them from the
// kind's course type) and registering the kind there (CW_REGISTER(CourseKind, …) in the folder's
// <Game>Registration.cpp; core/Registry.h).
struct CourseKind {
    QString id; // "rowing", as in files
    // Ids earlier versions wrote ("cycling-road" before "visions-road"): CourseKinds::find still
    // finds the kind by them, and CourseFile::open writes `id` in their place.
    QStringList formerIds;
    int formatVersion = 1; // the version this build writes; older ones are migrated on reading

    // The kind's name for people, translated.
    QString (*displayName)() = nullptr;
    // Upgrades `course` from formatVersion `version` to `version + 1` (including the
    // "formatVersion" field itself). Called only for versions below formatVersion.
    void (*migrateOneVersion)(QJsonObject &course, int version) = nullptr;
    // Structure of a course of the current version: fields, types and sizes a program can hold.
    // A course with such problems cannot be opened at all. Never crashes, whatever the JSON.
    CourseProblems (*structure)(const QJsonObject &course) = nullptr;
    // The rules, on a course whose structure is sound: errors make it unplayable, warnings advise.
    CourseProblems (*rules)(const QJsonObject &course, const CourseCheckOptions &options) = nullptr;
    // The kind's default course (its built-in first course), named as a new one ("New river"):
    // what the course editor opens on when it starts.
    QJsonObject (*defaultCourse)() = nullptr;
    // The smallest course of this kind that `rules` accepts without an error, named "Untitled"
    // (CourseName::untitled), with the default course's print layout: what File > New Course
    // starts, so that a designer builds up from nothing instead of taking a course apart.
    QJsonObject (*blank)() = nullptr;
    // One line about a readable course for people choosing one ("6 lanes, 2000 m"), translated.
    QString (*summary)(const QJsonObject &course) = nullptr;
    // Reads `course` as the programs do and computes everything they derive from it: its
    // geometry, its map, what the editor, the board and the printer draw from. False (nothing
    // computed) when the kind's reader refuses it. Must never crash, hang or work without bound,
    // whatever the JSON: the course fuzzer (fuzz/fuzz_course.cpp) calls it on every course a file
    // opens to. Null for a kind that derives nothing beyond reading
    // (CourseKindOf<Course>::layOutWith makes one).
    bool (*layOut)(const QJsonObject &course) = nullptr;
};

// The course kinds this build knows, as the games' folders register them, in the order of
// CW_GAMES. Read only after main() has begun.
class CourseKinds {
public:
    static const std::vector<CourseKind> &all();
    static const CourseKind *find(const QString &id);
    // "rowing, salmon-river", for messages.
    static QString idList();
};

} // namespace cw
