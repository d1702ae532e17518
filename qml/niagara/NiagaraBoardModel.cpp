#include "NiagaraBoardModel.h"

#include "niagara/NiagaraEasyAi.h"
#include "niagara/NiagaraGame.h"
#include "niagara/NiagaraNarration.h"
#include "session/GameSession.h"

#include <map>

using namespace cw::niagara;
using N = cw::niagara::NiagaraNarration;

namespace {

constexpr int OnBeach = -2, OverWaterfall = -3, Hidden = -4;

QVariantMap point(QPointF p)
{
    return {{QStringLiteral("x"), p.x()}, {QStringLiteral("y"), p.y()}};
}

} // namespace

NiagaraBoardModel::NiagaraBoardModel(QObject *parent) : QObject(parent), m_observer(this)
{
    m_timer.setInterval(FrameMs);
    connect(&m_timer, &QTimer::timeout, this, &NiagaraBoardModel::nextFrame);
    connect(&m_observer, &SessionObserver::gameStarted, this, [this] { onPosition(true); });
    connect(&m_observer, &SessionObserver::positionChanged, this, [this] { onPosition(false); });
    connect(&m_observer, &SessionObserver::languageChanged, this, &NiagaraBoardModel::riverChanged);
}

cw::GameSession *NiagaraBoardModel::session() const
{
    return m_observer.session();
}

void NiagaraBoardModel::setSession(cw::GameSession *object)
{
    if (!m_observer.follow(object))
        return;
    onPosition(true);
    emit sessionChanged();
}

const NiagaraGame *NiagaraBoardModel::game() const
{
    return m_observer.shown<NiagaraGame>();
}

// A new position: a new game remakes the geometry; a river move in the events the seat lens's copy
// carries since the last live position shown is played out frame by frame when the pace allows.
void NiagaraBoardModel::onPosition(bool newGame)
{
    const NiagaraGame *g = game();
    const bool browsing = m_observer.session() && m_observer.session()->isBrowsing();
    const bool sameGame = !newGame && g && m_lastLive;
    if (!sameGame) {
        m_geometry = g ? NiagaraBoardLayout(g->river(), g->seatCount()) : NiagaraBoardLayout();
        emit riverChanged();
    }
    // A move without a river move (the next round's choices) lets a flow being played out go on.
    NiagaraRiverFlow flow;
    if (sameGame && !browsing && g->events().size() > m_eventsSeen && animate() &&
        flow.build(*g, m_lastDiscs, m_eventsSeen)) {
        m_flow = std::move(flow);
        m_frame = 0;
        m_timer.start();
    } else if (!sameGame || browsing || !animate()) {
        finishFlow();
    }
    m_lastLive = g && !browsing;
    m_eventsSeen = g ? g->events().size() : 0;
    if (g)
        m_lastDiscs = g->state().discs;
    emit stateChanged();
    emit piecesChanged();
}

void NiagaraBoardModel::nextFrame()
{
    if (m_frame < 0 || ++m_frame >= m_flow.frameCount() + 1) {
        finishFlow();
        return;
    }
    emit piecesChanged();
}

void NiagaraBoardModel::finishFlow()
{
    m_timer.stop();
    if (m_frame < 0)
        return;
    m_frame = -1;
    m_flow.clear();
    emit piecesChanged();
}

bool NiagaraBoardModel::animate() const
{
    const cw::GameSession *s = m_observer.session();
    return s && s->aiDelayMs() > 0 && !s->isSkipping();
}

QString NiagaraBoardModel::riverName() const
{
    return game() ? m_observer.courseName() : QString();
}

QStringList NiagaraBoardModel::gemColours()
{
    return {QStringLiteral("#b07cf0"), QStringLiteral("#e9f6ff"), QStringLiteral("#ffc93c"),
            QStringLiteral("#3d8bff"), QStringLiteral("#ff4d5e")};
}

QString NiagaraBoardModel::seatColour(int seat) const
{
    return m_observer.seatColour(seat);
}

QString NiagaraBoardModel::canoeText(int seat, int canoe, int gem) const
{
    const QString name = m_observer.seatName(seat);
    return gem == NoGem ? tr("%1's canoe %2, empty").arg(name).arg(canoe + 1)
                        : tr("%1's canoe %2, carrying a %3 gem")
                              .arg(name)
                              .arg(canoe + 1)
                              .arg(N::gemName(gem));
}

