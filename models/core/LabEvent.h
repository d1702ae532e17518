#pragma once

#include "GameText.h"

#include <QString>

#include <vector>

namespace cw {

// One kind of thing a game reports to the course lab while it is played (rowing: a crab caught
// at a split line; Salmon Run: a bear met on a hex). Games declare their kinds once
// (Game::labEventKinds) and report events by index into that list, so a thousand games cost
// integers, not strings.
//
// A game that reports a kind keyed "round", "turn" or "phase" at the start of every round, turn
// or phase (the first included) has its length counted in that unit, the game's own word, in the
// lab's report (labLengthUnit); any other game's in moves (Game::moveNumber).
struct LabEventKind {
    // The keys of the kinds that count a game's length, each with its unit: "round" → "rounds".
    static QString lengthUnitOf(const QString &key)
    {
        for (const char *unit : {"round", "turn", "phase"})
            if (key == QLatin1String(unit))
                return key + u's';
        return {};
    }

    QString key;    // stable, in exported reports: "crab", "bearBite"
    GameText label; // for people: "Crab caught"
    // Where events of this kind happen, as the course editor names that element
    // (CourseSelection::element: "splitLine", "hex"); empty when they happen nowhere in
    // particular. A located kind can be drawn as a heat map on the editor's canvas.
    QString element;
};

// One thing that happened in a game, for the course lab.
struct LabEvent {
    int kind = 0;      // index into Game::labEventKinds()
    int seat = -1;     // the seat it happened to, -1 for none
    int location = -1; // the element's index in the course (the kind's `element`), -1 for none
    int amount = 1;    // how much: stamina paid, cards taken… (1 when it just happened)
    bool operator==(const LabEvent &) const = default;
};

} // namespace cw
