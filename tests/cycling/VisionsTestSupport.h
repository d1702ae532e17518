#pragma once

#include "CyclingTestSupport.h"
#include "cycling/VisionsGame.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cw::cycling::test {

// A game on a built-in road ("short", "medium", "long") with `teams` teams.
inline VisionsGame newGame(const QString &road = QStringLiteral("short"), int teams = 3,
                           std::uint64_t seed = 1)
{
    return VisionsGame(builtInRoad(road), teams, seed);
}

// Places every rider by taking the first legal placement, so that the game is at its first
// activation.
inline void placeAll(VisionsGame &game)
{
    while (game.state().stage == VisionsStage::Place)
        game.apply(game.legalActions().front());
}

inline QByteArray viewBytes(const Game &game, int seat)
{
    return QJsonDocument(game.viewFor(seat)).toJson(QJsonDocument::Compact);
}

} // namespace cw::cycling::test
