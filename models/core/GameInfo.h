#pragma once

#include "Game.h"
#include "GameSetup.h"
#include "GameText.h"
#include "PlayerTable.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

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
};

// How a game names its seats for people, in the New Game dialog, the Players dock and the board.
struct SeatWording {
    GameText countLabel;  // New Game's seat count, with its mnemonic: "&Boats:"
    GameText defaultName; // a seat's name until the player types one: "Boat %1" (%1 from 1)
    GameText numbered;    // a seat's row in New Game: "Lane %1", "Player %1" (%1 from 1)
};

// What the application knows about one game kind, without knowing its rules. Each game fills it
// from its own folder (models/<game>/<Game>GameInfo.cpp) and adds one line to models/GameList.cpp;
// the app, the command-line tool and the board find everything game-specific through it.
struct GameInfo {
    QString id;          // "rowing"
    QString displayName; // translated name
    int minSeats = 1;
    int maxSeats = 6;      // most seats a course of this game may hold
    QString defaultCourse; // resource path of the course a new game starts on
    QString rulesPage;     // resource path of the rules page Help > Rules shows (Markdown)
    SeatWording seats;
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
    // The position as text for `coursewright-cli replay`, from the record and the public view
    // (viewFor(-1)); null: the view's JSON is printed.
    QString (*positionText)(const GameRecord &record, const QJsonObject &publicView) = nullptr;
};

} // namespace cw
