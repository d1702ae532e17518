#include "NiagaraRiverFlow.h"

#include <algorithm>

using cw::niagara::NiagaraEvent;
using cw::niagara::NiagaraGame;

// Each point of the move (RULINGS.md, Niagara, Phase III): the entering disc on space 1, the main
// channel one space down, the disc leaving it at the head of the arm that moves (the one whose
// last disc the events say fell), that arm one space down.
bool NiagaraRiverFlow::build(const NiagaraGame &game, const Discs &before, std::size_t from)
{
    clear();
    const cw::niagara::NiagaraLayout &l = game.state().layout;
    m_spaces = l.spaces();
    const std::vector<NiagaraEvent> &events = game.events();
    Frame current;
    current.discs = before;
    m_frames.push_back(current);
    std::vector<LostCanoe> pending; // lost at the point being read
    for (std::size_t i = from; i < events.size(); ++i) {
        const NiagaraEvent &e = events[i];
        if (e.type == NiagaraEvent::CanoeLost) {
            pending.push_back({e.seat, e.a, -1, e.b, 0});
        } else if (e.type == NiagaraEvent::DiscEntered) {
            current.entered = e.a;
        } else if (e.type == NiagaraEvent::DiscFell) {
            const int armStart = e.b ? l.main + l.left : l.main;
            const int armEnd = armStart + (e.b ? l.right : l.left) - 1;
            Discs &d = current.discs;
            for (int at = armEnd; at > armStart; --at)
                d[std::size_t(at)] = d[std::size_t(at - 1)];
            d[std::size_t(armStart)] = d[std::size_t(l.main - 1)];
            for (int at = l.main - 1; at > 0; --at)
                d[std::size_t(at)] = d[std::size_t(at - 1)];
            d[0] = std::int8_t(current.entered);
            current.fell = e.a;
            current.fellArm = e.b;
            for (LostCanoe &lost : pending) {
                lost.disc = e.a;
                lost.frame = int(m_frames.size());
                m_lost.push_back(lost);
            }
            pending.clear();
            m_frames.push_back(current);
        }
    }
    const auto &now = game.state().discs;
    const bool replays = m_frames.size() > 1 && std::equal(now.begin(), now.begin() + m_spaces,
                                                           m_frames.back().discs.begin());
    if (!replays)
        clear();
    return replays;
}

int NiagaraRiverFlow::spaceOf(int index, int disc) const
{
    const Discs &d = m_frames[std::size_t(index)].discs;
    for (int space = 0; space < m_spaces; ++space)
        if (d[std::size_t(space)] == disc)
            return space;
    return -1;
}
