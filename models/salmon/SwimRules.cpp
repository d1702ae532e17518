#include "SwimRules.h"

namespace cw::salmon {

bool swimStepsInto(const RiverMap &river, Hex from, SwimMove move, SwimStepsFixed *out)
{
    out->count = 0;
    Hex hex = from;
    for (int step = 0; step < stepsOf(move); ++step) {
        hex = neighbour(hex, directionOf(move));
        if (!river.at(hex).isWater())
            return false;
        out->hexes[std::size_t(out->count++)] = hex;
    }
    return true;
}

bool jumpPathInto(const RiverMap &river, Hex from, SwimMove first, SwimMove second,
                  JumpPathFixed *out)
{
    std::array<Hex, 4> path{};
    int count = 0;
    Hex hex = from;
    for (const SwimMove move : {first, second}) {
        for (int step = 0; step < stepsOf(move); ++step) {
            hex = neighbour(hex, directionOf(move));
            path[std::size_t(count++)] = hex;
        }
    }
    out->landing = hex;
    out->passedCount = count - 1; // the landing hex is reached, not passed
    bool waterfall = false;
    for (int i = 0; i < out->passedCount; ++i) {
        const Hex passed = path[std::size_t(i)];
        out->passed[std::size_t(i)] = passed;
        const Terrain terrain = river.at(passed).terrain;
        if (terrain == Terrain::Rock || terrain == Terrain::Land)
            return false;
        waterfall = waterfall || terrain == Terrain::Waterfall;
    }
    return waterfall && river.at(out->landing).isWater();
}

std::optional<std::vector<Hex>> swimSteps(const RiverMap &river, Hex from, SwimMove move)
{
    SwimStepsFixed fixed;
    if (!swimStepsInto(river, from, move, &fixed))
        return std::nullopt;
    return std::vector<Hex>(fixed.hexes.begin(), fixed.hexes.begin() + fixed.count);
}

std::optional<JumpPath> jumpPath(const RiverMap &river, Hex from, SwimMove first, SwimMove second)
{
    JumpPathFixed fixed;
    if (!jumpPathInto(river, from, first, second, &fixed))
        return std::nullopt;
    JumpPath path;
    path.passed.assign(fixed.passed.begin(), fixed.passed.begin() + fixed.passedCount);
    path.landing = fixed.landing;
    return path;
}

} // namespace cw::salmon
