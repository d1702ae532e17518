// Niagara's saved position (Game::writeState, docs/seat-copy.md): the river's shape as a short
// fingerprint, every seat (hand, chosen card, canoes, gems on land, rank), the gems at each
// discovery place, the discs on the river and below the falls, the weather, the round and the turn
// in progress, and the generator. The river comes from the game loaded into (its setup). The
// loader checks the census, the seat to act, the legal actions and NiagaraInvariants.h after
// (core/GameState.h); this file checks each field's range and where a canoe may be.
#include "NiagaraGame.h"

#include "core/StateBytes.h"

namespace cw::niagara {

namespace {

constexpr int MaxRounds = 1 << 16; // a bound, not a rule
constexpr int MaxPoints = 64;      // a canoe's points left (cards are worth at most 5): a bound

void writeSeat(StateWriter &out, const Seat &seat)
{
    out.integer(seat.hand);
    out.integer(seat.chosen);
    out.flag(seat.revealed);
    for (const Canoe &canoe : seat.canoes) {
        out.integer(int(canoe.where));
        out.integer(canoe.space);
        out.integer(canoe.gem);
    }
    for (std::uint8_t gems : seat.playArea)
        out.integer(gems);
    out.integer(seat.rank);
    out.flag(seat.winner);
}

bool readSeat(StateReader &in, Seat &seat, const NiagaraLayout &layout, int seats)
{
    seat.hand = std::uint8_t(in.integer("seat.hand", 0, (1 << actions::Cards) - 1));
    seat.chosen = std::int8_t(in.integer("seat.chosen", -1, actions::Cards - 1));
    seat.revealed = in.flag("seat.revealed");
    for (Canoe &canoe : seat.canoes) {
        canoe.where = Canoe::Where(in.integer("canoe.where", 0, int(Canoe::Where::Lost)));
        const bool river = canoe.where == Canoe::Where::River;
        canoe.space = std::int8_t(
            in.integer("canoe.space", river ? 0 : -1, river ? layout.spaces() - 1 : -1));
        canoe.gem = std::int8_t(in.integer("canoe.gem", NoGem, river ? GemColours - 1 : NoGem));
    }
    for (std::uint8_t &gems : seat.playArea)
        gems = std::uint8_t(in.integer("seat.playArea", 0, layout.gemsPerColour));
    seat.rank = in.integer("seat.rank", 0, seats);
    seat.winner = in.flag("seat.winner");
    return in.ok();
}

// The acting seat's turn agrees with its card and canoes: a Phase II step is the one its card
// leads to, and the steps of a canoe's action name a canoe that can take them (the rules index
// the river by its space and the places by its gem).
bool turnFits(StateReader &in, const NiagaraState &s)
{
    if (s.step == Step::ChooseCard || s.step == Step::Over)
        return true;
    const Seat &seat = s.seats[std::size_t(s.seatAt(s.turnInRound))];
    const bool cloud = seat.chosen == actions::CloudCard;
    if (!in.check(seat.chosen >= 0 && cloud == (s.step == Step::Weather), "step",
                  QStringLiteral("not the step the acting seat's card leads to")))
        return false;
    if (s.step == Step::Weather || s.step == Step::Canoes)
        return true;
    if (!in.check(s.turn.canoe >= 0, "turn.canoe", QStringLiteral("no canoe acting")))
        return false;
    const Canoe &canoe = seat.canoes[std::size_t(s.turn.canoe)];
    const bool afloat = canoe.where == Canoe::Where::River;
    const bool needsRiver = s.step == Step::AfterMove || s.step == Step::Steal;
    return in.check(needsRiver ? afloat : canoe.where != Canoe::Where::Lost, "turn.canoe",
                    QStringLiteral("a canoe that cannot take this step"));
}

} // namespace

void NiagaraGame::writeState(StateWriter &out) const
{
    const NiagaraState &s = m_state;
    out.integer(s.layout.main);
    out.integer(s.layout.left);
    out.integer(s.layout.right);
    out.integer(s.layout.gemsPerColour);
    for (int seat = 0; seat < s.seatCount; ++seat)
        writeSeat(out, s.seats[std::size_t(seat)]);
    for (const auto &place : s.places)
        for (std::uint8_t gems : place)
            out.integer(gems);
    for (int space = 0; space < s.layout.spaces(); ++space)
        out.integer(s.discs[std::size_t(space)]);
    out.integer(s.poolCount);
    for (int i = 0; i < s.poolCount; ++i)
        out.integer(s.pool[std::size_t(i)]);
    out.integer(s.weather);
    out.integer(s.forkRight);
    out.integer(s.lifePreserver);
    out.integer(s.round);
    out.integer(s.turnInRound);
    out.integer(int(s.step));
    const TurnState &t = s.turn;
    out.integer(t.acted);
    out.integer(t.mustMove);
    out.flag(t.launched);
    out.flag(t.boughtBack);
    out.integer(t.canoe);
    out.integer(t.points);
    out.flag(t.loadedBefore);
    out.flag(t.unloaded);
    out.flag(t.movedUpstream);
    out.integer(t.direction);
    out.integer(s.moveNumber);
    out.rng(s.rng);
}

bool NiagaraGame::readState(StateReader &in)
{
    m_stepOptionsStep = Step::Over; // the options kept were another position's
    NiagaraState &s = m_state;
    const NiagaraLayout &layout = s.layout;
    const int main = in.integer("river.main", 0, NiagaraCourse::MaxSpaces);
    const int left = in.integer("river.left", 0, NiagaraCourse::MaxSpaces);
    const int right = in.integer("river.right", 0, NiagaraCourse::MaxSpaces);
    const int gems = in.integer("river.gemsPerColour", 0, 1 << 8);
    if (!in.check(main == layout.main && left == layout.left && right == layout.right &&
                      gems == layout.gemsPerColour,
                  "river", QStringLiteral("a copy made on another river")))
        return false;
    for (int seat = 0; seat < s.seatCount; ++seat)
        if (!readSeat(in, s.seats[std::size_t(seat)], layout, s.seatCount))
            return false;
    for (auto &place : s.places)
        for (std::uint8_t &count : place)
            count = std::uint8_t(in.integer("places", 0, layout.gemsPerColour));
    const int discs = s.discCount();
    s.discs = {};
    for (int space = 0; space < layout.spaces(); ++space)
        s.discs[std::size_t(space)] = std::int8_t(in.integer("discs", -1, discs - 1));
    s.poolCount = in.integer("pool.size", 0, discs);
    for (int i = 0; i < s.poolCount && in.ok(); ++i)
        s.pool[std::size_t(i)] = std::int8_t(in.integer("pool.disc", 0, discs - 1));
    s.weather = in.integer("weather", layout.weatherMin, layout.weatherMax);
    s.forkRight = in.integer("forkRight", 0, 1);
    s.lifePreserver = in.integer("lifePreserver", 0, s.seatCount - 1);
    s.round = in.integer("round", 1, MaxRounds);
    s.turnInRound = in.integer("turnInRound", 0, s.seatCount);
    s.step = Step(in.integer("step", 0, int(Step::Over)));
    TurnState &t = s.turn;
    t.acted = std::uint8_t(in.integer("turn.acted", 0, (1 << CanoesPerPlayer) - 1));
    t.mustMove = std::uint8_t(in.integer("turn.mustMove", 0, (1 << CanoesPerPlayer) - 1));
    t.launched = in.flag("turn.launched");
    t.boughtBack = in.flag("turn.boughtBack");
    t.canoe = std::int8_t(in.integer("turn.canoe", -1, CanoesPerPlayer - 1));
    t.points = std::int8_t(in.integer("turn.points", -MaxPoints, MaxPoints));
    t.loadedBefore = in.flag("turn.loadedBefore");
    t.unloaded = in.flag("turn.unloaded");
    t.movedUpstream = in.flag("turn.movedUpstream");
    t.direction = std::int8_t(in.integer("turn.direction", -1, 1));
    s.moveNumber = in.integer("moveNumber", 0, 1 << 24);
    s.rng = in.rng("rng");
    if (!in.ok())
        return false;
    // Phase II acts with the seat at turnInRound, which must be one while the game goes on.
    if (!in.check(s.step == Step::Over || s.turnInRound < s.seatCount, "turnInRound",
                  QStringLiteral("past the last seat while the game goes on")))
        return false;
    return turnFits(in, s);
}

} // namespace cw::niagara
