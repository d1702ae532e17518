// What a rowing race reports to the course lab (Game::labEventKinds, takeLabEvents): the rules
// that fire, from the events the race records for its log, each crossing of a split line located
// at that line (its index in the race's course, sorted by metres as the engine holds it).
#include "RowingGame.h"

#include <QCoreApplication>

#include <algorithm>

namespace cw::rowing {

namespace {

// The lab's kinds, in the order of labEventKinds().
enum LabKind {
    LabRound,
    LabCrab,
    LabCrabStamina,
    LabSplitPaid,
    LabRateJump,
    LabStrain,
    LabInstability,
    LabCluttered,
    LabMotivation,
    LabCooldown,
    LabTides,
};

constexpr const char *Context = "cw::rowing::RowingGame";

} // namespace

std::vector<LabEventKind> RowingGame::labEventKinds() const
{
    const QString line = QStringLiteral("splitLine");
    return {
        {QStringLiteral("round"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Round")},
         {}},
        {QStringLiteral("crab"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Crab caught")},
         line},
        {QStringLiteral("crabStamina"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Stamina lost to a crab")},
         line},
        {QStringLiteral("splitPaid"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Stamina paid at a split line")},
         line},
        {QStringLiteral("rateJump"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Stamina paid for a 35↔45 jump")},
         {}},
        {QStringLiteral("strain"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Strain at 45 spm")},
         {}},
        {QStringLiteral("instability"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Instability revealed")},
         {}},
        {QStringLiteral("cluttered"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Cluttered hand")},
         {}},
        {QStringLiteral("motivation"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Motivation used")},
         {}},
        {QStringLiteral("cooldown"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Stamina back from cooldown")},
         {}},
        {QStringLiteral("tides"),
         {Context, QT_TRANSLATE_NOOP("cw::rowing::RowingGame", "Moved by the tides")},
         {}},
    };
}

QString RowingGame::labLocationName(const QString &element, int location) const
{
    Q_UNUSED(element) // split lines only
    const auto &lines = m_state.course.splitLines;
    return location >= 0 && location < int(lines.size())
               ? QCoreApplication::translate("cw::rowing::RowingGame", "%1 m")
                     .arg(lines[std::size_t(location)].metres)
               : QString();
}

void RowingGame::takeLabEvents(std::vector<LabEvent> &out)
{
    const auto &lines = m_state.course.splitLines;
    const auto lineAt = [&](int metres) {
        const auto it = std::find_if(lines.begin(), lines.end(),
                                     [&](const SplitLine &line) { return line.metres == metres; });
        return it == lines.end() ? -1 : int(it - lines.begin());
    };
    // The first round started at setup, before the race recorded anything.
    if (!m_labFirstRound) {
        m_labFirstRound = true;
        const std::vector<RowingEvent> &events = m_log.events();
        if (events.empty() || events.front().type != RowingEvent::RoundStarted)
            out.push_back({LabRound, -1, -1, 1});
    }
    for (const RowingEvent &e : m_log.takeUnread(EventLog<RowingEvent>::Lab)) {
        switch (e.type) {
        case RowingEvent::RoundStarted:
            out.push_back({LabRound, -1, -1, 1});
            break;
        case RowingEvent::RateChosen:
            if (e.b > 0)
                out.push_back({LabRateJump, e.seat, -1, e.b});
            break;
        case RowingEvent::Strain:
            if (e.a > 0)
                out.push_back({LabStrain, e.seat, -1, e.a});
            break;
        case RowingEvent::Revealed:
            out.push_back({LabInstability, e.seat, -1, 1});
            break;
        case RowingEvent::SplitPaid:
            out.push_back({LabSplitPaid, e.seat, lineAt(e.a), e.b});
            break;
        case RowingEvent::CaughtCrab:
            out.push_back({LabCrab, e.seat, lineAt(e.a), 1});
            if (e.c > 0)
                out.push_back({LabCrabStamina, e.seat, lineAt(e.a), e.c});
            break;
        case RowingEvent::ClutteredHand:
            out.push_back({LabCluttered, e.seat, -1, 1});
            break;
        case RowingEvent::Motivated:
            out.push_back({LabMotivation, e.seat, -1, 1});
            break;
        case RowingEvent::Cooldown:
            out.push_back({LabCooldown, e.seat, -1, e.a});
            break;
        case RowingEvent::Tides:
            out.push_back({LabTides, e.seat, -1, 1});
            break;
        case RowingEvent::Moved:
        case RowingEvent::Discarded:
        case RowingEvent::Finished:
        case RowingEvent::RaceOver:
            break;
        }
    }
}

} // namespace cw::rowing
