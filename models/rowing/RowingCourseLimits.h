#pragma once

namespace cw::rowing {

// The sizes a rowing course may state, derived from what the board, the editor and the printer
// draw (docs/course-format.md, "Limits"), so that no course that reads makes them work without
// bound. Each is one field's range, checked by RowingCourse::read with the field named; no limit
// depends on another field, so the editor's spin boxes can take them as they are.
namespace RowingCourseLimits {

// Distance marks are drawn every RowingCourseGeometry::MarkEveryMetres (100 m): 1000 spaces of
// at most 100 m make a course of at most 100 km and at most 1001 marks.
inline constexpr int MaxMetresPerSpace = 100;
// A sector band is at least one mark interval wide, so a course has at most 1000 bands (a 1 m
// band on a 1000 km course would have been a million).
inline constexpr int MinSectorMetres = 100;
// The longest course is one band.
inline constexpr int MaxSectorMetres = 100000;

} // namespace RowingCourseLimits

} // namespace cw::rowing
