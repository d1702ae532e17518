#pragma once

// The rulebook's invariants of a Visions of Rainbows position: the game's conformance facts
// (GameInfo::conformance, checked by the shared suite after every action) and its own random games
// (tst_visions_game).
#include "visions/VisionsGame.h"

#include <QString>

#include <set>
#include <utility>

namespace cw::visions {

// Which invariant the position breaks, as a failure message; empty when they all hold: one rider
// per road space and per road side space; nobody on the road side of a short race (only riders
// dropping back to the team car go there); fatigue 0-5; every rider on the road once setup is
// over; every team's 17 Action cards in its hand, deck, discard pile or set aside, the hand full
// but for the card being played; and once the race is over, every rider across the finish line
// or still racing (on the road or its road side).
inline QString brokenInvariant(const VisionsGame &game)
{
    const VisionsState &s = game.state();
    std::set<int> cells;
    std::set<std::pair<int, int>> roadSide;
    for (int r = 0; r < s.riderCount(); ++r) {
        const VisionsRider &rider = s.riders[std::size_t(r)];
        if (rider.where == VisionsRider::Where::Road && !cells.insert(rider.cell).second)
            return QStringLiteral("two riders on one space");
        if (rider.where == VisionsRider::Where::RoadSide) {
            if (s.length == GameLength::Short)
                return QStringLiteral("a rider on the road side of a short game");
            if (!roadSide.insert({rider.cell, rider.side}).second)
                return QStringLiteral("two riders on one road side space");
        }
        if (rider.fatigue() > MaxFatigue)
            return QStringLiteral("more than 5 fatigue");
        if (s.stage != VisionsStage::Place && rider.where == VisionsRider::Where::Waiting)
            return QStringLiteral("a rider off the road after setup");
    }
    for (int t = 0; t < s.teams; ++t) {
        const VisionsTeam &team = s.team[std::size_t(t)];
        if (team.handCount + team.deck.drawCount() + team.deck.discardCount() + team.setAside !=
            DeckSize)
            return QStringLiteral("a team without its 17 cards");
        // The card being played has left the hand (until the draw after the move, which an
        // Event's Grupo Compacto, a Counter-attack or a pushed line's lane choice may hold up).
        const bool playing =
            ((s.stage == VisionsStage::Move || s.stage == VisionsStage::Link) && s.seat == t) ||
            ((s.stage == VisionsStage::CounterAttack || s.stage == VisionsStage::PushedLane) &&
             s.teamOf(s.move.rider) == t) ||
            (s.stage == VisionsStage::GrupoCompacto && s.event.seat == t);
        if (s.stage != VisionsStage::Place && team.handCount != HandSize - (playing ? 1 : 0))
            return QStringLiteral("a hand of %1 cards").arg(team.handCount);
    }
    // A rider may end the race on the road side: one that dropped back and whose last activation
    // did not bring it onto the road (no PS, or no space beside it to take) is still racing.
    if (game.isOver())
        for (int r = 0; r < s.riderCount(); ++r)
            if (s.riders[std::size_t(r)].where != VisionsRider::Where::Finished &&
                !s.riders[std::size_t(r)].racing())
                return QStringLiteral("a rider neither across the line nor racing at the end");
    return QString();
}

} // namespace cw::visions
