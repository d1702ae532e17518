#include "SalmonPalette.h"

namespace cw::salmon {

namespace {

struct Entry {
    const char *key;
    const char *rgb;
};

constexpr std::array<Entry, RiverColourCount> Palette{{
    {"water", "#d2ecfa"},
    {"waterDeep", "#9cccea"},
    {"waterLine", "#5f93bb"},
    {"waterfall", "#5b9acf"},
    {"waterfallDeep", "#3d7cb4"},
    {"foam", "#ffffff"},
    {"land", "#cfd9a6"},
    {"landLine", "#b5c28a"},
    {"landTuft", "#9aad68"},
    {"rock", "#8d9196"},
    {"rockLight", "#b8bcc0"},
    {"rockDark", "#4a4e53"},
    {"arrow", "#0b2545"},
    {"arrowHalo", "#ffffff"},
    {"start", "#e2a900"},
    {"spawn", "#f6b8b0"},
    {"egg", "#f07a4e"},
    {"eggLine", "#a84520"},
}};

} // namespace

QString riverColour(RiverColour colour)
{
    return QLatin1String(Palette[std::size_t(colour)].rgb);
}

QString riverColourKey(RiverColour colour)
{
    return QLatin1String(Palette[std::size_t(colour)].key);
}

} // namespace cw::salmon
