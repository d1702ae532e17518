#pragma once

#include <QString>

namespace cw {

// How far apart two colours look, to check that seat colours stay apart for colour-blind
// players (issue 54). CIEDE2000 (Sharma, Wu & Dalal 2005) on CIE L*a*b* (D65), and dichromat
// vision simulated by the Machado, Oliveira & Fernandes 2009 matrices at severity 1.0, applied
// to linear RGB.
struct Lab {
    double l = 0, a = 0, b = 0;
};

enum class ColourVision { Normal, Protanopia, Deuteranopia, Tritanopia };

// `hex` ("#rrggbb", HexColour) as a viewer with `vision` sees it, in L*a*b*. An invalid colour
// reads as black.
Lab seenAs(const QString &hex, ColourVision vision);

// CIEDE2000 colour difference with kL = kC = kH = 1.
double ciede2000(const Lab &one, const Lab &two);

// ciede2000 between two "#rrggbb" colours as seen with `vision`.
double seenDifference(const QString &one, const QString &two, ColourVision vision);

} // namespace cw
