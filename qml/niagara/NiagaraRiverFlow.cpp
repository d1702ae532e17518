#include "NiagaraRiverFlow.h"

#include <algorithm>

using cw::niagara::NiagaraEvent;
using cw::niagara::NiagaraGame;

// Each point of the move, by the engine's own rule (NiagaraLayout::flowOnePoint), on the arm whose
// last disc the events say fell.
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
            l.flowOnePoint(current.discs, e.b != 0, current.entered);
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
