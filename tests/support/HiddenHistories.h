#pragma once

// Histories a seat cannot tell apart (tst_app_privacy, tst_online_privacy): a seeded game of Easy
// players, the kinds of decision a seat takes in it, and the same game with the other seats'
// secret choices taken otherwise wherever that seat sees and is told the same.
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <utility>
#include <vector>

namespace cw::test {

// A seeded game of Easy players: every seat's decisions, up to `maxActions`.
inline GameRecord playedGame(const GameSetup &setup, int maxActions)
{
    GameRecord record;
    record.setup = setup;
    QString error;
    std::unique_ptr<Game> game = record.replay(0, &error);
    const std::unique_ptr<AiPlayer> ai = makeAiPlayer(setup.gameId, Controller::AiEasy);
    while (game && ai && !game->isOver() && int(record.actions.size()) < maxActions) {
        const Action action = ai->choose(*game, record.decisionSeed(game->moveNumber()));
        game->apply(action);
        record.actions.push_back(action);
    }
    return record;
}

// What kind of decision `game` asks for: the first words of its legal actions' names.
inline QString decisionType(const Game &game)
{
    QStringList words;
    for (const Action action : game.legalActions())
        words.append(game.actionName(action).section(u' ', 0, 0));
    words.removeDuplicates();
    words.sort();
    return words.join(u'/');
}

// What `seat` learns from each action of `actions` played from `setup`: the action's name as it
// reads it, its view after it and the narration of it (the Game log is what everyone is told: a
// card discarded and shuffled away within one action shows in no view, yet was public).
struct Seen {
    QString name; // the action as `seat` reads it in the Moves list (rowing's discarded cards)
    QJsonObject view;
    QStringList lines;
    bool operator==(const Seen &) const = default;
};

inline Seen seenAfter(Game &game, Action action, int seat)
{
    const QString name = game.actionNameFor(action, seat);
    game.apply(action);
    return {name, game.viewFor(seat), game.takeLog()};
}

inline std::vector<Seen> seenBy(const GameSetup &setup, const ActionList &actions, int seat)
{
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    game->setRecordLog(true);
    game->takeLog();
    std::vector<Seen> seen;
    for (const Action action : actions) {
        if (!game->isLegal(action))
            break;
        seen.push_back(seenAfter(*game, action, seat));
    }
    return seen;
}

// For each move, the other actions its seat could have taken that `seat` could not tell from it
// right after (another seat's secret choice): where another history of what `seat` does not see
// may differ.
inline std::map<int, ActionList> unseenAlternatives(const GameRecord &record, int seat)
{
    std::map<int, ActionList> alternatives;
    QString error;
    std::unique_ptr<Game> game = record.replay(0, &error);
    game->setRecordLog(true);
    game->takeLog();
    for (int move = 0; move < int(record.actions.size()); ++move) {
        const Action played = record.actions[std::size_t(move)];
        if (game->currentSeat() != seat) {
            std::unique_ptr<Game> after = game->clone();
            after->setRecordLog(true);
            const Seen seen = seenAfter(*after, played, seat);
            for (const Action action : game->legalActions()) {
                std::unique_ptr<Game> instead = game->clone();
                instead->setRecordLog(true);
                if (action != played && seenAfter(*instead, action, seat) == seen)
                    alternatives[move].push_back(action);
            }
        }
        game->apply(played);
        game->takeLog();
    }
    return alternatives;
}

// The record's first `moves` actions with other seats' choices taken otherwise (`alternatives`)
// wherever `seat` cannot tell: every action stays legal and, after each, `seat` sees and is told
// the same.
inline GameRecord otherHiddenChoices(const GameRecord &record, int moves, int seat,
                                     const std::map<int, ActionList> &alternatives)
{
    GameRecord other = record;
    other.actions.resize(std::size_t(moves));
    const std::vector<Seen> seen = seenBy(record.setup, other.actions, seat);
    for (auto it = alternatives.cbegin(); it != alternatives.cend() && it->first < moves; ++it)
        for (const Action action : it->second) {
            ActionList candidate = other.actions;
            candidate[std::size_t(it->first)] = action;
            if (seenBy(record.setup, candidate, seat) == seen) {
                other.actions = candidate;
                break;
            }
        }
    return other;
}

// A position before which `seats` decide, per decision type (the first `types` types): for each
// type, the first of its first few positions at which the other seats' hidden choices can be
// taken otherwise, else its first. Each comes with that other history (`seat` the one whose view
// it keeps).
inline std::vector<std::pair<GameRecord, GameRecord>>
decisionPositions(const GameRecord &record, const QList<int> &seats, int seat, int types)
{
    constexpr int TriedPerType = 6;
    const std::map<int, ActionList> alternatives = unseenAlternatives(record, seat);
    QString error;
    std::unique_ptr<Game> game = record.replay(0, &error);
    QMap<QString, std::vector<int>> movesOfType;
    QStringList typesSeen; // in order of first appearance
    for (int move = 0; game && move < int(record.actions.size()); ++move) {
        if (seats.contains(game->currentSeat())) {
            const QString type = decisionType(*game);
            if (!typesSeen.contains(type))
                typesSeen.append(type);
            if (movesOfType[type].size() < TriedPerType)
                movesOfType[type].push_back(move);
        }
        game->apply(record.actions[std::size_t(move)]);
    }
    std::vector<std::pair<GameRecord, GameRecord>> positions;
    for (const QString &type : typesSeen.mid(0, types)) {
        std::pair<GameRecord, GameRecord> chosen;
        for (const int moves : movesOfType[type]) {
            GameRecord shown = record;
            shown.actions.resize(std::size_t(moves));
            GameRecord other = otherHiddenChoices(record, moves, seat, alternatives);
            const bool differs = other.actions != shown.actions;
            if (chosen.first.setup.gameId.isEmpty() || differs)
                chosen = {shown, other};
            if (differs)
                break;
        }
        positions.push_back(chosen);
    }
    return positions;
}

} // namespace cw::test
