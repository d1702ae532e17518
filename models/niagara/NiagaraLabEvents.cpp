// What a game of Niagara reports to the course lab (Game::labEventKinds, takeLabEvents): the rules
// that fire, from the events the game records for its log. A canoe lost is located at the space it
// went over the waterfall from, a gem stolen at the space of the theft (river spaces, as
// NiagaraCourse::spaceLabel numbers them), a gem taken at the discovery place it was taken from
// (its colour). The river's speed is the points it moved, one event a round it moved.
#include "NiagaraGame.h"
#include "NiagaraNarration.h"

#include <QCoreApplication>

namespace cw::niagara {

namespace {

// The lab's kinds, in the order of labEventKinds().
enum LabKind {
    LabRound,
    LabCanoeLost,
    LabGemLost,
    LabGemTaken,
    LabGemStolen,
    LabGemLanded,
    LabRiverMoved,
    LabWeather,
    LabBoughtBack,
    LabFreeCanoe,
};

constexpr const char *Context = "cw::niagara::NiagaraGame";

QString spaceElement()
{
    return QStringLiteral("space");
}

QString placeElement()
{
    return QStringLiteral("place");
}

LabEventKind kind(const char *key, const char *label, const QString &element = {})
{
    return {QString::fromLatin1(key), GameText{Context, label}, element};
}

} // namespace

std::vector<LabEventKind> NiagaraGame::labEventKinds() const
{
    return {
        kind("round", QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Round")),
        kind("canoeLost",
             QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Canoe lost over a waterfall"),
             spaceElement()),
        kind(
            "gemLost",
            QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Gem back to its place from a waterfall"),
            spaceElement()),
        kind("gemTaken", QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Gem taken from a place"),
             placeElement()),
        kind("gemStolen", QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Gem stolen"),
             spaceElement()),
        kind("gemLanded", QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Gem brought ashore")),
        kind("riverMoved",
             QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "River moved (amount: spaces)")),
        kind("weather", QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Weather changed")),
        kind("boughtBack", QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Canoe bought back")),
        kind("freeCanoe", QT_TRANSLATE_NOOP("cw::niagara::NiagaraGame", "Free canoe")),
    };
}

QString NiagaraGame::labLocationName(const QString &element, int location) const
{
    if (element == placeElement())
        return location >= 0 && location < GemColours
                   ? QCoreApplication::translate("cw::niagara::NiagaraGame", "%1 place")
                         .arg(NiagaraNarration::gemName(location))
                   : QString();
    return location >= 0 && location < m_river.spaceCount() ? m_river.spaceLabel(location)
                                                            : QString();
}

void NiagaraGame::takeLabEvents(std::vector<LabEvent> &out)
{
    const NiagaraLayout &layout = m_state.layout;
    const auto placeBeside = [&](int space) {
        return space >= 0 && space < layout.spaces() ? int(layout.placeOf[std::size_t(space)]) : -1;
    };
    for (const NiagaraEvent &e : m_log.takeUnread(EventLog<NiagaraEvent>::Lab)) {
        switch (e.type) {
        case NiagaraEvent::CardsRevealed:
            out.push_back({LabRound, -1, -1, 1});
            break;
        case NiagaraEvent::CanoeLost:
            out.push_back({LabCanoeLost, e.seat, e.space, 1});
            if (e.b != NoGem)
                out.push_back({LabGemLost, e.seat, e.space, 1});
            break;
        case NiagaraEvent::Loaded:
            out.push_back({LabGemTaken, e.seat, placeBeside(e.space), 1});
            break;
        case NiagaraEvent::Stole:
            out.push_back({LabGemStolen, e.seat, e.space, 1});
            break;
        case NiagaraEvent::Landed:
            if (e.b != NoGem)
                out.push_back({LabGemLanded, e.seat, -1, 1});
            break;
        case NiagaraEvent::RiverMoved:
            out.push_back({LabRiverMoved, -1, -1, e.a});
            break;
        case NiagaraEvent::Weather:
            out.push_back({LabWeather, e.seat, -1, 1});
            break;
        case NiagaraEvent::BoughtBack:
            out.push_back({LabBoughtBack, e.seat, -1, 1});
            break;
        case NiagaraEvent::FreeCanoe:
            out.push_back({LabFreeCanoe, e.seat, -1, 1});
            break;
        case NiagaraEvent::Unloaded:
        case NiagaraEvent::Moved:
        case NiagaraEvent::DiscEntered:
        case NiagaraEvent::DiscFell:
        case NiagaraEvent::PreserverPassed:
        case NiagaraEvent::HandsReturned:
        case NiagaraEvent::Won:
            break;
        }
    }
}

} // namespace cw::niagara