QVariantList NiagaraBoardModel::spaces() const
{
    QVariantList list;
    const NiagaraGame *g = game();
    if (!g)
        return list;
    const NiagaraState &s = g->state();
    const int move = riverMove();
    for (int space = 0; space < s.layout.spaces(); ++space) {
        const int place = s.layout.placeOf[std::size_t(space)];
        const bool danger =
            move > 0 && NiagaraEasyAi::goesOverWaterfall(s.layout, s.forkRight, space, move);
        QStringList lines{tr("Space %1").arg(g->river().spaceName(space))};
        if (place >= 0)
            lines.append(tr("Beside the %1 place: a canoe here may load or unload there.")
                             .arg(N::gemName(place)));
        for (int seat = 0; seat < s.seatCount; ++seat)
            for (int c = 0; c < CanoesPerPlayer; ++c) {
                const Canoe &canoe = s.seats[std::size_t(seat)].canoes[std::size_t(c)];
                if (canoe.where == Canoe::Where::River && canoe.space == space)
                    lines.append(canoeText(seat, c, canoe.gem));
            }
        if (danger)
            lines.append(tr("The coming river move sweeps this space over a waterfall."));
        QVariantMap entry = point(m_geometry.space(space));
        // The name goes on the side away from its place: a place between the arms lies above the
        // lower arm's spaces, and their names above the disc ran over its gem counts (issue 54).
        const bool nameBelow =
            place >= 0 && m_geometry.place(place).y() < m_geometry.space(space).y();
        entry.insert({{QStringLiteral("space"), space},
                      {QStringLiteral("nameBelow"), nameBelow},
                      {QStringLiteral("label"), g->river().spaceName(space)},
                      {QStringLiteral("arm"), m_geometry.armOf(space)},
                      {QStringLiteral("place"), place},
                      {QStringLiteral("danger"), danger},
                      {QStringLiteral("tip"), lines.join(QLatin1Char('\n'))}});
        list.append(entry);
    }
    return list;
}

QVariantList NiagaraBoardModel::places() const
{
    QVariantList list;
    const NiagaraGame *g = game();
    if (!g)
        return list;
    const NiagaraState &s = g->state();
    for (int colour = 0; colour < GemColours; ++colour) {
        const QStringList &labels = g->river().places[std::size_t(colour)];
        QVariantList gems, links;
        QStringList lying;
        int total = 0;
        for (int gem = 0; gem < GemColours; ++gem) {
            const int count = s.places[std::size_t(colour)][std::size_t(gem)];
            gems.append(count);
            total += count;
            if (count > 0)
                lying.append(tr("%1 %2").arg(count).arg(N::gemName(gem)));
        }
        for (const QString &label : labels)
            if (g->river().spaceIndex(label) >= 0)
                links.append(point(m_geometry.space(g->river().spaceIndex(label))));
        if (links.isEmpty())
            continue;
        const QPointF at = m_geometry.place(colour);
        double spacesY = 0;
        for (const QVariant &link : links)
            spacesY += link.toMap().value(QStringLiteral("y")).toDouble();
        QVariantMap entry = point(at);
        // The name goes on the side away from the river, clear of the spaces' names.
        entry.insert({{QStringLiteral("nameBelow"), at.y() > spacesY / links.size() + 1},
                      {QStringLiteral("colour"), colour},
                      {QStringLiteral("name"), N::gemName(colour)},
                      {QStringLiteral("gems"), gems},
                      {QStringLiteral("total"), total},
                      {QStringLiteral("links"), links},
                      {QStringLiteral("tip"),
                       tr("The %1 discovery place, beside %2. Gems lying here: %3.")
                           .arg(N::gemName(colour), labels.join(QStringLiteral(", ")),
                                lying.isEmpty() ? tr("none") : lying.join(QStringLiteral(", ")))}});
        list.append(entry);
    }
    return list;
}

