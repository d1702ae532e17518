#pragma once

#include "salmon/SalmonCourse.h"

#include <QCoreApplication>
#include <QString>

namespace cw::salmon {

// Where the boards of a Salmon Run river may be moved by hand on the editor's canvas (a drag up or
// down the river, Alt+Up and Alt+Down), and what a move would do, said before it is done (the drop
// preview's words), as NiagaraPieceMoves does for a Niagara river.
class SalmonPieceMoves {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonPieceMoves)

public:
    // A proposed move: possible or not, and a sentence saying what it does or why it cannot be
    // done.
    struct Outcome {
        bool possible = false;
        QString text;
    };

    explicit SalmonPieceMoves(const SalmonCourse &river) : m_river(river) {}

    // Board `from` taken to place `to`, the boards between making room. Refused where the board
    // would break the board-order rule (SalmonCourseValidator::orderProblems: the start board
    // first, the finish board last, numbered boards between), so that a drag never turns a valid
    // river into an invalid one; a board of an unknown id moves freely.
    Outcome moveBoard(int from, int to) const;

private:
    SalmonCourse m_river;
};

} // namespace cw::salmon
