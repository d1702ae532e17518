#pragma once

#include <QString>

namespace cw {

struct GameSetup;

// The game last started and, for each game, the course it was last played on, kept in QSettings
// so that the first screen (StartDialog) and New Game offer them again (issue 55); and the name
// and colour of its first person's seat, which Join Online Game offers (issue 53).
namespace LastGame {

// Remembers `setup`'s game and its course's file (a built-in course's resource path, or a file;
// a course sent from the editor without a file leaves the last one remembered).
void remember(const GameSetup &setup);
// The game last started, or empty.
QString game();
// Where `gameId`'s course was last read from, when it can still be read; else empty.
QString course(const QString &gameId);
// The name and colour of the last game's first seat played by a person; empty without one.
QString playerName();
QString playerColour();

} // namespace LastGame

} // namespace cw
