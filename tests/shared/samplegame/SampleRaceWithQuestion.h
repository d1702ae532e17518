#pragma once

#include "SampleRace.h"

namespace cw::sample {

// The sample race with one question asked on another runner's turn, the shape of Salmon Run's
// counters and Visions of Rainbows' Counter-attack: after a runner plays, the runner before it in
// seat order is asked whether it shouts (it may only stay quiet), then play goes on. Played only
// by tst_sample_race, to show that the shared seat privacy check (suites/SeatPrivacy.h) catches a
// question that tells what a seat holds: with Asked::OnlyAHolderOfAFour the runner is asked only
// when it holds a 4, which everyone then knows; with Asked::Always it is asked whatever it holds.
class SampleRaceWithQuestion final : public Game {
public:
    enum class Asked { Always, OnlyAHolderOfAFour };
    static constexpr Action StayQuiet = 0;

    SampleRaceWithQuestion(int seats, std::uint64_t seed, Asked asked);

    QString gameId() const override { return QStringLiteral("sample-race-with-question"); }
    int seatCount() const override { return m_race.seatCount(); }
    int currentSeat() const override { return m_asked >= 0 ? m_asked : m_race.currentSeat(); }
    void legalActions(ActionList &out) const override;
    using Game::legalActions;
    void apply(Action action) override;
    bool isOver() const override { return m_asked < 0 && m_race.isOver(); }
    std::vector<int> ranks() const override { return m_race.ranks(); }
    std::unique_ptr<Game> clone() const override;
    // The race's view and the runner asked, which everyone sees.
    QJsonObject viewFor(int seat) const override;
    void resampleHidden(int seat, Rng &rng) override { m_race.resampleHidden(seat, rng); }
    std::vector<int> cardCensus() const override { return m_race.cardCensus(); }
    QString actionName(Action action) const override;
    int moveNumber() const override { return m_race.moveNumber() + m_answers; }
    void setRecordLog(bool on) override { m_race.setRecordLog(on); }
    QStringList takeLog() override { return m_race.takeLog(); }

private:
    SampleRace m_race;
    Asked m_askedWhen;
    int m_asked = -1; // the runner asked the question, -1 between questions
    int m_answers = 0;
};

} // namespace cw::sample
