#include "SampleRaceWithQuestion.h"

namespace cw::sample {

SampleRaceWithQuestion::SampleRaceWithQuestion(int seats, std::uint64_t seed, Asked asked)
    : m_race(seats, seed), m_askedWhen(asked)
{
}

void SampleRaceWithQuestion::legalActions(ActionList &out) const
{
    if (m_asked < 0) {
        m_race.legalActions(out);
        return;
    }
    out.clear();
    out.push_back(StayQuiet);
}

void SampleRaceWithQuestion::apply(Action action)
{
    if (m_asked >= 0) {
        m_asked = -1;
        ++m_answers;
        return;
    }
    const int mover = m_race.currentSeat();
    m_race.apply(action);
    if (m_race.isOver())
        return;
    const int before = (mover + m_race.seatCount() - 1) % m_race.seatCount();
    if (m_askedWhen == Asked::Always || m_race.hand(before)[SampleRace::Values - 1] > 0)
        m_asked = before;
}

std::unique_ptr<Game> SampleRaceWithQuestion::clone() const
{
    return std::make_unique<SampleRaceWithQuestion>(*this);
}

QJsonObject SampleRaceWithQuestion::viewFor(int seat) const
{
    QJsonObject view = m_race.viewFor(seat);
    view.insert(QStringLiteral("asked"), m_asked);
    return view;
}

QString SampleRaceWithQuestion::actionName(Action action) const
{
    return m_asked >= 0 ? QStringLiteral("Stay quiet") : m_race.actionName(action);
}

} // namespace cw::sample
