#include "SalmonSwimRules.h"

namespace cw::salmon {

namespace {

MoveFault terrainFault(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Rock:
        return MoveFault::Rock;
    case Terrain::Waterfall:
        return MoveFault::Waterfall;
    case Terrain::Land:
        return MoveFault::OffRiver;
    case Terrain::Water:
        break;
    }
    return MoveFault::None;
}

MoveFault swimInto(const SalmonCourseMap &river, Hex from, SwimMove move, SwimStepsFixed *out)
{
    out->count = 0;
    Hex hex = from;
    for (int step = 0; step < stepsOf(move); ++step) {
        hex = neighbour(hex, directionOf(move));
        if (!river.at(hex).isWater())
            return terrainFault(river.at(hex).terrain);
        out->hexes[std::size_t(out->count++)] = hex;
    }
    return MoveFault::None;
}

MoveFault jumpInto(const SalmonCourseMap &river, Hex from, SwimMove first, SwimMove second,
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
            return terrainFault(terrain);
        waterfall = waterfall || terrain == Terrain::Waterfall;
    }
    if (!waterfall)
        return MoveFault::NoWaterfall;
    const Terrain landing = river.at(out->landing).terrain;
    return landing == Terrain::Land    ? MoveFault::OffRiver
           : landing != Terrain::Water ? MoveFault::LandingNotWater
                                       : MoveFault::None;
}

} // namespace

bool swimStepsInto(const SalmonCourseMap &river, Hex from, SwimMove move, SwimStepsFixed *out)
{
    return swimInto(river, from, move, out) == MoveFault::None;
}

bool jumpPathInto(const SalmonCourseMap &river, Hex from, SwimMove first, SwimMove second,
                  JumpPathFixed *out)
{
    return jumpInto(river, from, first, second, out) == MoveFault::None;
}

MoveFault swimFault(const SalmonCourseMap &river, Hex from, SwimMove move)
{
    SwimStepsFixed steps;
    return swimInto(river, from, move, &steps);
}

MoveFault jumpFault(const SalmonCourseMap &river, Hex from, SwimMove first, SwimMove second)
{
    JumpPathFixed path;
    return jumpInto(river, from, first, second, &path);
}

std::optional<std::vector<Hex>> swimSteps(const SalmonCourseMap &river, Hex from, SwimMove move)
{
    SwimStepsFixed fixed;
    if (!swimStepsInto(river, from, move, &fixed))
        return std::nullopt;
    return std::vector<Hex>(fixed.hexes.begin(), fixed.hexes.begin() + fixed.count);
}

std::optional<JumpPath> jumpPath(const SalmonCourseMap &river, Hex from, SwimMove first,
                                 SwimMove second)
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
