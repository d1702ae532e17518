#pragma once

#include "VisionsRiderLine.h"

#include <array>
#include <cstdint>
#include <vector>

namespace cw::visions {

class VisionsGame;

namespace VisionsAction {
// Grupo Compacto (and the moves that follow its rule): the deciding rider stays where it is, or
// moves to this cell.
constexpr int GrupoCompactoStay = 60;
constexpr int GrupoCompactoBase = 20000; // + cell
} // namespace VisionsAction

// An Event under way (docs/rules/visions.md, "Events, Grupo Compacto and Tactics"): its card, who
// drew it (-1: the Reorganization's Event step), and the riders whose owners still have a Grupo
// Compacto choice, best placed first. Motorbike Draft reuses the list for its last-placed rider
// (3 rows).
struct VisionsEventState {
    static constexpr int MaxMovers = 5; // the largest Grupo Compacto (Police Escort)

    std::int8_t card = -1; // -1: no Event under way
    std::int8_t seat = -1;
    std::array<std::int8_t, MaxMovers> movers{};
    std::uint8_t moverCount = 0;
    std::uint8_t next = 0;  // the mover deciding now
    std::uint8_t rows = 10; // how far forward a mover may go
    bool effectDone = false;
    bool operator==(const VisionsEventState &) const = default;
};

// docs/rules/visions.md, "Grupo Compacto": Grupo Compacto for n riders.
namespace VisionsGrupoCompacto {

constexpr int Rows = 10;

// The riders on the road (not on the road side), best placed first.
VisionsRiderLine ridersOnRoad(const VisionsGame &game);

// The n rearmost riders on the road (riders on the road side are never affected), best placed
// first.
std::vector<int> rearmost(const VisionsGame &game, int n);

// The empty spaces `rider` may move to: forward (a later row) by at most `rows` rows, and (when
// `behindNext`, as Grupo Compacto demands) never ahead of the next rider on the road ahead of it.
// Best placed first; empty when it cannot move.
std::vector<int> spaces(const VisionsGame &game, int rider, int rows, bool behindNext = true);
// Whether spaces() names any: stops at the first, without listing or ordering them.
bool hasSpace(const VisionsGame &game, int rider, int rows, bool behindNext = true);

} // namespace VisionsGrupoCompacto

} // namespace cw::visions
