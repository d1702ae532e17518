// What a game of Line cards reports to the course lab (Game::labEventKinds, takeLabEvents): the
// rules that fire, from the events the game records for its log. A player stuck (BR015) is
// located at the square its line ends on, a card laid at its square (grid squares numbered row ×
// MaxSide + column, LineCardsActions.h, named as the log names them: "C4").
#include "LineCardsGame.h"
#include "LineCardsNarration.h"

namespace cw::linecards {

namespace {

// The lab's kinds, in the order of labEventKinds().
enum LabKind {
    LabTurn,
    LabStuck,
    LabLaid,
    LabMulligan,
    LabBoost,
    LabBrake,
    LabTurnAround,
    LabExtraGas,
    LabRevealTied,
    LabPairsTied,
};

constexpr const char *LabEventContext = "cw::linecards::LineCardsGame";

QString squareElement()
{
    return QStringLiteral("square");
}

LabEventKind kind(const char *key, const char *label, bool located)
{
    return {QString::fromLatin1(key), GameText{LabEventContext, label},
            located ? squareElement() : QString()};
}

LabKind labKindOf(Effect effect)
{
    switch (effect) {
    case Effect::Boost:
        return LabBoost;
    case Effect::Brake:
        return LabBrake;
    case Effect::TurnAround:
        return LabTurnAround;
    case Effect::ExtraGas:
    case Effect::None:
        break;
    }
    return LabExtraGas;
}

} // namespace

std::vector<LabEventKind> LineCardsGame::labEventKinds() const
{
    return {
        kind("turn", QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Turn"), false),
        kind("stuck",
             QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Player stuck (cannot lay a card)"),
             true),
        kind("laid", QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Card laid"), true),
        kind("mulligan", QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Hand redrawn"), false),
        kind("boost", QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Energy: Boost"), false),
        kind("brake", QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Energy: Brake"), false),
        kind("turnAround", QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Energy: Turn around"),
             false),
        kind("extraGas", QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Energy: Extra gas"),
             false),
        kind("revealTied",
             QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame", "Reveal tied (revealed again)"),
             false),
        kind("pairsTied",
             QT_TRANSLATE_NOOP("cw::linecards::LineCardsGame",
                               "Every pair tied (the second player starts)"),
             false),
    };
}

QString LineCardsGame::labLocationName(const QString &element, int location) const
{
    Q_UNUSED(element) // squares only
    return location >= 0 && location < MaxSquares ? LineCardsNarration::squareName(location)
                                                  : QString();
}

void LineCardsGame::takeLabEvents(std::vector<LabEvent> &out)
{
    for (const LineCardsEvent &e : m_log.takeUnread(EventLog<LineCardsEvent>::Lab)) {
        switch (e.type) {
        case LineCardsEvent::TurnBegins:
            out.push_back({LabTurn, -1, -1, 1});
            break;
        case LineCardsEvent::CannotLay:
            out.push_back({LabStuck, e.seat, e.a, 1});
            break;
        case LineCardsEvent::Laid:
            out.push_back({LabLaid, e.seat, e.b, 1});
            break;
        case LineCardsEvent::Mulliganed:
            out.push_back({LabMulligan, e.seat, -1, 1});
            break;
        case LineCardsEvent::UsedEnergy:
            out.push_back({labKindOf(Effect(e.a)), e.seat, -1, 1});
            break;
        case LineCardsEvent::RevealTied:
            out.push_back({LabRevealTied, -1, -1, 1});
            break;
        case LineCardsEvent::PairsTied:
            out.push_back({LabPairsTied, -1, -1, 1});
            break;
        case LineCardsEvent::KeptHand:
        case LineCardsEvent::Drew:
        case LineCardsEvent::Revealed:
        case LineCardsEvent::StartsTurnOne:
        case LineCardsEvent::PairDecides:
            break;
        }
    }
}

} // namespace cw::linecards
