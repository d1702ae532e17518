#include "RowingBoardModel.h"

#include "rowing/RowingCourseGeometry.h"
#include "rowing/RowingGame.h"
#include "session/GameSession.h"

#include <algorithm>

using cw::rowing::RowingGame;

RowingBoardModel::RowingBoardModel(QObject *parent) : QAbstractListModel(parent), m_observer(this)
{
    connect(&m_observer, &SessionObserver::gameStarted, this, &RowingBoardModel::rebuild);
    connect(&m_observer, &SessionObserver::languageChanged, this, &RowingBoardModel::rebuild);
    connect(&m_observer, &SessionObserver::positionChanged, this, &RowingBoardModel::refresh);
    connect(&m_observer, &SessionObserver::aiThinkingChanged, this,
            &RowingBoardModel::stateChanged);
    connect(&m_observer, &SessionObserver::recentLogChanged, this,
            &RowingBoardModel::recentLogChanged);
}

cw::GameSession *RowingBoardModel::session() const
{
    return m_observer.session();
}

void RowingBoardModel::setSession(cw::GameSession *object)
{
    if (!m_observer.follow(object))
        return;
    rebuild();
    emit sessionChanged();
}

const RowingGame *RowingBoardModel::game() const
{
    return m_observer.shown<RowingGame>();
}

void RowingBoardModel::rebuild()
{
    beginResetModel();
    const RowingGame *g = game();
    m_rows = g ? g->seatCount() : 0;
    m_splitLines.clear();
    m_sectorBands.clear();
    m_metreMarks.clear();
    m_laneStyles.clear();
    if (g) {
        const cw::rowing::RowingCourse &course = g->state().course;
        m_lanes = course.lanes;
        m_spaces = course.spaces;
        m_courseName = m_observer.courseName();
        // The board draws in spaces: the course geometry (millimetres) divided by a space's size.
        const cw::rowing::RowingCourseGeometry geometry(course);
        const double perMm = 1.0 / geometry.spaceMm();
        for (const auto &line : geometry.splitLines()) {
            m_splitLines.append(
                QVariantMap{{QStringLiteral("position"), line.x * perMm},
                            {QStringLiteral("crossingSpace"), line.crossingSpace},
                            {QStringLiteral("metres"), line.metres},
                            {QStringLiteral("paceLimit"), line.paceLimit},
                            {QStringLiteral("label"),
                             tr("%1 m · limit %2").arg(line.metres).arg(line.paceLimit)}});
        }
        for (const auto &band : geometry.sectorBands()) {
            m_sectorBands.append(
                QVariantMap{{QStringLiteral("from"), band.fromX * perMm},
                            {QStringLiteral("to"), band.toX * perMm},
                            {QStringLiteral("label"), tr("Sector %1").arg(band.number)}});
        }
        for (const auto &mark : geometry.metreMarks()) {
            m_metreMarks.append(QVariantMap{{QStringLiteral("space"), mark.x * perMm},
                                            {QStringLiteral("label"), tr("%1 m").arg(mark.metres)},
                                            {QStringLiteral("major"), mark.major}});
        }
        for (int lane = 0; lane < course.lanes; ++lane) {
            m_laneStyles.append(QVariantMap{{QStringLiteral("name"), course.laneName(lane)},
                                            {QStringLiteral("colour"), course.laneColour(lane)}});
        }
    } else {
        m_lanes = 0;
        m_spaces = 0;
        m_courseName.clear();
    }
    endResetModel();
    emit courseChanged();
    emit stateChanged();
}

void RowingBoardModel::refresh()
{
    const RowingGame *g = game();
    if (!g || g->seatCount() != m_rows) {
        rebuild();
        return;
    }
    if (m_rows > 0)
        emit dataChanged(index(0), index(m_rows - 1));
    emit stateChanged();
}

int RowingBoardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant RowingBoardModel::data(const QModelIndex &index, int role) const
{
    const RowingGame *g = game();
    if (!g || !index.isValid() || index.row() >= g->seatCount())
        return {};
    const int seat = index.row();
    const cw::rowing::Boat &boat = g->boat(seat);
    switch (role) {
    case SeatRole:
        return seat;
    case NameRole:
        return m_observer.seatName(seat);
    case ColourRole:
        return m_observer.seatColour(seat);
    case LaneRole:
        return seat + 1; // seat i rows in lane i + 1 (docs/rules/rowing.md, Setup)
    case SpaceRole:
        return std::min(boat.space, g->state().course.spaces);
    case RateRole:
        return cw::rowing::spm(boat.rate);
    case StaminaRole:
        return boat.staminaPile;
    case HandCountRole:
        return boat.hand.total();
    case DrawCountRole:
        return boat.pile.drawCount();
    case DiscardCountRole:
        return boat.pile.discardCount();
    case FinishedRole:
        return boat.finished;
    case RankRole:
        return boat.rank;
    case FinishRoundRole:
        return boat.finishRound;
    case CaughtCrabRole:
        return boat.caughtCrab;
    case ActingRole:
        return g->currentSeat() == seat;
    case ControllerRole:
        return m_observer.controllerText(seat);
    }
    return {};
}

