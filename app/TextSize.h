#pragma once

#include <QList>

namespace cw {

// How large the app draws its text (View > Text Size, issue 54): a share of the standard size
// (10 pt at 96 dpi, the size the boards are drawn for), or 0 to follow the desktop's font size.
// The setting is saved in QSettings; applying it sets the application font (every dock and dialog
// follows it) and the boards' TextScale factor (qml/common/TextScale.h).
namespace textSize {

constexpr int Desktop = 0;
// The sizes the menu offers besides the desktop's, in percent.
QList<int> percentages();

// The size saved in QSettings (Desktop when none or not one of percentages()), and saving one.
int saved();
void save(int percent);

// The share of the standard size that `percent` means here: percent / 100, or for Desktop the
// desktop font's size over the standard one, at least 1 (a small desktop font keeps the boards
// as drawn).
double factor(int percent);

// Sets the application font and the boards' factor for `percent`. The desktop's font, read at the
// first call, is the base, so sizes do not compound.
void apply(int percent);

} // namespace textSize

} // namespace cw
