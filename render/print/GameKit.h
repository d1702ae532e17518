#pragma once

#include "PrintLayout.h"
#include "SheetPacker.h"
#include "course/CourseProblem.h"
#include "course/PageSpec.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cw::print {

// One line of a kit's contents page: what it is and how many to cut.
struct KitLine {
    QString what; // translated: "Action cards (one deck per team)"
    int count = 0;
};

// A part of a kit: things cut from sheets of their own (the cards, the tokens, the mats), with
// what the contents page says of them.
struct KitPart {
    QString name; // translated, on the contents page and every sheet: "Cards"
    QString note; // how to cut or use them, a sentence or two
    std::vector<KitLine> lines;
    SheetItems items; // in print order; items with a back get a back page (duplex)
};

// The one-page player aid: a title and sections of short lines, laid out in columns.
struct PlayerAid {
    struct Section {
        QString heading;
        QStringList lines;
    };
    QString title;
    std::vector<Section> sections;
};

// Everything a table needs to play a game from paper, as a game declares it.
struct GameKit {
    QString game; // the game's name, translated (GameKits fills it from GameInfo)
    // The course at true scale (tiled pages with their assembly map). A game played on a course
    // file leaves it empty: GameKits fills it from the course (CoursePrinting). A game without one
    // (Line cards' table) lays out its own here.
    PrintLayout course;
    PageSpec coursePage{Paper::A4, false}; // the paper the course asks for (its print.page)
    std::vector<KitPart> parts;
    QStringList fromBox; // what to take from a standard games box ("1 six-sided die")
    PlayerAid aid;
};

// A game's kit, registered by its render/<game>/<Game>PrintRegistration.cpp (CW_REGISTER) like
// its card sheets. `make` receives a course of the game's kind, opened (current format version),
// or an empty object for a game played without a course file; tokens sized or counted from the
// course (bears per paw, discs per space) read it.
struct GameKitKind {
    QString gameId; // as in GameInfo: "salmon"
    GameKit (*make)(const QJsonObject &course);
};

class GameKits {
    Q_DECLARE_TR_FUNCTIONS(cw::print::GameKits)

public:
    static const std::vector<GameKitKind> &kinds();
    static const GameKitKind *find(const QString &gameId);

    // The kit of `gameId` on `course` (nullopt: the game's default course, GameInfo). The course
    // must be of the kind of the game's default course; it is opened (CourseFile::open), passes
    // the gate of every command (CoursePrinting::prepareToPrint: refused with the lines validate
    // prints) and is printed by its kind. Returns nullopt with the problems appended ("<path>:
    // <reason>"; "game" for an unknown game or one without a kit) when it cannot be made.
    static std::optional<GameKit>
    make(const QString &gameId, const std::optional<QJsonObject> &course, CourseProblems *problems);
};

} // namespace cw::print
