// What a game of Salmon Run reports to the course lab (Game::labEventKinds, takeLabEvents): the
// rules that fire, from the events the game records for its log, those that happen somewhere
// located at their hex (SalmonCourseMap::index, as the river editor selects hexes). A Fatigue card
// says why it was taken (FatigueReason): a bear's bite, a Fatigue hex, a third Swim card or a jump.
#include "SalmonGame.h"

#include "SalmonHexGrid.h"

namespace cw::salmon {

namespace {

// The lab's kinds, in the order of labEventKinds().
enum LabKind {
    LabRound,
    LabJump,
    LabMoveCancelled,
    LabBearBite,
    LabFatigueBear,
    LabFatigueHex,
    LabFatigueThirdSwim,
    LabFatigueJump,
    LabSupplyCard,
    LabDrawHex,
    LabReeds,
    LabBearMoved,
    LabCurrent,
    LabRapidsDiscard,
    LabCounter,
    LabEagle,
    LabFatigueReturned,
    LabDiscardDown,
    LabSpawned,
};

constexpr const char *Context = "cw::salmon::SalmonGame";

LabEventKind kind(const char *key, const char *label, bool located)
{
    return {QString::fromLatin1(key), GameText{Context, label},
            located ? QStringLiteral("hex") : QString()};
}

LabKind labKindOfTaking(Card card, FatigueReason why)
{
    if (card != Card::Fatigue)
        return LabSupplyCard;
    switch (why) {
    case FatigueReason::BearBite:
        return LabFatigueBear;
    case FatigueReason::ThirdSwim:
        return LabFatigueThirdSwim;
    case FatigueReason::Jump:
        return LabFatigueJump;
    case FatigueReason::None:
    case FatigueReason::Symbol:
        break;
    }
    return LabFatigueHex;
}

} // namespace

std::vector<LabEventKind> SalmonGame::labEventKinds() const
{
    return {
        kind("round", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Round"), false),
        kind("jump", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Jump landed"), true),
        kind("moveCancelled", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Move blocked"), false),
        kind("bearBite", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Bear met"), true),
        kind("fatigueBear", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Fatigue from a bear"),
             true),
        kind("fatigueHex",
             QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Fatigue from a Fatigue hex"), true),
        kind("fatigueThirdSwim",
             QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Fatigue from a third Swim card"), true),
        kind("fatigueJump", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Fatigue from a jump"),
             true),
        kind("supplyCard",
             QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Card taken from the supply"), true),
        kind("drawHex", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Card drawn on a Draw hex"),
             false),
        kind("reeds", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Card removed by reeds"), false),
        kind("bearMoved", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Bear moved"), true),
        kind("current", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Moved by a current"), true),
        kind("rapidsDiscard", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Discarded to rapids"),
             false),
        kind("counter", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Card countered"), false),
        kind("eagle", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Discarded to an eagle"), false),
        kind("fatigueReturned",
             QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Fatigue returned after a tired turn"),
             false),
        kind("discardDown",
             QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Discarded down to the hand size"), false),
        kind("spawned", QT_TRANSLATE_NOOP("cw::salmon::SalmonGame", "Salmon spawned"), false),
    };
}

QString SalmonGame::labLocationName(const QString &element, int location) const
{
    Q_UNUSED(element) // hexes only
    return location >= 0 && location < river().cellCount() ? hexLabel(river().hexAt(location))
                                                           : QString();
}

void SalmonGame::takeLabEvents(std::vector<LabEvent> &out)
{
    for (const SalmonEvent &e : m_log.takeUnread(EventLog<SalmonEvent>::Lab)) {
        switch (e.type) {
        case SalmonEvent::TurnStarted:
            // A round starts with the first player's turn (the die roll chose it at setup).
            if (e.seat == m_state.firstPlayer)
                out.push_back({LabRound, -1, -1, 1});
            break;
        case SalmonEvent::Jumped:
            out.push_back({LabJump, e.seat, e.b, 1});
            break;
        case SalmonEvent::MoveCancelled:
            out.push_back({LabMoveCancelled, e.seat, -1, 1});
            break;
        case SalmonEvent::BearBite:
            out.push_back({LabBearBite, e.seat, e.a, 1});
            break;
        case SalmonEvent::TookCard: {
            out.push_back({labKindOfTaking(Card(e.a), FatigueReason(e.b)), e.seat, e.c, 1});
            break;
        }
        case SalmonEvent::Drew:
            out.push_back({LabDrawHex, e.seat, -1, 1});
            break;
        case SalmonEvent::Removed:
            out.push_back({LabReeds, e.seat, -1, 1});
            break;
        case SalmonEvent::BearMoved:
            out.push_back({LabBearMoved, -1, e.c, 1});
            break;
        case SalmonEvent::CurrentMoved:
            out.push_back({LabCurrent, e.seat, e.b, 1});
            break;
        case SalmonEvent::RapidsDiscarded:
            out.push_back({LabRapidsDiscard, e.seat, -1, 1});
            break;
        case SalmonEvent::Countered:
            out.push_back({LabCounter, e.seat, -1, 1});
            break;
        case SalmonEvent::EagleDiscarded:
            out.push_back({LabEagle, e.a, -1, 1}); // the seat that discards
            break;
        case SalmonEvent::FatigueReturned:
            out.push_back({LabFatigueReturned, e.seat, -1, 1});
            break;
        case SalmonEvent::DiscardedDown:
            out.push_back({LabDiscardDown, e.seat, -1, 1});
            break;
        case SalmonEvent::Spawned:
            out.push_back({LabSpawned, e.seat, -1, 1});
            break;
        case SalmonEvent::FirstPlayer:
        case SalmonEvent::CardPlayed:
        case SalmonEvent::Moved:
        case SalmonEvent::EagleLooked:
        case SalmonEvent::DieRolled:
        case SalmonEvent::GameOver:
            break;
        }
    }
}

} // namespace cw::salmon
