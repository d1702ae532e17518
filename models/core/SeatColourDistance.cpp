#include "SeatColourDistance.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace cw {

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira & Fernandes 2009, table of simulation matrices, severity 1.0.
constexpr Matrix Protanopia{{{0.152286, 1.052583, -0.204868},
                             {0.114503, 0.786281, 0.099216},
                             {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix Deuteranopia{{{0.367322, 0.860646, -0.227968},
                               {0.280085, 0.672501, 0.047413},
                               {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix Tritanopia{{{1.255528, -0.076749, -0.178779},
                             {-0.078411, 0.930809, 0.147602},
                             {0.004733, 0.691367, 0.303900}}};

double linear(int channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double labF(double t)
{
    constexpr double Epsilon = 216.0 / 24389.0;
    constexpr double Kappa = 24389.0 / 27.0;
    return t > Epsilon ? std::cbrt(t) : (Kappa * t + 16.0) / 116.0;
}

double radians(double degrees)
{
    return degrees * std::numbers::pi / 180.0;
}

double degrees(double radians)
{
    return radians * 180.0 / std::numbers::pi;
}

// Hue angle in degrees, 0…360; 0 for a grey.
double hueOf(double b, double a)
{
    if (a == 0 && b == 0)
        return 0;
    const double h = degrees(std::atan2(b, a));
    return h < 0 ? h + 360.0 : h;
}

} // namespace

Lab seenAs(const QString &hex, ColourVision vision)
{
    bool ok = hex.size() == 7 && hex.startsWith(QLatin1Char('#'));
    const uint value = ok ? QStringView(hex).mid(1).toUInt(&ok, 16) : 0;
    std::array<double, 3> rgb{linear(int(value >> 16) & 0xff), linear(int(value >> 8) & 0xff),
                              linear(int(value) & 0xff)};
    const Matrix *matrix = vision == ColourVision::Protanopia     ? &Protanopia
                           : vision == ColourVision::Deuteranopia ? &Deuteranopia
                           : vision == ColourVision::Tritanopia   ? &Tritanopia
                                                                  : nullptr;
    if (matrix) {
        std::array<double, 3> seen{};
        for (std::size_t row = 0; row < 3; ++row)
            seen[row] = std::clamp((*matrix)[row][0] * rgb[0] + (*matrix)[row][1] * rgb[1] +
                                       (*matrix)[row][2] * rgb[2],
                                   0.0, 1.0);
        rgb = seen;
    }
    // sRGB (D65) to XYZ, then L*a*b* against the D65 white.
    const double x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2];
    const double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    const double z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2];
    const double fx = labF(x / 0.95047), fy = labF(y), fz = labF(z / 1.08883);
    return Lab{116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)};
}

// Sharma, Wu & Dalal 2005, equations (2)–(22); the hue mean and difference follow their notes
// for hue angles on either side of 0°.
double ciede2000(const Lab &one, const Lab &two)
{
    const double c1 = std::hypot(one.a, one.b), c2 = std::hypot(two.a, two.b);
    const double cMean7 = std::pow((c1 + c2) / 2.0, 7.0);
    const double pow25to7 = std::pow(25.0, 7.0);
    const double g = 0.5 * (1.0 - std::sqrt(cMean7 / (cMean7 + pow25to7)));
    const double a1 = (1.0 + g) * one.a, a2 = (1.0 + g) * two.a;
    const double c1p = std::hypot(a1, one.b), c2p = std::hypot(a2, two.b);
    const double h1p = hueOf(one.b, a1), h2p = hueOf(two.b, a2);

    const double dLp = two.l - one.l;
    const double dCp = c2p - c1p;
    double dhp = 0;
    if (c1p * c2p != 0) {
        dhp = h2p - h1p;
        if (dhp > 180)
            dhp -= 360;
        else if (dhp < -180)
            dhp += 360;
    }
    const double dHp = 2.0 * std::sqrt(c1p * c2p) * std::sin(radians(dhp / 2.0));

    const double lMean = (one.l + two.l) / 2.0;
    const double cMean = (c1p + c2p) / 2.0;
    double hMean = h1p + h2p;
    if (c1p * c2p != 0) {
        if (std::abs(h1p - h2p) <= 180)
            hMean = (h1p + h2p) / 2.0;
        else
            hMean = (h1p + h2p + (h1p + h2p < 360 ? 360.0 : -360.0)) / 2.0;
    }
    const double t = 1.0 - 0.17 * std::cos(radians(hMean - 30)) +
                     0.24 * std::cos(radians(2 * hMean)) + 0.32 * std::cos(radians(3 * hMean + 6)) -
                     0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30.0 * std::exp(-std::pow((hMean - 275.0) / 25.0, 2.0));
    const double cMeanP7 = std::pow(cMean, 7.0);
    const double rC = 2.0 * std::sqrt(cMeanP7 / (cMeanP7 + pow25to7));
    const double lOff = (lMean - 50.0) * (lMean - 50.0);
    const double sL = 1.0 + 0.015 * lOff / std::sqrt(20.0 + lOff);
    const double sC = 1.0 + 0.045 * cMean;
    const double sH = 1.0 + 0.015 * cMean * t;
    const double rT = -std::sin(radians(2.0 * dTheta)) * rC;
    const double l = dLp / sL, c = dCp / sC, h = dHp / sH;
    return std::sqrt(l * l + c * c + h * h + rT * c * h);
}

double seenDifference(const QString &one, const QString &two, ColourVision vision)
{
    return ciede2000(seenAs(one, vision), seenAs(two, vision));
}

} // namespace cw