QHash<int, QByteArray> RowingBoardModel::roleNames() const
{
    return {{SeatRole, "seat"},
            {NameRole, "name"},
            {ColourRole, "colour"},
            {LaneRole, "lane"},
            {SpaceRole, "space"},
            {RateRole, "rate"},
            {StaminaRole, "stamina"},
            {HandCountRole, "handCount"},
            {DrawCountRole, "drawCount"},
            {DiscardCountRole, "discardCount"},
            {FinishedRole, "finished"},
            {RankRole, "rank"},
            {FinishRoundRole, "finishRound"},
            {CaughtCrabRole, "caughtCrab"},
            {ActingRole, "acting"},
            {ControllerRole, "controller"}};
}

int RowingBoardModel::round() const
{
    const RowingGame *g = game();
    return g ? g->state().round : 0;
}

int RowingBoardModel::leaderSpace() const
{
    const RowingGame *g = game();
    int best = 0;
    for (int seat = 0; g && seat < g->seatCount(); ++seat)
        best = std::max(best, std::min(g->boat(seat).space, g->state().course.spaces));
    return best;
}

bool RowingBoardModel::raceOver() const
{
    const RowingGame *g = game();
    return g && g->isOver();
}

QString RowingBoardModel::statusText() const
{
    const RowingGame *g = game();
    if (!g)
        return tr("No race in progress.");
    if (g->isOver())
        return tr("The race is over.");
    const QString name = data(index(g->currentSeat()), NameRole).toString();
    if (m_observer.session()->isBrowsing())
        return tr("Round %1 · showing move %2 of %3: the race is paused while you look back.")
            .arg(g->state().round)
            .arg(m_observer.session()->viewedMove())
            .arg(m_observer.session()->moveCount());
    if (m_observer.session()->aiThinking())
        return tr("Round %1 · %2 is thinking…").arg(g->state().round).arg(name);
    if (!m_observer.session()->humanToAct())
        return tr("Round %1 · %2 to move.").arg(g->state().round).arg(name);
    switch (g->phase()) {
    case cw::rowing::Phase::ChooseRate:
        return tr("Round %1 · %2, your turn: choose your stroke rate.")
            .arg(g->state().round)
            .arg(name);
    case cw::rowing::Phase::PlayCards:
        return tr("Round %1 · %2, play %n card(s).", nullptr,
                  cw::rowing::cardsRequired(g->boat(g->currentSeat()).rate))
            .arg(g->state().round)
            .arg(name);
    case cw::rowing::Phase::Motivation:
        return tr("Round %1 · %2, use motivation?").arg(g->state().round).arg(name);
    case cw::rowing::Phase::Discard:
        return tr("Round %1 · %2, discard pace cards or keep them all.")
            .arg(g->state().round)
            .arg(name);
    case cw::rowing::Phase::Over:
        break;
    }
    return tr("The race is over.");
}

QVariantList RowingBoardModel::results() const
{
    const RowingGame *g = game();
    QVariantList rows;
    if (!g || !g->isOver())
        return rows;
    std::vector<int> seats(std::size_t(g->seatCount()));
    for (int s = 0; s < g->seatCount(); ++s)
        seats[std::size_t(s)] = s;
    std::sort(seats.begin(), seats.end(),
              [g](int a, int b) { return g->boat(a).rank < g->boat(b).rank; });
    for (int seat : seats) {
        rows.append(QVariantMap{{QStringLiteral("rank"), g->boat(seat).rank},
                                {QStringLiteral("name"), data(index(seat), NameRole)},
                                {QStringLiteral("colour"), data(index(seat), ColourRole)},
                                {QStringLiteral("finishRound"), g->boat(seat).finishRound},
                                {QStringLiteral("tieBreak"), tieBreakText(*g, seat)},
                                {QStringLiteral("seat"), seat}});
    }
    return rows;
}

// Why a boat that finished in the same round as another ranks where it does
// (docs/rules/rowing.md, "End of the round": reach, then the higher stroke rate, then the lower
// lane), for the results; empty when it finished alone in its round (issue 55: the results did
// not say why among boats finishing together).
QString RowingBoardModel::tieBreakText(const cw::rowing::RowingGame &game, int seat)
{
    const cw::rowing::Boat &boat = game.boat(seat);
    bool shared = false, sameReachAndRate = false;
    for (int other = 0; other < game.seatCount(); ++other) {
        const cw::rowing::Boat &o = game.boat(other);
        if (other == seat || o.finishRound != boat.finishRound)
            continue;
        shared = true;
        sameReachAndRate |= o.reach == boat.reach && o.rate == boat.rate;
    }
    if (!shared)
        return {};
    const QString text =
        tr("reach: space %1 · %2 spm").arg(boat.reach).arg(cw::rowing::spm(boat.rate));
    return sameReachAndRate ? tr("%1 · lane %2").arg(text).arg(boat.lane + 1) : text;
}
