#pragma once

#include "VisionsCourse.h"
#include "core/Rng.h"

#include <QCoreApplication>

namespace cw::visions {

// Roads made by rule (the editor's Random Course): the Start, the rulebook's number of
// intermediate straights for the length (short 3, medium 4 or 5, long 6), curves in pairs that
// turn the road back across the table, the Finish, and bonus lines on sprint and mountain rows
// (short 1, medium 2, long 3). Built-in tiles only, each once. Every road made here passes
// VisionsCourseValidator without an error or a warning; one seed always gives one road.
class VisionsRandomCourse {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsRandomCourse)

public:
    static VisionsCourse make(GameLength length, Rng &rng);

private:
    // One try; nullopt when the draw leads nowhere (no side fits the lanes, or the layout
    // overlaps or leaves the table).
    static std::optional<VisionsCourse> attempt(GameLength length, Rng &rng);
};

} // namespace cw::visions
