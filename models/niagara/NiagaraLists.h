#pragma once

#include "core/Game.h"

#include <algorithm>
#include <array>
#include <cassert>

namespace cw::niagara {

// A short list in fixed storage. The rules work out lists for themselves on almost every action
// (the positions a move reaches, the options that decide whether a step asks anything or ends by
// itself, whether kept points can be spent exactly): working them out must not allocate.
template <class T, int Capacity>
class FixedList {
public:
    FixedList() = default;
    // Copies only the items in the list (the rest of the storage is never written).
    FixedList(const FixedList &other) : m_count(other.m_count)
    {
        std::copy(other.begin(), other.end(), begin());
    }
    FixedList &operator=(const FixedList &other)
    {
        if (this != &other) {
            m_count = other.m_count;
            std::copy(other.begin(), other.end(), begin());
        }
        return *this;
    }
    void push_back(T value)
    {
        assert(m_count < Capacity);
        m_items[std::size_t(m_count++)] = value;
    }
    // Inserts `value` after the items not greater than it: a list built only this way stays
    // sorted. Lists this short arrive nearly in order, so this costs less than sorting after.
    void insertSorted(T value)
    {
        assert(m_count < Capacity);
        int at = m_count++;
        for (; at > 0 && value < m_items[std::size_t(at - 1)]; --at)
            m_items[std::size_t(at)] = m_items[std::size_t(at - 1)];
        m_items[std::size_t(at)] = value;
    }
    void clear() { m_count = 0; }
    int size() const { return m_count; }
    bool empty() const { return m_count == 0; }
    T operator[](int i) const { return m_items[std::size_t(i)]; }
    T *begin() { return m_items.data(); }
    T *end() { return m_items.data() + m_count; }
    const T *begin() const { return m_items.data(); }
    const T *end() const { return m_items.data() + m_count; }

private:
    // Not zeroed: only the first m_count items are ever read, and the rules make these lists
    // on almost every action.
    std::array<T, std::size_t(Capacity)> m_items;
    int m_count = 0;
};

// The river spaces a move with some points reaches: at most one upstream (or Land) and one down
// each arm.
using ReachedSpaces = FixedList<int, 4>;
// The options of one step of a turn: at most a move's destinations with each reserve (3 × 3),
// both canoes, a gem of each colour bought back, a theft from each other canoe, or the seven
// paddle cards.
using StepOptions = FixedList<Action, 24>;

} // namespace cw::niagara
