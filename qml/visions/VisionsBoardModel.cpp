#include "VisionsBoardModel.h"

#include "VisionsRiderText.h"
#include "course/CourseProblem.h"
#include "session/GameSession.h"
#include "visions/VisionsGame.h"

#include <algorithm>

using namespace cw::visions;

VisionsBoardModel::VisionsBoardModel(QObject *parent) : QObject(parent), m_observer(this)
{
    connect(&m_observer, &SessionObserver::gameStarted, this, &VisionsBoardModel::onGame);
    connect(&m_observer, &SessionObserver::positionChanged, this, &VisionsBoardModel::onPosition);
    connect(&m_observer, &SessionObserver::languageChanged, this, [this] {
        m_roadName = m_observer.courseName();
        emit roadChanged();
    });
}

cw::GameSession *VisionsBoardModel::session() const
{
    return m_observer.session();
}

void VisionsBoardModel::setSession(cw::GameSession *object)
{
    if (!m_observer.follow(object))
        return;
    onGame();
    emit sessionChanged();
}

const VisionsGame *VisionsBoardModel::game() const
{
    return m_observer.shown<VisionsGame>();
}

// A new game: the road comes from the course embedded in the setup, the one the engine read.
void VisionsBoardModel::onGame()
{
    m_layout = {};
    m_roadName.clear();
    m_cellPoints.clear();
    m_rowLabels.clear();
    if (const VisionsGame *g = game()) {
        cw::CourseProblems problems;
        const auto road =
            VisionsCourse::fromJson(m_observer.session()->record().setup.course, &problems);
        if (road) {
            m_layout = VisionsBoardLayout(*road);
            m_roadName = m_observer.courseName();
            for (int cell = 0; cell < g->track().cellCount(); ++cell)
                m_cellPoints.append(m_layout.space(g->track().position(cell)));
            // Between lane 1 and the spot a rider dropped beside it stands on: on the verge.
            for (int row = 0; row < g->track().rowCount(); ++row) {
                const QPointF lane1 = m_layout.space({row, 0, 0});
                const QPointF at = lane1 + (m_layout.roadSide(row, 0, 0) - lane1) * 0.62;
                m_rowLabels.append(QVariantMap{{QStringLiteral("x"), at.x()},
                                               {QStringLiteral("y"), at.y()},
                                               {QStringLiteral("text"), QString::number(row + 1)}});
            }
        }
    }
    emit roadChanged();
    onPosition();
}

void VisionsBoardModel::onPosition()
{
    m_riders = makeRiders();
    m_links = makeLinks();
    m_podium = makePodium();
    emit stateChanged();
}

// A rider on the road stands on its space; on the road side, beside its row, the riders there
// side by side outwards.
QPointF VisionsBoardModel::riderPoint(const VisionsGame &g, int rider) const
{
    const VisionsRider &r = g.state().riders[std::size_t(rider)];
    if (r.where == VisionsRider::Where::Road)
        return m_layout.space(g.track().position(r.cell));
    // Hidden chits wait where they appear (the start grid) or where they left (the finish).
    if (r.where == VisionsRider::Where::Waiting)
        return g.track().startSpaces().empty() ? QPointF()
                                               : m_layout.space(g.track().startSpaces().front());
    if (r.where == VisionsRider::Where::Finished)
        return m_layout.across(g.track().rowCount());
    int index = 0;
    for (int other = 0; other < rider; ++other) {
        const VisionsRider &o = g.state().riders[std::size_t(other)];
        index += o.where == VisionsRider::Where::RoadSide && o.cell == r.cell && o.side == r.side;
    }
    return m_layout.roadSide(r.cell, r.side, index);
}

