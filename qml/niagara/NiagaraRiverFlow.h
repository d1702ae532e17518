#pragma once

#include "niagara/NiagaraGame.h"

#include <cstddef>
#include <vector>

// Phase III step by step, for the board's animation: the discs on the river after each point of
// a river move, made from the discs before it and the events the game recorded (which disc
// entered, which fell over which arm's waterfall, which canoes were lost with it). The last frame
// must be the game's own position, else there is nothing to animate (the board then simply shows
// the position). A canoe rides the disc of its space, so a frame also says where every canoe was.
class NiagaraRiverFlow {
public:
    using Discs = std::array<std::int8_t, cw::niagara::NiagaraCourse::MaxSpaces>;

    struct Frame {
        Discs discs{};
        int fell = -1;    // the disc that went over a waterfall at this point, or -1 (frame 0)
        int fellArm = 0;  // 0 Left, 1 Right
        int entered = -1; // the disc that entered at the rope
    };
    struct LostCanoe {
        int seat = 0, canoe = 0, disc = -1;
        int gem = -1;  // the gem it carried (gone home)
        int frame = 0; // the frame in which it goes over the waterfall
    };

    // The move recorded in events[from…] of `game`, starting from `before` (the discs shown
    // before those events). False when those events hold no river move or it does not replay
    // to the game's position.
    bool build(const cw::niagara::NiagaraGame &game, const Discs &before, std::size_t from);
    void clear() { m_frames.clear(), m_lost.clear(); }

    int frameCount() const { return int(m_frames.size()); }
    const Frame &frame(int index) const { return m_frames[std::size_t(index)]; }
    const std::vector<LostCanoe> &lost() const { return m_lost; }
    // The space of `disc` in frame `index`, or -1 (waiting above the rope, or fallen).
    int spaceOf(int index, int disc) const;

private:
    std::vector<Frame> m_frames;
    std::vector<LostCanoe> m_lost;
    int m_spaces = 0;
};
