#pragma once

// The rulebook's invariants of a Niagara position: the game's conformance facts
// (GameInfo::conformance, checked by the shared suite after every action) and its own game test.
#include "niagara/NiagaraGame.h"

#include <QString>

#include <bit>
#include <set>

namespace cw::niagara {

// Which invariant the position breaks, as a failure message; empty when they all hold: gems of
// every colour conserved across places, canoes and play areas; at most one gem per canoe and none
// out of the water; every canoe on the river; weather on its track; every disc once, on a space or
// below the waterfalls (nine on the standard river's nine spaces); the paddle cards
// (brokenPaddleCards).
// The paddle cards (docs/rules/niagara.md, "Phase I: the secret choice"): every seat has played as
// many cards this cycle, so the hands hold as many; while cards are chosen, the hands are not
// empty, the seats before the one to choose have chosen a card of their hand face down and the
// others none; in Phase II every card is revealed and out of its hand. A loaded position
// (GameState) is held to this too: without it a damaged copy may leave a seat with no card to
// choose.
inline QString brokenPaddleCards(const NiagaraState &s)
{
    const int held = std::popcount(unsigned(s.seats[0].hand));
    for (int i = 0; i < s.seatCount; ++i)
        if (std::popcount(unsigned(s.seats[std::size_t(i)].hand)) != held)
            return QStringLiteral("hands of different sizes");
    if (s.step == Step::Over)
        return QString();
    for (int i = 0; i < s.seatCount; ++i) {
        const Seat &seat = s.seats[std::size_t(s.seatAt(i))];
        const bool inHand = seat.chosen >= 0 && (seat.hand >> seat.chosen & 1u) != 0;
        if (s.step == Step::ChooseCard) {
            if (held == 0)
                return QStringLiteral("no card to choose");
            if (seat.revealed || (i < s.turnInRound ? !inHand : seat.chosen >= 0))
                return QStringLiteral("a card chosen out of turn or out of the hand");
        } else if (!seat.revealed || seat.chosen < 0 || inHand) {
            return QStringLiteral("a card of Phase II not revealed or still in the hand");
        }
    }
    return QString();
}

inline QString brokenInvariant(const NiagaraGame &game)
{
    const NiagaraState &s = game.state();
    std::array<int, GemColours> gems{};
    for (const auto &place : s.places)
        for (int colour = 0; colour < GemColours; ++colour)
            gems[std::size_t(colour)] += place[std::size_t(colour)];
    for (int i = 0; i < s.seatCount; ++i) {
        const Seat &seat = s.seats[std::size_t(i)];
        for (int colour = 0; colour < GemColours; ++colour)
            gems[std::size_t(colour)] += seat.playArea[std::size_t(colour)];
        for (const Canoe &canoe : seat.canoes) {
            if (canoe.gem != NoGem) {
                if (canoe.where != Canoe::Where::River)
                    return QStringLiteral("a gem on a canoe out of the water");
                ++gems[std::size_t(canoe.gem)];
            }
            if (canoe.where == Canoe::Where::River &&
                (canoe.space < 0 || canoe.space >= s.layout.spaces()))
                return QStringLiteral("a canoe off the river");
        }
    }
    for (const int count : gems)
        if (count != s.layout.gemsPerColour)
            return QStringLiteral("gems not conserved");
    if (s.weather < s.layout.weatherMin || s.weather > s.layout.weatherMax)
        return QStringLiteral("weather off its track");
    std::set<int> discs;
    for (int space = 0; space < s.layout.spaces(); ++space)
        discs.insert(s.discs[std::size_t(space)]);
    for (int i = 0; i < s.poolCount; ++i)
        discs.insert(s.pool[std::size_t(i)]);
    if (int(discs.size()) != s.discCount() || *discs.begin() < 0)
        return QStringLiteral("a disc missing or twice");
    return brokenPaddleCards(s);
}

} // namespace cw::niagara
