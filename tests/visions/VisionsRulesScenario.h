#pragma once

// The positions of the Visions of Rainbows rules tests (tst_visions_rules, tst_visions_movement):
// a road of known tiles and a placed game with every rider taken off it, where each test puts
// the riders it needs.
#include "VisionsTestSupport.h"

#include <QTest>

namespace cw::visions::test {

namespace A = cw::visions::VisionsAction;

// Start (rows 0-21, flats), 1B (22-26 three-lane mountain, 27-31 two-lane mountain), 2B (32-41
// two-lane mountain), 4B (42-46 two-lane descent, 47-51 three-lane descent), C1A (52-55 flats,
// lane 3 in two pseudo-spaces), 2A (56-65 sprint, a sprint line before row 61), 3A (66-75
// descent), finish (76-97).
inline VisionsCourse testRoad(GameLength length)
{
    VisionsCourse road = roadOf({QStringLiteral("SA"), QStringLiteral("1B"), QStringLiteral("2B"),
                                 QStringLiteral("4B"), QStringLiteral("C1A"), QStringLiteral("2A"),
                                 QStringLiteral("3A"), QStringLiteral("FA")});
    road.bonusLines.push_back({BonusLine::Type::Sprint, 5, 5});
    road.length = length;
    return road;
}

inline constexpr int Lead5 = 0, Lead6 = 1, Lead7 = 2, Lead8 = 3, Chase5 = 4, Chase7 = 6, Draft4 = 7,
                     Draft5 = 8, Break6 = 11, Break7 = 12, Break8 = 13, Wild6 = 15;

// A placed game whose riders are all taken off the road, at an activation of seat 0: each test
// puts the riders it needs.
class Scenario {
public:
    explicit Scenario(GameLength length = GameLength::Short, int teams = 3)
        : game(testRoad(length), teams, 1)
    {
        placeAll(game);
        VisionsState &s = game.mutableState();
        for (int r = 0; r < s.riderCount(); ++r)
            s.riders[std::size_t(r)] = VisionsRider{};
        s.seat = s.firstSeat = 0;
        s.stage = VisionsStage::Activate;
    }

    VisionsState &s() { return game.mutableState(); }
    int rider(int team, int slot) const { return team * game.state().perTeam + slot; }
    int cell(int row, int lane, int pseudo = 0) const
    {
        return game.track().cellAt({row, lane, pseudo});
    }
    void put(int rider, int row, int lane, int pseudo = 0)
    {
        VisionsRider &r = s().riders[std::size_t(rider)];
        r.where = VisionsRider::Where::Road;
        r.cell = std::int16_t(cell(row, lane, pseudo));
        r.activated = false;
    }
    RoadPosition at(int rider) const
    {
        return game.track().position(game.state().riders[std::size_t(rider)].cell);
    }
    const VisionsRider &get(int rider) const { return game.state().riders[std::size_t(rider)]; }
    // The rider's owner plays `card` as `type` (the card is put in its hand first).
    void play(int rider, int card, MoveType type)
    {
        VisionsState &state = s();
        state.seat = std::int8_t(state.teamOf(rider));
        state.stage = VisionsStage::Activate;
        state.team[std::size_t(state.seat)].hand[0] = std::int8_t(card);
        state.team[std::size_t(state.seat)].handCount = HandSize;
        QVERIFY(game.isLegal(A::activate(state.slotOf(rider), card, type)));
        game.apply(A::activate(state.slotOf(rider), card, type));
    }
    bool legal(Action action) const { return game.isLegal(action); }
    void step(Action action)
    {
        QVERIFY2(game.isLegal(action), qPrintable(game.actionName(action)));
        game.apply(action);
        // An Event's Grupo Compacto choices (tst_visions_events) are declined here.
        while (game.state().stage == VisionsStage::GrupoCompacto)
            game.apply(VisionsAction::GrupoCompactoStay);
    }
    bool moving() const { return game.state().stage == VisionsStage::Move; }
    // Steps forward in `lane` until the move ends.
    void forwardToTheEnd(int lane)
    {
        while (moving())
            step(A::ForwardBase + lane);
    }
    int ps() const { return game.state().move.ps; }

    VisionsGame game;
};

inline bool samePosition(const RoadPosition &a, int row, int lane, int pseudo = 0)
{
    return a == RoadPosition{row, lane, pseudo};
}

} // namespace cw::visions::test
