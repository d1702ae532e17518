#pragma once

#include "SalmonCourse.h"
#include "core/Rng.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace cw::salmon {

// The rulebook's game lengths ("Durée de partie"): how many numbered boards lie between the
// start and the finish board.
enum class GameLength : std::uint8_t { Short, Beginner, Expert, Long, Marathon };
constexpr int GameLengthCount = 5;

// Which sides of the numbered boards a preset river shows.
enum class SideChoice : std::uint8_t { Easy, Mixed, Hard };
constexpr int SideChoiceCount = 3;

// Rivers made by rule rather than by hand: the rulebook's random set-up and the presets the New
// Game dialog and the editor offer. Every river made here uses built-in boards only, each sheet
// once, each board at one of its aligned shifts, so it validates without errors.
class SalmonRandomCourse {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonRandomCourse)

public:
    // Short 2, Beginner 3, Expert 4, Long 5, Marathon 6 numbered boards.
    static int middleBoards(GameLength length);
    // "Short", "Beginner", …, translated.
    static QString lengthName(GameLength length);
    // "Easy sides", "Mixed", "Hard sides", translated.
    static QString sidesName(SideChoice sides);

    // The rulebook's "Mise en place aléatoire": a die for the start side (even: S2, odd: S1);
    // for each numbered board a die for its number (numbers already used are rolled again) and
    // a die for its side (even: easy, odd: medium or hard); a die for the finish side (even: F2,
    // odd: F1). Each board sits at one of its aligned shifts, chosen with rng too, so one seed
    // always gives one river. middleBoards is clamped to 0..6.
    static SalmonCourse random(int middleBoards, Rng &rng);

    // A fixed river of the given length: numbered boards 1, 2, … in order, their easy sides, their
    // harder sides, or alternately easy and harder; S1 and F1 for easy rivers, S2 and F2 for
    // the others. Each board takes the aligned shift that keeps the river nearest its start, so
    // the river winds instead of drifting off sideways.
    static SalmonCourse preset(GameLength length, SideChoice sides);
};

} // namespace cw::salmon
