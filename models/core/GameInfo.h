#pragma once

#include "AiPlayer.h"
#include "Game.h"
#include "GameSetup.h"
#include "GameText.h"
#include "PlayerTable.h"
#include "SearchPolicy.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace cw {

struct GameRecord;

// One setup choice a game offers beyond course and seats, declared as data: New Game shows it as
// a check box (a bool) or a choice among values, and GameSetup::options holds it under `key`.
struct GameOption {
    enum class Kind { Check, Choice };
    struct Choice {
        QJsonValue value;
        GameText label;
    };

    QString key; // in GameSetup::options and game records: "variantDeck"
    Kind kind = Kind::Check;
    GameText label;
    GameText toolTip;
    QJsonValue defaultValue;     // a bool for Check, one of the choices' values for Choice
    std::vector<Choice> choices; // Choice only

    // The option's value in `options`: the default when absent; nullopt and *error
    // ("options.<key>: <reason>") when it is there but not a value this option takes.
    std::optional<QJsonValue> read(const QJsonObject &options, QString *error) const;

    // Whether every key of `values` is one of `offered` (a game's options), as every other field
    // of a setup is checked: false with *error ("options.<key>: not an option of <game> (its
    // options: a, b)", or "(it has none)") at the first that is not.
    static bool checkKeys(const std::vector<GameOption> &offered, const QJsonObject &values,
                          const QString &gameName, QString *error);
};

// How a game names its seats for people, in the New Game dialog, the Players dock and the board.
struct SeatWording {
    GameText countLabel;  // New Game's seat count, with its mnemonic: "&Boats:"
    GameText defaultName; // a seat's name until the player types one: "Boat %1" (%1 from 1)
    GameText numbered;    // a seat's row in New Game: "Lane %1", "Player %1" (%1 from 1)
};

// How the computer plays a game at each level (models/ai/AiFactory.h makes the players): Easy is
// the game's own rule-based player; Normal and Hard are the generic information-set search
// (models/ai/Ismcts.h) with the game's search policy and these budgets.
struct AiLevels {
    std::unique_ptr<AiPlayer> (*easy)() = nullptr;
    // The game's knowledge for the search; null: SearchPolicy's defaults.
    std::shared_ptr<const SearchPolicy> (*policy)() = nullptr;
    SearchBudget normal;
    SearchBudget hard;
};

// What the shared conformance suite (tests/shared) must know of a game to play it at random and
// check it. Facts, not test code: each is a property of the game's rules.
struct ConformanceFacts {
    // Whether uniformly random play always ends by the rules. Where it cannot (Niagara's random
    // canoeists go over the falls faster than they land gems), the suite mixes the game's Easy
    // moves into random play, half and half, which still tries every kind of action.
    bool randomPlayEnds = true;
    // The game's own invariants beyond the card census, checked after every action: a message
    // naming the first that is broken, or an empty string. Null: none.
    QString (*brokenInvariant)(const Game &game) = nullptr;
};

// What the application knows about one game kind, without knowing its rules. Each game fills it
// in its own folder (models/<game>/<Game>GameInfo.cpp) and registers it there
// (<Game>Registration.cpp: CW_REGISTER(GameInfo, …)); the app, the command-line tool, the AI
// and the board find everything game-specific through GameRegistry.
struct GameInfo {
    QString id; // "rowing": the game's one name, as its folders and classes say it
    // Ids earlier versions wrote in records and command lines ("salmon-run" before "salmon"):
    // GameRegistry::find still finds the game by them, and a record read says `id` instead.
    QStringList formerIds;
    GameText displayName; // the game's name, translated when read
    int minSeats = 1;
    int maxSeats = 6;      // most seats a course of this game may hold
    QString defaultCourse; // resource path of the course a new game starts on
    QString rulesPage;     // resource path of the rules page Help > Rules shows (Markdown)
    SeatWording seats;
    // How the game names a round, with its number from 1, where the game log heads each round's
    // lines: "Round %1" (in French, Niagara's «Manche %1» as its narration says, rowing's «Tour
    // %1»).
    GameText roundName;
    // Start positions distinct from seats (StartPositions.h): how one is named for people, with
    // its number from 1 ("Lane %1", "Start hex %1"); empty when every seat starts alike and only
    // the turn order tells them apart (Niagara, Line cards).
    GameText startName;
    // Whether the setup assigns them: GameSetup::options "starts" (StartPositions.h; checked by
    // GameRegistry::create, read by the game's create): rowing's lanes, Salmon Run's start hexes.
    // Otherwise the rules draw them and the game says which each seat had
    // (Game::labStartPosition: Visions' starting order, from a player 1 drawn at random).
    bool startsInSetup = false;
    // Which start positions are one place on `course` (StartPositions::places reads it): for each
    // start position 0…seats-1, the place it puts a seat on, numbered 0, 1, … in order. Null: every
    // start position is a place of its own (rowing's lanes, Visions' starting order). Salmon Run
    // puts start position p on start hex p mod their count, so a river with one start hex starts
    // every salmon alike.
    std::vector<int> (*startPlaces)(const QJsonObject &course, int seats) = nullptr;
    std::vector<GameOption> options; // New Game's extra choices, in the order shown
    // Help > About's credits: who the game's rulebook names (rich text), or that it names nobody.
    GameText credits;

    // Builds the initial state; returns nullptr and sets *error when the setup is unusable
    // (a course that does not parse, more seats than lanes, a bad option…).
    std::function<std::unique_ptr<Game>(const GameSetup &, QString *error)> create;
    // The seats a new game on `course` starts with (rowing fills the lanes); null: maxSeats.
    int (*suggestedSeats)(const QJsonObject &course) = nullptr;
    // The Players dock's columns for a game on `course`, translated.
    PlayerTable (*playerTable)(const QJsonObject &course) = nullptr;
    // How the computer plays it.
    AiLevels ai;
    // The most actions a game can take when its seats play to win (every AI level, every course
    // the kind accepts): AI-only play (matches, the lab, tournaments) stops a game that reaches it
    // and reports it unfinished instead of looping for ever.
    int maxGameLength = 0;
    ConformanceFacts conformance;
    // The position as text for `coursewright-cli replay`, from the record and the public view
    // (viewFor(-1)); null: the view's JSON is printed.
    QString (*positionText)(const GameRecord &record, const QJsonObject &publicView) = nullptr;
};

} // namespace cw