QVariantList NiagaraBoardModel::channels() const
{
    QVariantList list;
    const NiagaraGame *g = game();
    if (!g)
        return list;
    const NiagaraLayout &l = g->state().layout;
    const auto add = [&list](QPointF a, QPointF b) {
        list.append(QVariantMap{{QStringLiteral("x1"), a.x()},
                                {QStringLiteral("y1"), a.y()},
                                {QStringLiteral("x2"), b.x()},
                                {QStringLiteral("y2"), b.y()}});
    };
    add(m_geometry.entry(), m_geometry.space(0));
    for (int space = 1; space < l.spaces(); ++space)
        add(m_geometry.space(l.upstream(space)), m_geometry.space(space));
    if (l.left > 0)
        add(m_geometry.space(l.main + l.left - 1), m_geometry.waterfall(0));
    if (l.right > 0)
        add(m_geometry.space(l.spaces() - 1), m_geometry.waterfall(1));
    return list;
}

QVariantList NiagaraBoardModel::waterfalls() const
{
    QVariantList list;
    if (!game())
        return list;
    for (int arm = 0; arm < 2; ++arm) {
        QVariantMap entry = point(m_geometry.waterfall(arm));
        entry.insert(QStringLiteral("arm"), arm);
        entry.insert(QStringLiteral("width"), m_geometry.waterfallRect(arm).width());
        entry.insert(QStringLiteral("height"), m_geometry.waterfallRect(arm).height());
        entry.insert(QStringLiteral("tip"),
                     (arm == 0 ? tr("The Left arm's waterfall") : tr("The Right arm's waterfall")) +
                         QLatin1Char('\n') +
                         tr("A canoe carried over it is lost; its gem goes back to its place."));
        list.append(entry);
    }
    return list;
}

bool NiagaraBoardModel::forkRight() const
{
    const NiagaraGame *g = game();
    return g && g->state().forkRight;
}

QString NiagaraBoardModel::forkTip() const
{
    return forkRight() ? tr("Fork pointer: the next disc leaving the main channel takes the Right "
                            "arm (then the pointer turns).")
                       : tr("Fork pointer: the next disc leaving the main channel takes the Left "
                            "arm (then the pointer turns).");
}

int NiagaraBoardModel::discCount() const
{
    const NiagaraGame *g = game();
    return g ? g->state().discCount() : 0;
}

QVariantList NiagaraBoardModel::discs() const
{
    QVariantList list;
    const NiagaraGame *g = game();
    if (!g)
        return list;
    const NiagaraState &s = g->state();
    for (int disc = 0; disc < s.discCount(); ++disc) {
        int space = -1;
        if (m_frame >= 0)
            space = m_flow.spaceOf(std::min(m_frame, m_flow.frameCount() - 1), disc);
        else
            for (int at = 0; at < s.layout.spaces(); ++at)
                if (s.discs[std::size_t(at)] == disc)
                    space = at;
        QPointF where = m_geometry.entry();
        if (space >= 0) {
            where = m_geometry.space(space);
        } else if (m_frame >= 0 && m_frame < m_flow.frameCount() &&
                   m_flow.frame(m_frame).fell == disc) {
            where = m_geometry.belowWaterfall(m_flow.frame(m_frame).fellArm);
        }
        QVariantMap entry = point(where);
        entry.insert(QStringLiteral("shown"), space >= 0);
        list.append(entry);
    }
    return list;
}

int NiagaraBoardModel::canoeCount() const
{
    const NiagaraGame *g = game();
    return g ? g->seatCount() * CanoesPerPlayer : 0;
}

std::vector<int> NiagaraBoardModel::canoeSpaces() const
{
    std::vector<int> out;
    const NiagaraGame *g = game();
    if (!g)
        return out;
    const NiagaraState &s = g->state();
    const int frame = std::min(m_frame, m_flow.frameCount() - 1);
    for (int seat = 0; seat < s.seatCount; ++seat)
        for (int c = 0; c < CanoesPerPlayer; ++c) {
            const Canoe &canoe = s.seats[std::size_t(seat)].canoes[std::size_t(c)];
            int at = canoe.where == Canoe::Where::Beach  ? OnBeach
                     : canoe.where == Canoe::Where::Lost ? Hidden
                                                         : canoe.space;
            if (m_frame >= 0) {
                if (canoe.where == Canoe::Where::River)
                    at = m_flow.spaceOf(frame, s.discs[std::size_t(canoe.space)]);
                for (const NiagaraRiverFlow::LostCanoe &lost : m_flow.lost())
                    if (lost.seat == seat && lost.canoe == c)
                        at = m_frame < lost.frame    ? m_flow.spaceOf(frame, lost.disc)
                             : m_frame == lost.frame ? OverWaterfall
                                                     : Hidden;
            }
            out.push_back(at);
        }
    return out;
}

