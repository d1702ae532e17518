// What a race of Visions of Rainbows reports to the course lab (Game::labEventKinds,
// takeLabEvents): the rules that fire, from the events the race records for its log. Fatigue
// from an Action card is located at the road space the move ended on, a bump at the space the
// pushed rider reached, a lane change (a sideways step) at the space stepped into: road spaces
// are the race's cells (VisionsRaceTrack). A bonus line won is located at the line (its index in
// the road's bonus lines, as the road editor selects them). Length is counted in movement phases.
#include "VisionsGame.h"
#include "VisionsNarration.h"

#include <QCoreApplication>

namespace cw::visions {

namespace {

// The lab's kinds, in the order of labEventKinds().
enum LabKind {
    LabPhase,
    LabFatigueT,
    LabFatigueP,
    LabEventFatigue,
    LabBump,
    LabLaneChange,
    LabBonusLine,
    LabEventDrawn,
    LabDroppedBack,
    LabRescued,
    LabGrupoCompacto,
    LabCounterAttack,
    LabTactics,
};

constexpr const char *Context = "cw::visions::VisionsGame";

QString spaceElement()
{
    return QStringLiteral("space");
}

QString bonusLineElement()
{
    return QStringLiteral("bonusLine");
}

LabEventKind kind(const char *key, const char *label, const QString &element = {})
{
    return {QString::fromLatin1(key), GameText{Context, label}, element};
}

} // namespace

std::vector<LabEventKind> VisionsGame::labEventKinds() const
{
    return {
        kind("phase", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Movement phase")),
        kind("fatigueT",
             QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Temporary fatigue taken (T)"),
             spaceElement()),
        kind("fatigueP",
             QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Permanent fatigue taken (P)"),
             spaceElement()),
        kind("eventFatigue",
             QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Fatigue taken from an Event")),
        kind("bump", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Rider bumped"), spaceElement()),
        kind("laneChange", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Lane change"),
             spaceElement()),
        kind("bonusLine",
             QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Bonus line won (amount: seconds)"),
             bonusLineElement()),
        kind("eventDrawn", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Event drawn")),
        kind("droppedBack",
             QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Dropped back to the team car")),
        kind("rescued", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Dropped rider rescued")),
        kind("grupoCompacto", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Grupo Compacto")),
        kind("counterAttack", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Counter-attack")),
        kind("tactics", QT_TRANSLATE_NOOP("cw::visions::VisionsGame", "Tactics card played")),
    };
}

QString VisionsGame::labLocationName(const QString &element, int location) const
{
    if (element == bonusLineElement()) {
        for (const MapBonusLine &line : m_track->bonusLines())
            if (line.index == location)
                return QCoreApplication::translate("cw::visions::VisionsGame",
                                                   "bonus line at row %1")
                    .arg(line.row + 1);
        return {};
    }
    return location >= 0 && location < m_track->cellCount()
               ? VisionsNarration(*this, {}).cellName(location)
               : QString();
}

int VisionsGame::labStartPosition(int seat) const
{
    // The first round of placements puts each team's first rider on spaces 1…teams in order.
    for (const VisionsEvent &e : m_log.events())
        if (e.type == VisionsEvent::Placed && e.seat == seat && e.a <= m_state.teams)
            return e.a - 1;
    return -1;
}

void VisionsGame::takeLabEvents(std::vector<LabEvent> &out)
{
    const VisionsRaceTrack &track = *m_track;
    const auto onRoad = [&](int cell) { return cell >= 0 && cell < track.cellCount() ? cell : -1; };
    for (const VisionsEvent &e : m_log.takeUnread(EventLog<VisionsEvent>::Lab)) {
        switch (e.type) {
        case VisionsEvent::PhaseStarted:
            out.push_back({LabPhase, -1, -1, 1});
            break;
        case VisionsEvent::MoveEnded:
            if (e.a > 0)
                out.push_back({LabFatigueT, e.seat, onRoad(e.c), e.a});
            if (e.b > 0)
                out.push_back({LabFatigueP, e.seat, onRoad(e.c), e.b});
            break;
        case VisionsEvent::EventFatigue:
            if (e.b > 0 || e.c > 0)
                out.push_back({LabEventFatigue, -1, -1, std::max(0, e.b) + std::max(0, e.c)});
            break;
        case VisionsEvent::ForwardBumped:
        case VisionsEvent::SidewaysBumped:
            out.push_back({LabBump, e.seat, onRoad(e.a), 1});
            break;
        case VisionsEvent::Stepped:
            // Sideways: the same row, another lane (a re-entry from the road side has no cell).
            if (onRoad(e.a) >= 0 && onRoad(e.b) >= 0 &&
                track.position(e.a).row == track.position(e.b).row &&
                track.position(e.a).lane != track.position(e.b).lane)
                out.push_back({LabLaneChange, e.seat, e.b, 1});
            break;
        case VisionsEvent::BonusLine: {
            const auto &lines = track.bonusLines();
            const int line =
                e.a >= 0 && e.a < int(lines.size()) ? lines[std::size_t(e.a)].index : -1;
            out.push_back({LabBonusLine, e.seat, line, e.b});
            break;
        }
        case VisionsEvent::EventDrawn:
            out.push_back({LabEventDrawn, e.seat, -1, 1});
            break;
        case VisionsEvent::DroppedBack:
            out.push_back({LabDroppedBack, e.seat, -1, 1});
            break;
        case VisionsEvent::Rescued:
            out.push_back({LabRescued, e.seat, -1, 1});
            break;
        case VisionsEvent::GrupoCompacto:
            out.push_back({LabGrupoCompacto, e.seat, -1, 1});
            break;
        case VisionsEvent::CounterAttacked:
            out.push_back({LabCounterAttack, e.seat, -1, 1});
            break;
        case VisionsEvent::TacticsPlayed:
            out.push_back({LabTactics, e.seat, -1, 1});
            break;
        case VisionsEvent::Placed:
        case VisionsEvent::Activated:
        case VisionsEvent::Finished:
        case VisionsEvent::HeadlinesSetAside:
        case VisionsEvent::EventMoved:
        case VisionsEvent::EventBonus:
        case VisionsEvent::GameOver:
            break;
        }
    }
}

} // namespace cw::visions
