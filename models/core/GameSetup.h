#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace cw {

// Who sits in a seat. AI levels are in increasing strength.
enum class Controller { Human, AiEasy, AiNormal, AiHard };

QString controllerKey(Controller controller); // "human", "easy", "normal", "hard"
bool controllerFromKey(const QString &key, Controller *out);
inline bool isAi(Controller controller)
{
    return controller != Controller::Human;
}

struct SeatConfig {
    QString name;
    QString colour; // "#rrggbb"
    Controller controller = Controller::Human;

    bool operator==(const SeatConfig &) const = default;
};

// The colour seat `seat` (from 0) starts with, in New Game and in AI-only games: seven colours
// that tell each other apart, repeating after the seventh.
QString defaultSeatColour(int seat);

// Everything that, with the action list, determines a game: which game, on which course, who
// sits where, and the seed of the game's random generator.
struct GameSetup {
    QString gameId;       // "rowing"
    QString courseSource; // where the course came from (":/courses/…" or a file path); informative
    // The course itself, embedded so that a record replays even if the file changes.
    QJsonObject course;
    QList<SeatConfig> seats;
    std::uint64_t seed = 0;
    // Game-specific setup options ("variantDeck" for Salmon Run); empty when the game has none.
    // Each game's GameInfo::create reads and checks its own keys.
    QJsonObject options;

    // The seats' names in seat order, for the game log (names are display only, never state).
    QStringList seatNames() const;

    bool operator==(const GameSetup &) const = default;
};

} // namespace cw
