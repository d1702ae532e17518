#pragma once

#include "VisionsCards.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>

namespace cw::visions {

// Riders in order (a line front first, a group, a chain of pushed riders): at most every rider of
// a race, in fixed storage, so that working out a step never allocates.
class VisionsRiderLine {
public:
    VisionsRiderLine() = default;
    VisionsRiderLine(std::initializer_list<int> riders)
    {
        for (int rider : riders)
            push_back(rider);
    }

    void push_back(int rider)
    {
        assert(m_count < MaxRiders);
        m_riders[m_count++] = std::int8_t(rider);
    }
    int size() const { return m_count; }
    bool empty() const { return m_count == 0; }
    int operator[](int i) const { return m_riders[std::size_t(i)]; }
    int front() const { return m_riders[0]; }
    int back() const { return m_riders[std::size_t(m_count - 1)]; }
    const std::int8_t *begin() const { return m_riders.data(); }
    const std::int8_t *end() const { return m_riders.data() + m_count; }
    bool contains(int rider) const { return std::find(begin(), end(), rider) != end(); }
    void reverse() { std::reverse(m_riders.begin(), m_riders.begin() + m_count); }

private:
    std::array<std::int8_t, MaxRiders> m_riders{};
    std::uint8_t m_count = 0;
};

} // namespace cw::visions
