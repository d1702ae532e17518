#pragma once

#include "VisionsCards.h"
#include "VisionsCourse.h"
#include "core/CardPile.h"
#include "core/Game.h"

#include "core/NarrationLanguage.h"
#include <QJsonObject>

#include <array>
#include <cstdint>
#include <vector>

namespace cw::visions {

class VisionsGame;
struct VisionsState;

// The 11 Tactics cards (docs/rules/visions.md, "Tactics (medium and long games)"), ids in its
// order: the four Initial Tactics first.
enum class Tactic : std::uint8_t {
    TeamLeader,           // Initial: the All-Star +1 PS on flats
    MountainDomestique,   // Initial: a Domestique +1 PS on mountains
    LeadOutTrain,         // Initial: the Sprinter +1 PS on sprint
    Rouleur,              // Initial: a Domestique +1 PS on descents
    Attack,               // +2 PS for this turn's activation
    TeamCar,              // one of your riders removes 2 T
    SecondWind,           // one of your riders removes one P
    HoldTheWheel,         // with a Draft card, the rider keeps its class modifiers
    DomestiquesSacrifice, // up to 2 fatigue tokens from one rider to one of your Domestiques
    CounterAttack,        // an opponent's turn: your rider behind its mover moves up to 2 rows
    SprintRoyale          // your rider first across a bonus line this turn: −3 s
};
constexpr int TacticsCardCount = 11;
constexpr int InitialTacticsCount = 4;
constexpr int TacticsPerPlayer = 2;
constexpr int MaxBonusAbilities = 2;
constexpr int AttackPs = 2;
constexpr int TeamCarTokens = 2;
constexpr int SacrificeTokens = 2;
constexpr int CounterAttackRows = 2;
constexpr int SprintRoyaleSeconds = 3;

namespace VisionsAction {
// Playing a Tactics card on one's turn (stage Activate): + card × 64 + rider slot × 8 + target
// slot (Domestique's Sacrifice: the Domestique that takes the tokens).
constexpr int TacticsBase = 1000;
constexpr int TacticsEnd = TacticsBase + TacticsCardCount * 64;
constexpr int tactic(Tactic card, int slot = 0, int target = 0)
{
    return TacticsBase + int(card) * 64 + slot * 8 + target;
}
// Counter-attack (stage CounterAttack): decline, or the rider moves to this cell.
constexpr int CounterAttackDecline = 61;
constexpr int CounterAttackBase = 10000; // + cell
} // namespace VisionsAction

// The Tactics of a medium or long game: every player's hand (hidden from the others), the deck
// (its draw pile holds the cards removed unseen at setup, its discard pile the cards played),
// the Bonus abilities each rider holds, and what the current turn's cards do.
struct VisionsTacticsState {
    std::array<std::array<std::int8_t, TacticsPerPlayer>, MaxTeams> hand{};
    std::array<std::uint8_t, MaxTeams> handCount{};
    CardPile<std::int8_t, TacticsCardCount> deck;
    std::array<std::uint8_t, MaxRiders> bonus{}; // bit per Initial Tactic
    bool played = false;                         // a Tactics card was played this turn
    bool attack = false;                         // Attack!: +2 PS for this turn's activation
    bool holdTheWheel = false;     // Hold the Wheel: this turn's Draft keeps class modifiers
    bool sprintRoyale = false;     // Sprint Royale: this turn's bonus line is worth 3 s
    bool counterAsked = false;     // the Counter-attack offer after this move has been answered
    std::int8_t counterRider = -1; // CounterAttack: the rider that may counter-attack
    bool operator==(const VisionsTacticsState &) const = default;
};

// The Tactics rules, in translation context "cw::visions::VisionsTactics".
class VisionsTactics {
    CW_NARRATION_TR_FUNCTIONS(cw::visions::VisionsTactics)

public:
    // Construction (medium and long games): the 11 cards wait whole in the deck until deal().
    static void prepare(VisionsState &state);
    // An Initial Tactic played at setup: whose, which, and the rider that gained its Bonus
    // ability (-1 when the team has no rider that may take it).
    struct InitialPlay {
        int seat;
        Tactic card;
        int rider;
    };
    // Setup (medium and long games): the deck is shuffled, 2 cards dealt to each player one at a
    // time from the first seat while cards last; Initial Tactics are played at once (returned in
    // seat order, for the log).
    static std::vector<InitialPlay> deal(VisionsState &state);
    // The PS a rider's Bonus abilities give on `terrain` (a class modifier).
    static int bonusModifier(const VisionsState &state, int rider, RoadTerrain terrain);
    // Whether the activation under way (or about to be made) of `type` takes class modifiers.
    static bool takesClassModifiers(const VisionsState &state, MoveType type);
    // The Tactics plays open to the current seat at stage Activate, appended to `out` (after its
    // activations: every play's action is above theirs).
    static void legalPlays(const VisionsState &state, ActionList &out);
    static bool isPlay(Action action)
    {
        return action >= VisionsAction::TacticsBase && action < VisionsAction::TacticsEnd;
    }
    // Plays a legal Tactics action of the current seat.
    static void play(VisionsState &state, Action action);
    // Removes `card` from the seat's hand to the discard pile; false when it is not there.
    static bool discardFromHand(VisionsState &state, int seat, Tactic card);
    static bool holds(const VisionsState &state, int seat, Tactic card);
    // Whether, from what every seat sees, `seat` might hold `card`: it holds a Tactics card and
    // `card` has not been played. Depends on public information only.
    static bool mightHold(const VisionsState &state, int seat, Tactic card);
    // The end of a turn: the turn's cards stop acting.
    static void endTurn(VisionsState &state);
    // Views: every player's Tactics count, the played cards and Bonus abilities; the seat's own
    // hand; the turn's cards in play.
    static void addToView(const VisionsState &state, int seat, QJsonObject &view);
    // Every other player's hand and the unseen cards dealt again from what `seat` cannot see.
    static void resampleHidden(VisionsState &state, int seat, Rng &rng);
    // Per Tactics card: hands, removed unseen and played.
    static void census(const VisionsState &state, std::vector<int> &out);
    static QString cardName(int card);
    // The name of a Tactics, Counter-attack or Grupo Compacto action, or empty.
    static QString actionName(const VisionsGame &game, Action action);
};

} // namespace cw::visions
