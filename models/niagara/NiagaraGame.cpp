// Niagara's round (niagara.md §4; docs/rules/niagara.md): Phase I secret choices, the reveal,
// the win check after Phase II, the river in Phase III and the life preserver in Phase IV. The
// steps of a Phase II turn are in NiagaraTurn.cpp, the views in NiagaraView.cpp.
#include "NiagaraGame.h"

#include "NiagaraNarration.h"

#include <algorithm>
#include <bit>

namespace cw::niagara {

NiagaraLayout::NiagaraLayout(const NiagaraCourse &river)
    : main(river.mainLength), left(river.leftArm), right(river.rightArm),
      gemsPerColour(river.gemsPerColour), weatherMin(river.weatherMin), weatherMax(river.weatherMax)
{
    placeOf.fill(-1);
    for (int colour = 0; colour < GemColours; ++colour)
        for (const QString &label : river.places[std::size_t(colour)]) {
            const int space = river.spaceIndex(label);
            if (space >= 0)
                placeOf[std::size_t(space)] = std::int8_t(colour);
        }
}

int NiagaraLayout::flowOnePoint(std::array<std::int8_t, NiagaraCourse::MaxSpaces> &discs,
                                bool right, int entering) const
{
    const int armStart = right ? main + left : main;
    const int armEnd = armStart + (right ? this->right : this->left) - 1;
    const int fell = discs[std::size_t(armEnd)];
    for (int at = armEnd; at > armStart; --at)
        discs[std::size_t(at)] = discs[std::size_t(at - 1)];
    discs[std::size_t(armStart)] = discs[std::size_t(main - 1)];
    for (int at = main - 1; at > 0; --at)
        discs[std::size_t(at)] = discs[std::size_t(at - 1)];
    discs[0] = std::int8_t(entering);
    return fell;
}

// Setup (niagara.md §3): every place holds its colour's gems, the cloud is on 0, every space
// holds a disc (the three spare discs wait below the waterfalls), both canoes of every seat are on
// the beach, and a random first player takes the life preserver.
NiagaraGame::NiagaraGame(const NiagaraCourse &river, int seats, std::uint64_t seed) : m_river(river)
{
    NiagaraState &s = m_state;
    s.layout = NiagaraLayout(river);
    s.seatCount = std::clamp(seats, MinPlayers, MaxPlayers);
    s.rng.reseed(seed);
    for (int colour = 0; colour < GemColours; ++colour)
        s.places[std::size_t(colour)][std::size_t(colour)] = std::uint8_t(s.layout.gemsPerColour);
    const int spaces = s.layout.spaces();
    for (int space = 0; space < spaces; ++space)
        s.discs[std::size_t(space)] = std::int8_t(spaces - 1 - space);
    s.poolCount = s.discCount() - spaces;
    for (int i = 0; i < s.poolCount; ++i)
        s.pool[std::size_t(i)] = std::int8_t(spaces + i);
    s.lifePreserver = int(s.rng.below(std::uint32_t(s.seatCount)));
}

QString NiagaraGame::gameId() const
{
    return QStringLiteral("niagara");
}

int NiagaraGame::seatCount() const
{
    return m_state.seatCount;
}

int NiagaraGame::moveNumber() const
{
    return m_state.moveNumber;
}

// A secret choice shows nothing but a face-down card, so the choices after the first are one
// move, revealed together by the last; the first follows the river's move (Phase III), which
// people watch. In Phase II each seat acts once a round: the same seat still to act is the same
// turn.
bool NiagaraGame::continuesMove(int lastSeat, Action lastAction) const
{
    if (isOver() || lastSeat < 0)
        return false;
    if (m_state.step == Step::ChooseCard)
        return lastAction >= actions::ChooseCard &&
               lastAction < actions::ChooseCard + actions::Cards;
    return currentSeat() == lastSeat;
}

std::unique_ptr<Game> NiagaraGame::clone() const
{
    auto copy = std::make_unique<NiagaraGame>(m_state);
    copy->m_river = m_river;
    return copy;
}

void NiagaraGame::adoptEvents(const Game &source)
{
    if (const auto *same = dynamic_cast<const NiagaraGame *>(&source))
        m_log.adopt(same->m_log);
}

void NiagaraGame::legalActions(ActionList &out) const
{
    StepOptions scratch;
    const StepOptions &options = legalOptions(scratch);
    out.clear();
    // One by one: a list this short costs less this way than through assign()'s memmove.
    for (const Action action : options)
        out.push_back(action);
}

const StepOptions &NiagaraGame::legalOptions(StepOptions &scratch) const
{
    const NiagaraState &s = m_state;
    scratch.clear();
    switch (s.step) {
    case Step::ChooseCard: {
        // The cards in the hand, lowest first: one per bit set.
        for (unsigned hand = s.seats[std::size_t(actingSeat())].hand; hand != 0; hand &= hand - 1)
            scratch.push_back(actions::ChooseCard + std::countr_zero(hand));
        break;
    }
    case Step::Weather:
        // docs/rules/niagara.md, "Phase II: a turn, one decision at a time": the cloud must move
        // and cannot leave the track.
        if (s.weather < s.layout.weatherMax)
            scratch.push_back(actions::WeatherUp);
        if (s.weather > s.layout.weatherMin)
            scratch.push_back(actions::WeatherDown);
        break;
    case Step::Over:
        break;
    default:
        if (m_stepOptionsStep == s.step)
            return m_stepOptions;
        legalCanoeStep(scratch);
    }
    return scratch;
}

void NiagaraGame::apply(Action action)
{
    NiagaraState &s = m_state;
    m_stepOptionsStep = Step::Over;
    ++s.moveNumber;
    const int seat = actingSeat();
    switch (s.step) {
    case Step::ChooseCard:
        chooseCard(seat, action - actions::ChooseCard);
        break;
    case Step::Weather:
        s.weather += action == actions::WeatherUp ? 1 : -1;
        record(NiagaraEvent::Weather, seat, s.weather);
        endTurn();
        break;
    case Step::Over:
        break;
    default:
        applyCanoeStep(seat, action);
    }
}

// Phase I: the choice stays secret (viewFor shows only that the seat has chosen) until every seat
// has chosen; then all cards are revealed at once and Phase II starts with the life preserver.
void NiagaraGame::chooseCard(int seat, int card)
{
    NiagaraState &s = m_state;
    s.seats[std::size_t(seat)].chosen = std::int8_t(card);
    if (++s.turnInRound < s.seatCount)
        return;
    for (int i = 0; i < s.seatCount; ++i) {
        Seat &each = s.seats[std::size_t(i)];
        each.revealed = true;
        each.hand = std::uint8_t(each.hand & ~(1u << each.chosen));
    }
    record(NiagaraEvent::CardsRevealed, -1, s.round);
    s.turnInRound = 0;
    startTurn();
}

bool NiagaraGame::meetsWinCondition(const Seat &seat)
{
    int total = 0;
    for (const std::uint8_t count : seat.playArea)
        total += count;
    // Every condition takes four gems at least: most seats hold fewer in most rounds.
    if (total < 4)
        return false;
    int colours = 0, most = 0;
    for (const std::uint8_t count : seat.playArea) {
        colours += count > 0 ? 1 : 0;
        most = std::max(most, int(count));
    }
    return colours == GemColours || most >= 4 || total >= 7;
}

// After the last Phase II turn: the win check (§6: the game ends at once), else Phase III and
// Phase IV, and the next round's Phase I (with every hand back once all seven cards are out).
void NiagaraGame::afterPhaseTwo()
{
    NiagaraState &s = m_state;
    bool anyWinner = false;
    for (int i = 0; i < s.seatCount; ++i) {
        Seat &seat = s.seats[std::size_t(i)];
        seat.winner = meetsWinCondition(seat);
        anyWinner = anyWinner || seat.winner;
    }
    if (anyWinner) {
        finishGame();
        return;
    }
    moveRiver(riverMovePreview());
    s.lifePreserver = (s.lifePreserver + 1) % s.seatCount;
    record(NiagaraEvent::PreserverPassed, s.lifePreserver);
    for (int i = 0; i < s.seatCount; ++i) {
        Seat &seat = s.seats[std::size_t(i)];
        seat.chosen = -1;
        seat.revealed = false;
    }
    if (s.seats[0].hand == 0) {
        for (int i = 0; i < s.seatCount; ++i)
            s.seats[std::size_t(i)].hand = 0x7f;
        record(NiagaraEvent::HandsReturned, -1);
    }
    ++s.round;
    s.turnInRound = 0;
    s.step = Step::ChooseCard;
}

// Phase III: the lowest number card plus the weather, or the weather alone when only clouds were
// played; nothing at 0 or less.
int NiagaraGame::riverMovePreview() const
{
    const NiagaraState &s = m_state;
    // The lowest card chosen below the cloud, if any. Unsigned, no chosen card (-1) is above every
    // card: the Easy AI asks this on every move, so no branch per seat.
    unsigned lowest = actions::CloudCard;
    for (int i = 0; i < s.seatCount; ++i)
        lowest = std::min(lowest, unsigned(s.seats[std::size_t(i)].chosen));
    const int points = lowest < actions::CloudCard ? int(lowest) + 1 : 0;
    return std::max(0, points + s.weather);
}

// Each point: a disc enters space 1, the main channel moves down, the disc leaving its last space
// takes the arm the fork pointer names (which then switches), that arm moves down and its last
// disc goes over the waterfall with any canoe on it (docs/rules/niagara.md, "Phase III and IV").
void NiagaraGame::moveRiver(int points)
{
    NiagaraState &s = m_state;
    const NiagaraLayout &l = s.layout;
    if (points > 0)
        record(NiagaraEvent::RiverMoved, -1, points);
    for (int p = 0; p < points; ++p) {
        const int armStart = s.forkRight ? l.main + l.left : l.main;
        const int armEnd = armStart + (s.forkRight ? l.right : l.left) - 1;
        // Canoes first, from the waterfall upwards, so each rides its own disc.
        for (int i = 0; i < s.seatCount; ++i)
            for (int c = 0; c < CanoesPerPlayer; ++c) {
                Canoe &canoe = s.seats[std::size_t(i)].canoes[std::size_t(c)];
                if (canoe.where != Canoe::Where::River)
                    continue;
                const int at = canoe.space;
                if (at == armEnd)
                    loseCanoe(i, c);
                else if ((at >= armStart && at < armEnd) || at < l.main - 1)
                    canoe.space = std::int8_t(at + 1);
                else if (at == l.main - 1)
                    canoe.space = std::int8_t(armStart);
            }
        // The falling disc joins the pool before the entering one is taken from its front.
        s.pool[std::size_t(s.poolCount++)] = s.discs[std::size_t(armEnd)];
        const int entering = s.pool[0];
        std::copy(s.pool.begin() + 1, s.pool.begin() + s.poolCount, s.pool.begin());
        --s.poolCount;
        const int fell = l.flowOnePoint(s.discs, s.forkRight, entering);
        record(NiagaraEvent::DiscEntered, -1, entering);
        record(NiagaraEvent::DiscFell, -1, fell, s.forkRight);
        s.forkRight = 1 - s.forkRight;
    }
}

// A canoe over a waterfall is lost; its gem goes back to the place of its colour (§4, Phase III).
void NiagaraGame::loseCanoe(int seat, int canoeIndex)
{
    NiagaraState &s = m_state;
    Canoe &canoe = s.seats[std::size_t(seat)].canoes[std::size_t(canoeIndex)];
    const int gem = canoe.gem;
    const int space = canoe.space;
    if (gem != NoGem)
        ++s.places[std::size_t(gem)][std::size_t(gem)];
    canoe = Canoe{Canoe::Where::Lost, -1, NoGem};
    record(NiagaraEvent::CanoeLost, seat, canoeIndex, gem, 0, space);
}

// Ranks (docs/rules/niagara.md, "Winning"): every winner first; the others by gems in the play
// area, then by gems in canoes, equal figures sharing a rank.
void NiagaraGame::finishGame()
{
    NiagaraState &s = m_state;
    std::array<int, MaxPlayers> key{};
    for (int i = 0; i < s.seatCount; ++i) {
        const Seat &seat = s.seats[std::size_t(i)];
        int land = 0, water = 0;
        for (const std::uint8_t count : seat.playArea)
            land += count;
        for (const Canoe &canoe : seat.canoes)
            water += canoe.gem != NoGem ? 1 : 0;
        key[std::size_t(i)] = seat.winner ? 100000 : land * 100 + water;
        if (seat.winner)
            record(NiagaraEvent::Won, i);
    }
    for (int i = 0; i < s.seatCount; ++i) {
        int better = 0;
        for (int j = 0; j < s.seatCount; ++j)
            better += key[std::size_t(j)] > key[std::size_t(i)] ? 1 : 0;
        s.seats[std::size_t(i)].rank = 1 + better;
    }
    s.step = Step::Over;
}

std::vector<int> NiagaraGame::ranks() const
{
    std::vector<int> out;
    for (int i = 0; i < m_state.seatCount; ++i)
        out.push_back(m_state.seats[std::size_t(i)].rank);
    return out;
}

// Gems of each colour wherever they are, then every seat's cards and canoes, then the discs:
// none may appear or vanish.
std::vector<int> NiagaraGame::cardCensus() const
{
    const NiagaraState &s = m_state;
    std::vector<int> census(GemColours + 3, 0);
    for (int place = 0; place < GemColours; ++place)
        for (int colour = 0; colour < GemColours; ++colour)
            census[std::size_t(colour)] += s.places[std::size_t(place)][std::size_t(colour)];
    for (int i = 0; i < s.seatCount; ++i) {
        const Seat &seat = s.seats[std::size_t(i)];
        for (int colour = 0; colour < GemColours; ++colour)
            census[std::size_t(colour)] += seat.playArea[std::size_t(colour)];
        for (const Canoe &canoe : seat.canoes)
            if (canoe.gem != NoGem)
                ++census[std::size_t(canoe.gem)];
        // A card is in the hand (the chosen one too until revealed) or played this cycle.
        census[GemColours] += 7;
        census[GemColours + 1] += int(seat.canoes.size());
    }
    int discs = s.poolCount;
    for (int space = 0; space < s.layout.spaces(); ++space)
        discs += s.discs[std::size_t(space)] >= 0 ? 1 : 0;
    census[GemColours + 2] = discs;
    return census;
}

void NiagaraGame::setRecordLog(bool on)
{
    m_log.setRecording(on);
}

QStringList NiagaraGame::takeLog()
{
    const NiagaraNarration narration(m_river, m_seatNames);
    return m_log.narrate([&](const NiagaraEvent &event) { return narration.sentence(event); });
}

QString NiagaraGame::actionName(Action action) const
{
    return NiagaraNarration::actionName(*this, action);
}

QString NiagaraGame::actionNameFor(Action action, int viewer) const
{
    const bool secret = action >= actions::ChooseCard &&
                        action < actions::ChooseCard + actions::Cards && viewer != currentSeat();
    return secret ? NiagaraNarration::tr("Choose a card face down") : actionName(action);
}

bool NiagaraGame::secretsPending() const
{
    for (int i = 0; i < m_state.seatCount; ++i) {
        const Seat &seat = m_state.seats[std::size_t(i)];
        if (seat.chosen >= 0 && !seat.revealed)
            return true;
    }
    return false;
}

} // namespace cw::niagara
