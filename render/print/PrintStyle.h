#pragma once

#include <QColor>

// The ink every printed piece of every game shares: one near-black for lines and text, so a kit
// printed on an ordinary printer looks like one set, and the thin pen of cut and registration
// marks.
namespace cw::print {

inline const QColor Ink(0x20, 0x20, 0x20);
inline const QColor Heading(0x1f, 0x4e, 0x8c); // page and section titles of a kit's own pages
inline constexpr double MarkPen = 0.25;        // cut, crop and registration marks, mm

} // namespace cw::print
