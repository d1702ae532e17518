// What each seat sees of a Visions of Rainbows game and how its hidden cards are re-dealt
// (VisionsGame::viewFor, resampleHidden, cardCensus).
#include "VisionsGame.h"

#include <QJsonArray>

#include <algorithm>

namespace cw::visions {

namespace {

const char *stageKey(VisionsStage stage)
{
    static const char *const keys[] = {"place",      "activate", "move",          "link",
                                       "dropBack",   "rescue",   "grupoCompacto", "counterAttack",
                                       "pushedLane", "over"};
    return keys[int(stage)];
}

const char *whereKey(VisionsRider::Where where)
{
    static const char *const keys[] = {"waiting", "road", "roadSide", "finished"};
    return keys[int(where)];
}

const char *lengthKeyOf(GameLength length)
{
    static const char *const keys[] = {"short", "medium", "long"};
    return keys[int(length)];
}

QJsonArray cardCounts(const std::vector<int> &cards)
{
    std::array<int, DeckSize> counts{};
    for (int card : cards)
        ++counts[std::size_t(card)];
    QJsonArray out;
    for (int count : counts)
        out.append(count);
    return out;
}

} // namespace

// Public: the phase, the stage and who decides, every rider (where, its space, fatigue, whether
// it has been activated, its bonus seconds and podium place), the move under way, and per team
// its hand, deck, discard (as counts per card: played cards are face up) and set-aside sizes,
// the Event deck's size and its discard pile. The seat's own view adds its hand (counts per
// card: a hand has no order). Every deck's order is hidden from everyone.
QJsonObject VisionsGame::viewFor(int seat) const
{
    const VisionsState &s = m_state;
    QJsonObject view{{QStringLiteral("phase"), s.phase},
                     {QStringLiteral("stage"), QLatin1String(stageKey(s.stage))},
                     {QStringLiteral("seat"), currentSeat()},
                     {QStringLiteral("firstSeat"), s.firstSeat},
                     {QStringLiteral("length"), QLatin1String(lengthKeyOf(s.length))},
                     {QStringLiteral("ridersPerTeam"), s.perTeam},
                     {QStringLiteral("placed"), s.placed},
                     {QStringLiteral("eventsThisPhase"), s.eventsThisPhase},
                     {QStringLiteral("raceWon"), s.raceWon},
                     {QStringLiteral("bonusTaken"), QString::number(s.bonusTaken)}};
    QJsonArray riders;
    for (int r = 0; r < s.riderCount(); ++r) {
        const VisionsRider &rider = s.riders[std::size_t(r)];
        QJsonObject json{{QStringLiteral("team"), s.teamOf(r)},
                         {QStringLiteral("slot"), s.slotOf(r)},
                         {QStringLiteral("where"), QLatin1String(whereKey(rider.where))},
                         {QStringLiteral("temporary"), rider.temporary},
                         {QStringLiteral("permanent"), rider.permanent},
                         {QStringLiteral("activated"), rider.activated},
                         {QStringLiteral("bonusSeconds"), rider.bonusSeconds}};
        if (rider.where == VisionsRider::Where::Road) {
            const RoadPosition &at = m_track->position(rider.cell);
            json.insert(QStringLiteral("row"), at.row);
            json.insert(QStringLiteral("lane"), at.lane);
            json.insert(QStringLiteral("pseudo"), at.pseudo);
        } else if (rider.where == VisionsRider::Where::RoadSide) {
            json.insert(QStringLiteral("row"), rider.cell);
            json.insert(QStringLiteral("side"), rider.side);
        } else if (rider.where == VisionsRider::Where::Finished) {
            json.insert(QStringLiteral("podium"), rider.podium + 1);
        }
        riders.append(json);
    }
    view.insert(QStringLiteral("riders"), riders);
    if (s.stage == VisionsStage::Move || s.stage == VisionsStage::Link ||
        s.stage == VisionsStage::PushedLane) {
        const VisionsMove &m = s.move;
        QJsonArray group;
        for (int i = 0; i < m.groupCount; ++i)
            group.append(m.group[std::size_t(i)]);
        QJsonArray visited;
        for (int i = 0; i < m.visitedCount; ++i)
            visited.append(QJsonArray{m.visited[std::size_t(i)], m.visits[std::size_t(i)]});
        view.insert(QStringLiteral("move"),
                    QJsonObject{{QStringLiteral("rider"), m.rider},
                                {QStringLiteral("card"), m.card},
                                {QStringLiteral("type"), int(m.type)},
                                {QStringLiteral("ps"), m.ps},
                                {QStringLiteral("terrainsHad"), m.terrainsHad},
                                {QStringLiteral("group"), group},
                                {QStringLiteral("linkCandidate"), m.linkCandidate},
                                {QStringLiteral("visited"), visited}});
    }
    if (s.stage == VisionsStage::PushedLane) {
        QJsonArray pushed;
        for (int rider : pushedLine(s.move.pendingBump))
            pushed.append(rider);
        view.insert(QStringLiteral("pushedLine"), pushed);
    }
    QJsonArray teams;
    const std::vector<int> times = isOver() ? teamTimes() : std::vector<int>();
    const std::vector<int> places = isOver() ? ranks() : std::vector<int>();
    for (int t = 0; t < s.teams; ++t) {
        const VisionsTeam &team = s.team[std::size_t(t)];
        std::vector<int> discard;
        for (int i = 0; i < team.deck.discardCount(); ++i)
            discard.push_back(team.deck.discardAt(i));
        QJsonObject json{{QStringLiteral("handCount"), team.handCount},
                         {QStringLiteral("drawCount"), team.deck.drawCount()},
                         {QStringLiteral("discard"), cardCounts(discard)},
                         {QStringLiteral("setAside"), team.setAside}};
        int racing = 0, finished = 0, fatigue = 0, bonus = 0;
        for (int slot = 0; slot < s.perTeam; ++slot) {
            const VisionsRider &rider = s.riders[std::size_t(t * s.perTeam + slot)];
            racing += rider.racing();
            finished += rider.where == VisionsRider::Where::Finished;
            fatigue += rider.fatigue();
            bonus += rider.bonusSeconds;
        }
        json.insert(QStringLiteral("racing"), racing);
        json.insert(QStringLiteral("finished"), finished);
        json.insert(QStringLiteral("fatigue"), fatigue);
        json.insert(QStringLiteral("bonusSeconds"), bonus);
        if (isOver()) {
            json.insert(QStringLiteral("time"), times[std::size_t(t)]);
            json.insert(QStringLiteral("rank"), places[std::size_t(t)]);
        }
        if (t == seat) {
            std::vector<int> hand(team.hand.begin(), team.hand.begin() + team.handCount);
            json.insert(QStringLiteral("hand"), cardCounts(hand));
        }
        teams.append(json);
    }
    view.insert(QStringLiteral("teams"), teams);
    QJsonArray eventDiscard;
    for (int i = 0; i < s.events.discardCount(); ++i)
        eventDiscard.append(s.events.discardAt(i));
    view.insert(QStringLiteral("eventDeck"), s.events.drawCount());
    view.insert(QStringLiteral("eventDiscard"), eventDiscard);
    if (s.stage == VisionsStage::GrupoCompacto) {
        const VisionsEventState &e = s.event;
        view.insert(QStringLiteral("grupoCompacto"),
                    QJsonObject{{QStringLiteral("event"), e.card},
                                {QStringLiteral("rider"), e.movers[e.next]},
                                {QStringLiteral("rows"), e.rows}});
    }
    if (s.length != GameLength::Short)
        VisionsTactics::addToView(s, seat, view);
    return view;
}

// Every other team's hand and draw pile are dealt again from the cards the seat cannot see (in
// a canonical order first, so that nothing of the old arrangement survives); every draw pile,
// the seat's own and the Event deck included, is shuffled; the generator is reseeded.
void VisionsGame::resampleHidden(int seat, Rng &rng)
{
    VisionsState &s = m_state;
    for (int t = 0; t < s.teams; ++t) {
        VisionsTeam &team = s.team[std::size_t(t)];
        std::vector<std::int8_t> unseen;
        if (t != seat)
            for (int i = 0; i < team.handCount; ++i)
                unseen.push_back(team.hand[std::size_t(i)]);
        const int drawCount = team.deck.drawCount();
        for (int i = 0; i < drawCount; ++i)
            unseen.push_back(team.deck.drawAt(i));
        std::sort(unseen.begin(), unseen.end());
        rng.shuffle(unseen.begin(), unseen.end());
        std::vector<std::int8_t> discard; // the view shows it as counts: put in canonical order
        for (int i = 0; i < team.deck.discardCount(); ++i)
            discard.push_back(team.deck.discardAt(i));
        std::sort(discard.begin(), discard.end());
        team.deck.clear();
        for (std::int8_t card : discard)
            team.deck.discard(card);
        // A hand never holds Making Headlines (drawing it resolves an Event at once): the hand is
        // dealt from the other unseen cards, and Making Headlines stays in the draw pile.
        if (t != seat) {
            std::stable_partition(unseen.begin(), unseen.end(),
                                  [](std::int8_t card) { return card != MakingHeadlines; });
            for (int i = 0; i < team.handCount; ++i)
                team.hand[std::size_t(i)] = unseen[std::size_t(i)];
            unseen.erase(unseen.begin(), unseen.begin() + team.handCount);
            rng.shuffle(unseen.begin(), unseen.end());
        }
        for (std::int8_t card : unseen)
            team.deck.putOnDrawPile(card);
    }
    std::vector<std::int8_t> events;
    for (int i = 0; i < s.events.drawCount(); ++i)
        events.push_back(s.events.drawAt(i));
    std::sort(events.begin(), events.end());
    rng.shuffle(events.begin(), events.end());
    std::vector<std::int8_t> eventDiscard;
    for (int i = 0; i < s.events.discardCount(); ++i)
        eventDiscard.push_back(s.events.discardAt(i));
    s.events.clear();
    for (std::int8_t card : eventDiscard)
        s.events.discard(card);
    for (std::int8_t card : events)
        s.events.putOnDrawPile(card);
    VisionsTactics::resampleHidden(s, seat, rng);
    s.rng.reseed(rng.next());
}

// Per team card id (17 each, Making Headlines last) over hand, draw pile, discard pile and the
// cards set aside, then per Event card over the Event deck and its discard pile, then (medium and
// long games) per Tactics card over the hands, the cards removed unseen and the cards played.
std::vector<int> VisionsGame::cardCensus() const
{
    const VisionsState &s = m_state;
    std::vector<int> census;
    for (int t = 0; t < s.teams; ++t) {
        const VisionsTeam &team = s.team[std::size_t(t)];
        for (int card = 0; card < DeckSize; ++card) {
            int count = team.deck.countInDraw(std::int8_t(card)) +
                        team.deck.countInDiscard(std::int8_t(card));
            for (int i = 0; i < team.handCount; ++i)
                count += team.hand[std::size_t(i)] == card;
            if (card == MakingHeadlines)
                count += team.setAside;
            census.push_back(count);
        }
    }
    for (int card = 0; card < EventCardCount; ++card)
        census.push_back(s.events.countInDraw(std::int8_t(card)) +
                         s.events.countInDiscard(std::int8_t(card)));
    VisionsTactics::census(s, census);
    return census;
}

} // namespace cw::visions
