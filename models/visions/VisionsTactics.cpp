// The Tactics cards (rulebook, "Tactics cards", "Class modifiers"; docs/rules/visions.md,
// "Tactics (medium and long games)"): dealing, Initial Tactics as Bonus abilities, the cards played
// on a turn, and their hidden hands.
#include "VisionsTactics.h"

#include "VisionsGame.h"
#include "VisionsNarration.h"

#include <QJsonArray>

#include <algorithm>

namespace cw::visions {

namespace {

int bonusCount(std::uint8_t bits)
{
    int count = 0;
    for (; bits; bits &= std::uint8_t(bits - 1))
        ++count;
    return count;
}

// An Initial Tactic becomes a Bonus ability of its rider: Team Leader the All-Star, Lead-out
// Train the Sprinter, Mountain Domestique and Rouleur the team's first Domestique with room for
// one (at most 2 per rider). A team without such a rider (6-7 teams have no Domestique) gains
// nothing from the card. Returns the rider that gained the ability, or -1.
int playInitial(VisionsState &s, int team, Tactic card)
{
    int slot = -1;
    if (card == Tactic::TeamLeader)
        slot = 0;
    else if (card == Tactic::LeadOutTrain)
        slot = 2;
    else
        for (int d = 3; d < s.perTeam && slot < 0; ++d)
            if (bonusCount(s.tactics.bonus[std::size_t(team * s.perTeam + d)]) < MaxBonusAbilities)
                slot = d;
    if (slot < 0)
        return -1;
    const int rider = team * s.perTeam + slot;
    std::uint8_t &bonus = s.tactics.bonus[std::size_t(rider)];
    if (bonusCount(bonus) >= MaxBonusAbilities)
        return -1;
    bonus |= std::uint8_t(1u << int(card));
    return rider;
}

bool racing(const VisionsState &s, int rider)
{
    return s.riders[std::size_t(rider)].racing();
}

} // namespace

void VisionsTactics::prepare(VisionsState &s)
{
    s.tactics.deck.clear();
    for (int card = 0; card < TacticsCardCount; ++card)
        s.tactics.deck.putOnDrawPile(std::int8_t(card));
}

std::vector<VisionsTactics::InitialPlay> VisionsTactics::deal(VisionsState &s)
{
    VisionsTacticsState &t = s.tactics;
    prepare(s);
    t.deck.shuffleDrawPile(s.rng);
    // Rulebook, "Deal out Tactics cards": 2 per player, the rest removed unseen. 11 cards do
    // not go round 6 or 7 players twice: the players last in turn order then get one.
    for (int round = 0; round < TacticsPerPlayer; ++round)
        for (int i = 0; i < s.teams && t.deck.drawCount() > 0; ++i) {
            const int seat = (s.firstSeat + i) % s.teams;
            std::int8_t card = 0;
            t.deck.draw(s.rng, card);
            t.hand[std::size_t(seat)][t.handCount[std::size_t(seat)]++] = card;
        }
    // "Play Initial Tactics cards": at once.
    std::vector<InitialPlay> plays;
    for (int seat = 0; seat < s.teams; ++seat)
        for (int card = 0; card < InitialTacticsCount; ++card)
            if (discardFromHand(s, seat, Tactic(card)))
                plays.push_back({seat, Tactic(card), playInitial(s, seat, Tactic(card))});
    return plays;
}

int VisionsTactics::bonusModifier(const VisionsState &s, int rider, RoadTerrain terrain)
{
    const std::uint8_t bonus = s.tactics.bonus[std::size_t(rider)];
    auto has = [&](Tactic card) { return (bonus & (1u << int(card))) != 0; };
    int ps = 0;
    ps += has(Tactic::TeamLeader) && terrain == RoadTerrain::Flats;
    ps += has(Tactic::MountainDomestique) && terrain == RoadTerrain::Mountain;
    ps += has(Tactic::LeadOutTrain) && terrain == RoadTerrain::Sprint;
    ps += has(Tactic::Rouleur) && terrain == RoadTerrain::Descent;
    return ps;
}

bool VisionsTactics::takesClassModifiers(const VisionsState &s, MoveType type)
{
    return type != MoveType::Draft || s.tactics.holdTheWheel;
}

bool VisionsTactics::holds(const VisionsState &s, int seat, Tactic card)
{
    const VisionsTacticsState &t = s.tactics;
    for (int i = 0; i < t.handCount[std::size_t(seat)]; ++i)
        if (t.hand[std::size_t(seat)][std::size_t(i)] == int(card))
            return true;
    return false;
}

bool VisionsTactics::mightHold(const VisionsState &s, int seat, Tactic card)
{
    return s.tactics.handCount[std::size_t(seat)] > 0 &&
           s.tactics.deck.countInDiscard(std::int8_t(card)) == 0;
}

bool VisionsTactics::discardFromHand(VisionsState &s, int seat, Tactic card)
{
    VisionsTacticsState &t = s.tactics;
    auto &hand = t.hand[std::size_t(seat)];
    std::uint8_t &count = t.handCount[std::size_t(seat)];
    for (int i = 0; i < count; ++i)
        if (hand[std::size_t(i)] == int(card)) {
            hand[std::size_t(i)] = hand[std::size_t(--count)];
            t.deck.discard(std::int8_t(card));
            return true;
        }
    return false;
}

// docs/rules/visions.md, "Tactics (medium and long games)": at most one per turn, on the player's
// own turn, before the Action card. A card is offered only where it can do something: Hold the
// Wheel with a Draft or Wild card in hand, Team Car and Second Wind for a racing rider with that
// fatigue, Domestique's Sacrifice from a racing rider with fatigue to another racing Domestique
// with fewer than 5 tokens.
static_assert(VisionsAction::TacticsBase >= VisionsAction::ActivateEnd,
              "legalPlays() sorts only the plays it appends after the activations");

void VisionsTactics::legalPlays(const VisionsState &s, ActionList &out)
{
    const VisionsTacticsState &t = s.tactics;
    if (s.length == GameLength::Short || t.played)
        return;
    const int seat = s.seat;
    const int base = seat * s.perTeam;
    const VisionsTeam &team = s.team[std::size_t(seat)];
    const auto first = out.end() - out.begin(); // the plays come after what `out` holds
    for (int i = 0; i < t.handCount[std::size_t(seat)]; ++i) {
        const Tactic card = Tactic(t.hand[std::size_t(seat)][std::size_t(i)]);
        switch (card) {
        case Tactic::Attack:
        case Tactic::SprintRoyale:
            out.push_back(VisionsAction::tactic(card));
            break;
        case Tactic::HoldTheWheel:
            for (int c = 0; c < team.handCount; ++c) {
                const MoveType type = ActionCards[std::size_t(team.hand[std::size_t(c)])].type;
                if (type == MoveType::Draft || type == MoveType::Wild) {
                    out.push_back(VisionsAction::tactic(card));
                    break;
                }
            }
            break;
        case Tactic::TeamCar:
        case Tactic::SecondWind:
            for (int slot = 0; slot < s.perTeam; ++slot) {
                const VisionsRider &r = s.riders[std::size_t(base + slot)];
                if (racing(s, base + slot) &&
                    (card == Tactic::TeamCar ? r.temporary : r.permanent) > 0)
                    out.push_back(VisionsAction::tactic(card, slot));
            }
            break;
        case Tactic::DomestiquesSacrifice:
            for (int slot = 0; slot < s.perTeam; ++slot) {
                const VisionsRider &from = s.riders[std::size_t(base + slot)];
                if (!racing(s, base + slot) || from.fatigue() == 0)
                    continue;
                for (int d = 3; d < s.perTeam; ++d)
                    if (d != slot && racing(s, base + d) &&
                        s.riders[std::size_t(base + d)].fatigue() < MaxFatigue)
                        out.push_back(VisionsAction::tactic(card, slot, d));
            }
            break;
        default: // Initial Tactics are never in hand; Counter-attack waits for its moment.
            break;
        }
    }
    // In action order, each once (two cards of a kind give the same plays).
    std::sort(out.begin() + first, out.end());
    out.erase(std::unique(out.begin() + first, out.end()), out.end());
}

void VisionsTactics::play(VisionsState &s, Action action)
{
    VisionsTacticsState &t = s.tactics;
    const int offset = action - VisionsAction::TacticsBase;
    const Tactic card = Tactic(offset / 64);
    const int base = s.seat * s.perTeam;
    VisionsRider &rider = s.riders[std::size_t(base + offset % 64 / 8)];
    if (!discardFromHand(s, s.seat, card))
        return;
    t.played = true;
    switch (card) {
    case Tactic::Attack:
        t.attack = true;
        break;
    case Tactic::HoldTheWheel:
        t.holdTheWheel = true;
        break;
    case Tactic::SprintRoyale:
        t.sprintRoyale = true;
        break;
    case Tactic::TeamCar:
        rider.temporary = std::uint8_t(std::max(0, rider.temporary - TeamCarTokens));
        break;
    case Tactic::SecondWind:
        if (rider.permanent > 0)
            --rider.permanent;
        break;
    case Tactic::DomestiquesSacrifice: {
        // Permanent tokens first (the ones the rider cannot lose otherwise); each keeps its kind.
        VisionsRider &domestique = s.riders[std::size_t(base + offset % 8)];
        for (int moved = 0; moved < SacrificeTokens && domestique.fatigue() < MaxFatigue; ++moved) {
            if (rider.permanent > 0) {
                --rider.permanent;
                ++domestique.permanent;
            } else if (rider.temporary > 0) {
                --rider.temporary;
                ++domestique.temporary;
            }
        }
        break;
    }
    default:
        break;
    }
}

void VisionsTactics::endTurn(VisionsState &s)
{
    VisionsTacticsState &t = s.tactics;
    t.played = t.attack = t.holdTheWheel = t.sprintRoyale = false;
    t.counterRider = -1;
}

void VisionsTactics::addToView(const VisionsState &s, int seat, QJsonObject &view)
{
    const VisionsTacticsState &t = s.tactics;
    QJsonArray counts, played, bonus;
    for (int team = 0; team < s.teams; ++team)
        counts.append(t.handCount[std::size_t(team)]);
    for (int i = 0; i < t.deck.discardCount(); ++i)
        played.append(t.deck.discardAt(i));
    for (int r = 0; r < s.riderCount(); ++r)
        bonus.append(t.bonus[std::size_t(r)]);
    QJsonObject json{{QStringLiteral("handCounts"), counts},
                     {QStringLiteral("unseen"), t.deck.drawCount()},
                     {QStringLiteral("played"), played},
                     {QStringLiteral("bonus"), bonus},
                     {QStringLiteral("playedThisTurn"), t.played},
                     {QStringLiteral("attack"), t.attack},
                     {QStringLiteral("holdTheWheel"), t.holdTheWheel},
                     {QStringLiteral("sprintRoyale"), t.sprintRoyale},
                     {QStringLiteral("counterRider"), t.counterRider}};
    if (seat >= 0 && seat < s.teams) {
        QJsonArray hand;
        for (int i = 0; i < t.handCount[std::size_t(seat)]; ++i)
            hand.append(t.hand[std::size_t(seat)][std::size_t(i)]);
        json.insert(QStringLiteral("hand"), hand);
    }
    view.insert(QStringLiteral("tactics"), json);
}

void VisionsTactics::resampleHidden(VisionsState &s, int seat, Rng &rng)
{
    VisionsTacticsState &t = s.tactics;
    std::vector<std::int8_t> unseen;
    for (int team = 0; team < s.teams; ++team)
        if (team != seat)
            for (int i = 0; i < t.handCount[std::size_t(team)]; ++i)
                unseen.push_back(t.hand[std::size_t(team)][std::size_t(i)]);
    for (int i = 0; i < t.deck.drawCount(); ++i)
        unseen.push_back(t.deck.drawAt(i));
    std::sort(unseen.begin(), unseen.end());
    rng.shuffle(unseen.begin(), unseen.end());
    std::vector<std::int8_t> played;
    for (int i = 0; i < t.deck.discardCount(); ++i)
        played.push_back(t.deck.discardAt(i));
    t.deck.clear();
    for (std::int8_t card : played)
        t.deck.discard(card);
    std::size_t next = 0;
    for (int team = 0; team < s.teams; ++team)
        if (team != seat)
            for (int i = 0; i < t.handCount[std::size_t(team)]; ++i)
                t.hand[std::size_t(team)][std::size_t(i)] = unseen[next++];
    for (; next < unseen.size(); ++next)
        t.deck.putOnDrawPile(unseen[next]);
}

void VisionsTactics::census(const VisionsState &s, std::vector<int> &out)
{
    const VisionsTacticsState &t = s.tactics;
    if (s.length == GameLength::Short)
        return;
    for (int card = 0; card < TacticsCardCount; ++card) {
        int count =
            t.deck.countInDraw(std::int8_t(card)) + t.deck.countInDiscard(std::int8_t(card));
        for (int team = 0; team < s.teams; ++team)
            for (int i = 0; i < t.handCount[std::size_t(team)]; ++i)
                count += t.hand[std::size_t(team)][std::size_t(i)] == card;
        out.push_back(count);
    }
}

QString VisionsTactics::cardName(int card)
{
    static const char *const names[TacticsCardCount] = {QT_TR_NOOP("Team Leader"),
                                                        QT_TR_NOOP("Mountain Domestique"),
                                                        QT_TR_NOOP("Lead-out Train"),
                                                        QT_TR_NOOP("Rouleur"),
                                                        QT_TR_NOOP("Attack!"),
                                                        QT_TR_NOOP("Team Car"),
                                                        QT_TR_NOOP("Second Wind"),
                                                        QT_TR_NOOP("Hold the Wheel"),
                                                        QT_TR_NOOP("Domestique's Sacrifice"),
                                                        QT_TR_NOOP("Counter-attack"),
                                                        QT_TR_NOOP("Sprint Royale")};
    return card >= 0 && card < TacticsCardCount ? tr(names[card]) : QString();
}

QString VisionsTactics::actionName(const VisionsGame &game, Action action)
{
    const VisionsNarration narration(game, {});
    if (isPlay(action)) {
        const int offset = action - VisionsAction::TacticsBase;
        const Tactic card = Tactic(offset / 64);
        const QString name = cardName(int(card));
        if (card == Tactic::DomestiquesSacrifice)
            return tr("%1: from the %2 to the %3")
                .arg(name, VisionsNarration::riderName(offset % 64 / 8),
                     VisionsNarration::riderName(offset % 8));
        if (card == Tactic::TeamCar || card == Tactic::SecondWind)
            return tr("%1 for the %2").arg(name, VisionsNarration::riderName(offset % 64 / 8));
        return name;
    }
    if (action == VisionsAction::CounterAttackDecline)
        return tr("No counter-attack");
    if (action >= VisionsAction::CounterAttackBase &&
        action < VisionsAction::CounterAttackBase + game.track().cellCount())
        return tr("Counter-attack to %1")
            .arg(narration.cellName(action - VisionsAction::CounterAttackBase));
    if (action == VisionsAction::GrupoCompactoStay)
        return tr("Grupo Compacto: stay");
    if (action >= VisionsAction::GrupoCompactoBase &&
        action < VisionsAction::GrupoCompactoBase + game.track().cellCount())
        return tr("Grupo Compacto to %1")
            .arg(narration.cellName(action - VisionsAction::GrupoCompactoBase));
    return QString();
}

} // namespace cw::visions
