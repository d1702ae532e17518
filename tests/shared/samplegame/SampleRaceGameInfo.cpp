#include "SampleRaceGameInfo.h"

#include "SampleRace.h"
#include "core/GameRecord.h"

#include <QJsonArray>

namespace cw::sample {

namespace {

constexpr const char *Context = "cw::sample::SampleRaceGameInfo";

// Easy: the highest card in hand, which runs furthest.
class SampleRaceEasyAi final : public AiPlayer {
protected:
    Action decide(Game &sample, int, Rng &) const override { return sample.legalActions().back(); }
};

std::unique_ptr<Game> create(const GameSetup &setup, QString *error)
{
    const int seats = int(setup.seats.size());
    if (seats < SampleRace::MinSeats || seats > SampleRace::MaxSeats) {
        *error = QStringLiteral("seats: Sample race needs %1 to %2 runners, not %3")
                     .arg(SampleRace::MinSeats)
                     .arg(SampleRace::MaxSeats)
                     .arg(seats);
        return nullptr;
    }
    auto game = std::make_unique<SampleRace>(seats, setup.seed);
    game->setSeatNames(setup.seatNames());
    return game;
}

PlayerTable playerTable(const QJsonObject &)
{
    return {QStringLiteral("runners"),
            QStringLiteral("Runner"),
            QStringLiteral("Name of the runner"),
            {{QStringLiteral("Space"), QStringLiteral("The space the runner stands on"),
              [](const QJsonObject &runner) { return seatViewNumber(runner, "space"); }},
             {QStringLiteral("Hand"), QStringLiteral("Cards in hand"),
              [](const QJsonObject &runner) { return seatViewNumber(runner, "handCount"); }},
             {QStringLiteral("Place"), QStringLiteral("Finishing place"), seatViewPlace}}};
}

// "Sample race, turn 7" and a line per runner: its name and space.
QString positionText(const GameRecord &record, const QJsonObject &view)
{
    QString out = QStringLiteral("Sample race, turn %1\n").arg(view.value(u"turn").toInt() + 1);
    const QJsonArray runners = view.value(u"runners").toArray();
    for (qsizetype seat = 0; seat < runners.size(); ++seat)
        out += QStringLiteral("%1: space %2\n")
                   .arg(record.setup.seats.value(seat).name)
                   .arg(runners[seat].toObject().value(u"space").toInt());
    return out;
}

// A runner never passes the finish, holds HandSize cards while the race goes on, and the race is
// over once a runner has finished.
QString brokenInvariant(const Game &game)
{
    const auto &race = static_cast<const SampleRace &>(game);
    for (int seat = 0; seat < race.seatCount(); ++seat) {
        int held = 0;
        for (int count : race.hand(seat))
            held += count;
        if (race.space(seat) < 0 || race.space(seat) > SampleRace::Finish)
            return QStringLiteral("runner %1 on space %2").arg(seat).arg(race.space(seat));
        if (!race.isOver() && held != SampleRace::HandSize)
            return QStringLiteral("runner %1 holds %2 cards").arg(seat).arg(held);
    }
    return {};
}

} // namespace

GameInfo sampleRaceGameInfo()
{
    GameInfo info;
    info.id = QStringLiteral("sample-race");
    info.displayName = {Context,
                        QT_TRANSLATE_NOOP("cw::sample::SampleRaceGameInfo", "Sample race")};
    info.minSeats = SampleRace::MinSeats;
    info.maxSeats = SampleRace::MaxSeats;
    info.rulesPage = QStringLiteral(":/docs/sample-race.md");
    info.seats = {{Context, QT_TRANSLATE_NOOP("cw::sample::SampleRaceGameInfo", "&Runners:")},
                  {Context, QT_TRANSLATE_NOOP("cw::sample::SampleRaceGameInfo", "Runner %1")},
                  {Context, QT_TRANSLATE_NOOP("cw::sample::SampleRaceGameInfo", "Runner %1")}};
    info.credits = {Context, QT_TRANSLATE_NOOP("cw::sample::SampleRaceGameInfo",
                                               "Written for Coursewright's tests.")};
    info.create = create;
    info.playerTable = playerTable;
    info.positionText = positionText;
    info.ai.easy = [] { return std::unique_ptr<AiPlayer>(std::make_unique<SampleRaceEasyAi>()); };
    info.ai.normal = SearchBudget{100, 0, 0.7};
    info.ai.hard = SearchBudget{400, 0, 0.7};
    // Every card runs at least one space and the race ends when the first runner reaches space
    // 15, so four runners take at most 4 × 14 + 1 = 57 actions; the maximum leaves room to spare.
    info.maxGameLength = 100;
    info.conformance.brokenInvariant = brokenInvariant;
    return info;
}

} // namespace cw::sample
