#pragma once

#include <array>
#include <cstdint>
#include <utility>

namespace cw {

// The one source of randomness in a game. It lives inside the game state, so cloning a state
// clones its future draws, and a seed plus the action list replays a game exactly.
// xoshiro256** seeded through splitmix64: fast, small, and identical on every platform
// (std::uniform_int_distribution is not, which is why this class does its own bounding).
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto &word : m_state) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // Uniform integer in [0, bound). bound must be > 0. Lemire's multiply-shift; the tiny bias
    // for huge bounds is irrelevant for dice, shuffles and AI sampling.
    std::uint32_t below(std::uint32_t bound)
    {
        return static_cast<std::uint32_t>(((next() >> 32) * std::uint64_t(bound)) >> 32);
    }

    // Uniform integer in [low, high].
    int between(int low, int high) { return low + int(below(std::uint32_t(high - low + 1))); }

    // A die roll 1..sides.
    int roll(int sides) { return 1 + int(below(std::uint32_t(sides))); }

    double uniform() { return double(next() >> 11) * 0x1.0p-53; }

    // Fisher-Yates over any random-access range.
    template <typename It>
    void shuffle(It first, It last)
    {
        const auto n = last - first;
        for (auto i = n - 1; i > 0; --i)
            std::swap(first[i], first[below(std::uint32_t(i + 1))]);
    }

    bool operator==(const Rng &other) const = default;

    // The generator's words, for a saved position (core/StateBytes.h): setState(state()) makes a
    // generator that draws the same numbers. An all-zero state draws only zeros; the loader
    // refuses it.
    using State = std::array<std::uint64_t, 4>;
    State state() const { return {m_state[0], m_state[1], m_state[2], m_state[3]}; }
    void setState(const State &state)
    {
        for (std::size_t i = 0; i < 4; ++i)
            m_state[i] = state[i];
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_state[4];
};

} // namespace cw
