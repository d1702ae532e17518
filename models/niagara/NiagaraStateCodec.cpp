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

// The points a canoe has left at `step`, from the card's (docs/rules/niagara.md, "Phase II: a
// turn, one decision at a time"): all of them before loading; before the move what loading before
// it left (2 or 4 fewer), at least one; after the move the 2 or 4 it kept for loading; none
// before a theft. Whether `points` is one of them.
bool pointsFit(const TurnState &t, Step step, int cardPoints)
{
    switch (step) {
    case Step::BeforeMove:
        return t.points == cardPoints;
    case Step::Direction:
    case Step::Move:
        return t.points >= 1 &&
               (t.loadedBefore ? t.points == cardPoints - 2 || t.points == cardPoints - 4
                               : t.points == cardPoints);
    case Step::AfterMove:
        return t.points == 2 || t.points == 4;
    default: // Canoes (between canoes) and Steal
        return t.points == 0;
    }
}

// The turn in progress holds what the rules left it at (NiagaraTurn.cpp), so that the turn
// plays on to its end: a damaged copy could otherwise load with, say, a canoe owed a move that
// has left the water, and the turn would offer nothing once the other canoe had acted. A cloud
// turn holds nothing; a number card's: the canoes owed a move (mustMove) are afloat until they
// have acted, a canoe afloat is owed a move, has acted or acts; a launch is a canoe not owed a
// move that acted or acts; the acting canoe has not acted yet and is on the beach only before a
// move from it, with what each step asks of its points and flags.
bool turnStateFits(StateReader &in, const NiagaraState &s)
{
    if (s.step == Step::ChooseCard || s.step == Step::Over)
        return true; // the next turn starts afresh (startTurn)
    const TurnState &t = s.turn;
    if (s.step == Step::Weather)
        return in.check(t == TurnState{}, "turn",
                        QStringLiteral("a canoe's turn in progress with the cloud card"));
    const Seat &seat = s.seats[std::size_t(s.seatAt(s.turnInRound))];
    const unsigned acting = t.canoe >= 0 ? 1u << t.canoe : 0u;
    const bool betweenCanoes = s.step == Step::Canoes;
    if (!in.check(betweenCanoes == (t.canoe < 0), "turn.canoe",
                  betweenCanoes ? QStringLiteral("a canoe acting between canoes")
                                : QStringLiteral("no canoe acting")) ||
        !in.check((t.acted & acting) == 0, "turn.acted",
                  QStringLiteral("the acting canoe has acted already")))
        return false;
    unsigned afloat = 0;
    for (int c = 0; c < CanoesPerPlayer; ++c)
        if (seat.canoes[std::size_t(c)].where == Canoe::Where::River)
            afloat |= 1u << c;
    const unsigned owed = t.mustMove & ~(t.acted | acting);
    if (!in.check((owed & ~afloat) == 0, "turn.mustMove",
                  QStringLiteral("a canoe owed a move is not on the river")) ||
        !in.check((afloat & ~(t.mustMove | t.acted | acting)) == 0, "turn.mustMove",
                  QStringLiteral("a canoe on the river neither owed a move nor acting")) ||
        !in.check(t.launched == (((t.acted | acting) & ~t.mustMove) != 0), "turn.launched",
                  QStringLiteral("does not match the canoes that left the beach")))
        return false;
    if (!in.check(pointsFit(t, s.step, seat.chosen + 1), "turn.points",
                  QStringLiteral("%1 do not fit the card and the step").arg(t.points)))
        return false;
    if (betweenCanoes)
        return true;
    const Canoe &canoe = seat.canoes[std::size_t(t.canoe)];
    const bool beforeMove =
        s.step == Step::BeforeMove || s.step == Step::Direction || s.step == Step::Move;
    const bool owedMove = (t.mustMove & acting) != 0;
    if (!in.check(beforeMove ? owedMove == (canoe.where == Canoe::Where::River)
                             : canoe.where == Canoe::Where::River,
                  "turn.canoe", QStringLiteral("a canoe that cannot take this step")))
        return false;
    // Loading before the move and choosing its direction are asked of a canoe on the river only.
    const bool asksRiver = s.step == Step::BeforeMove || s.step == Step::Direction;
    if (!in.check(!asksRiver || canoe.where == Canoe::Where::River, "step",
                  QStringLiteral("a step a canoe on the beach does not take")) ||
        !in.check(canoe.where == Canoe::Where::River || t.direction < 0, "turn.direction",
                  QStringLiteral("a direction chosen for a canoe on the beach")) ||
        !in.check(s.step == Step::Move || s.step == Step::AfterMove || s.step == Step::Steal ||
                      t.direction < 0,
                  "turn.direction", QStringLiteral("chosen before the move's step")))
        return false;
    const bool loadedBefore = s.step == Step::Direction || s.step == Step::Move;
    if (!in.check(!t.loadedBefore || (loadedBefore && canoe.where == Canoe::Where::River),
                  "turn.loadedBefore", QStringLiteral("does not fit the step")) ||
        !in.check(!t.unloaded || (t.loadedBefore && loadedBefore), "turn.unloaded",
                  QStringLiteral("does not fit the step")) ||
        !in.check(!t.movedUpstream || s.step == Step::AfterMove || s.step == Step::Steal,
                  "turn.movedUpstream", QStringLiteral("before the move")))
        return false;
    // A theft is offered only to an empty canoe that paddled upstream and unloaded nothing.
    return in.check(s.step != Step::Steal || (canoe.gem == NoGem && t.movedUpstream && !t.unloaded),
                    "step", QStringLiteral("a theft this canoe may not make"));
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
    return turnFits(in, s) && turnStateFits(in, s);
}

} // namespace cw::niagara