QVariantList VisionsBoardModel::makeRiders() const
{
    QVariantList list;
    const VisionsGame *g = game();
    if (!g || m_layout.isEmpty())
        return list;
    const VisionsState &s = g->state();
    for (int rider = 0; rider < s.riderCount(); ++rider) {
        const bool racing = s.riders[std::size_t(rider)].racing();
        QVariantMap chit = VisionsRiderText::describe(
            *g, VisionsRiderText::team(m_observer, s.teamOf(rider)), rider);
        const QPointF at = riderPoint(*g, rider);
        chit.insert(QStringLiteral("shown"), racing);
        chit.insert(QStringLiteral("x"), at.x());
        chit.insert(QStringLiteral("y"), at.y());
        chit.insert(QStringLiteral("moving"),
                    s.move.rider == rider &&
                        (s.stage == VisionsStage::Move || s.stage == VisionsStage::Link));
        list.append(chit);
    }
    return list;
}

int VisionsBoardModel::riderCount() const
{
    const VisionsGame *g = game();
    return g ? g->state().riderCount() : 0;
}

QVariantList VisionsBoardModel::makeLinks() const
{
    QVariantList list;
    const VisionsGame *g = game();
    if (!g || m_layout.isEmpty())
        return list;
    for (int rider = 0; rider < g->state().riderCount(); ++rider) {
        if (g->state().riders[std::size_t(rider)].where != VisionsRider::Where::Road)
            continue;
        const int ahead = g->directlyAhead(rider);
        if (ahead < 0)
            continue;
        const QPointF a = riderPoint(*g, rider), b = riderPoint(*g, ahead);
        list.append(QVariantMap{{QStringLiteral("x1"), a.x()},
                                {QStringLiteral("y1"), a.y()},
                                {QStringLiteral("x2"), b.x()},
                                {QStringLiteral("y2"), b.y()}});
    }
    return list;
}

QVariantList VisionsBoardModel::makePodium() const
{
    QVariantList list;
    const VisionsGame *g = game();
    if (!g)
        return list;
    const VisionsState &s = g->state();
    std::vector<int> finished;
    for (int rider = 0; rider < s.riderCount(); ++rider)
        if (s.riders[std::size_t(rider)].where == VisionsRider::Where::Finished)
            finished.push_back(rider);
    std::sort(finished.begin(), finished.end(), [&s](int a, int b) {
        return s.riders[std::size_t(a)].podium < s.riders[std::size_t(b)].podium;
    });
    for (const int rider : finished) {
        QVariantMap chit = VisionsRiderText::describe(
            *g, VisionsRiderText::team(m_observer, s.teamOf(rider)), rider);
        chit.insert(QStringLiteral("place"), s.riders[std::size_t(rider)].podium + 1);
        list.append(chit);
    }
    return list;
}

QPointF VisionsBoardModel::focus() const
{
    const VisionsGame *g = game();
    if (!g || m_layout.isEmpty())
        return {-1, -1};
    const VisionsState &s = g->state();
    if (s.stage == VisionsStage::Place) {
        const auto &starts = g->track().startSpaces();
        if (s.placed < starts.size())
            return m_layout.space(starts[s.placed]);
    }
    if (s.move.rider >= 0 && s.riders[std::size_t(s.move.rider)].racing())
        return riderPoint(*g, s.move.rider);
    if (s.stage == VisionsStage::GrupoCompacto && s.event.next < s.event.moverCount)
        return riderPoint(*g, s.event.movers[s.event.next]);
    return {-1, -1};
}

bool VisionsBoardModel::animate() const
{
    const cw::GameSession *s = m_observer.session();
    return s && s->aiDelayMs() > 0 && !s->isSkipping() && !s->isBrowsing();
}

int VisionsBoardModel::glideMs() const
{
    const cw::GameSession *s = m_observer.session();
    return s ? std::clamp(s->aiDelayMs() * 2 / 3, 80, 420) : 0;
}

QPointF VisionsBoardModel::finishPoint() const
{
    const VisionsGame *g = game();
    return g && !m_layout.isEmpty() ? m_layout.across(g->track().rowCount()) : QPointF();
}