QVariantList NiagaraBoardModel::canoes() const
{
    QVariantList list;
    const NiagaraGame *g = game();
    if (!g)
        return list;
    const NiagaraState &s = g->state();
    const std::vector<int> at = canoeSpaces();
    std::map<int, int> sharing, placed; // canoes per space, and placed so far
    for (const int space : at)
        ++sharing[space];
    for (int i = 0; i < int(at.size()); ++i) {
        const int seat = i / CanoesPerPlayer, c = i % CanoesPerPlayer;
        const Canoe &canoe = s.seats[std::size_t(seat)].canoes[std::size_t(c)];
        int gem = canoe.gem;
        QPointF where = m_geometry.space(at[std::size_t(i)]);
        if (at[std::size_t(i)] == OnBeach) {
            where = m_geometry.beachSpot(seat, c);
        } else if (at[std::size_t(i)] < 0) {
            int arm = 0;
            for (const NiagaraRiverFlow::LostCanoe &lost : m_flow.lost())
                if (lost.seat == seat && lost.canoe == c) {
                    arm = m_flow.frame(lost.frame).fellArm;
                    gem = lost.gem;
                }
            where = at[std::size_t(i)] == OverWaterfall ? m_geometry.belowWaterfall(arm)
                                                        : m_geometry.waterfall(arm);
        } else {
            // Canoes sharing a disc are stacked across it so that every one stays visible.
            const int n = sharing[at[std::size_t(i)]], k = placed[at[std::size_t(i)]]++;
            const double step = n > 3 ? 46.0 / (n - 1) : 22;
            where.ry() += (k - (n - 1) / 2.0) * step;
        }
        const QString name = m_observer.seatName(seat);
        QString tip = canoeText(seat, c, gem);
        if (canoe.where == Canoe::Where::Beach)
            tip += QLatin1Char('\n') + tr("On the beach, ready to launch.");
        QVariantMap entry = point(where);
        entry.insert({{QStringLiteral("seat"), seat},
                      {QStringLiteral("canoe"), c},
                      {QStringLiteral("colour"), seatColour(seat)},
                      {QStringLiteral("shown"),
                       at[std::size_t(i)] > Hidden && at[std::size_t(i)] != OverWaterfall},
                      {QStringLiteral("falling"), at[std::size_t(i)] == OverWaterfall},
                      {QStringLiteral("onBeach"), canoe.where == Canoe::Where::Beach},
                      {QStringLiteral("gem"), gem},
                      {QStringLiteral("name"), name},
                      {QStringLiteral("tip"), tip}});
        list.append(entry);
    }
    return list;
}

int NiagaraBoardModel::weatherMin() const
{
    const NiagaraGame *g = game();
    return g ? g->state().layout.weatherMin : -1;
}

int NiagaraBoardModel::weatherMax() const
{
    const NiagaraGame *g = game();
    return g ? g->state().layout.weatherMax : 2;
}

int NiagaraBoardModel::weather() const
{
    const NiagaraGame *g = game();
    return g ? g->state().weather : 0;
}

int NiagaraBoardModel::riverMove() const
{
    const NiagaraGame *g = game();
    if (!g || g->state().step == Step::ChooseCard || g->state().step == Step::Over)
        return -1;
    return g->riverMovePreview();
}

QString NiagaraBoardModel::riverMoveText() const
{
    const NiagaraGame *g = game();
    const int move = riverMove();
    if (!g || move < 0)
        return {};
    int lowest = 0;
    for (int i = 0; i < g->seatCount(); ++i) {
        const int card = g->state().seats[std::size_t(i)].chosen;
        if (card >= 0 && card < actions::CloudCard && (lowest == 0 || card + 1 < lowest))
            lowest = card + 1;
    }
    const QString why = lowest == 0
                            ? tr("only clouds, weather %1").arg(g->state().weather)
                            : tr("lowest card %1, weather %2").arg(lowest).arg(g->state().weather);
    return move == 0
               ? tr("After this round the river stays still (%1).").arg(why)
               : tr("After this round the river moves %n space(s) (%1).", nullptr, move).arg(why);
}
