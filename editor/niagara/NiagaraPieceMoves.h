#pragma once

#include "niagara/NiagaraCourse.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cw::niagara {

// Where the pieces of a Niagara river may be moved by hand on the editor's canvas (mouse drags and
// arrow keys), and what a move would do, said before it is done (the drop preview's words). A
// river's pieces are its fields: a discovery place moves by changing the spaces it lies beside, an
// arm by changing its length (its waterfall moves).
class NiagaraPieceMoves {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraPieceMoves)

public:
    // A proposed move: possible or not, the place's new spaces (a place move) or the arm's new
    // length (an arm move), and a sentence saying what it does or why it cannot be done.
    struct Outcome {
        bool possible = false;
        QStringList spaces;
        int length = 0;
        QString text;
    };

    explicit NiagaraPieceMoves(const NiagaraCourse &river) : m_river(river) {}

    // The discovery place of `colour` taken to `space`: a place beside one space goes beside
    // `space` (any channel); a place beside several (the blue place, beside L6 and R6) keeps its
    // shape, each of its spaces moving as many columns along its own channel as its first space
    // moves to reach the column of `space`. Refused when a space it would lie beside is missing
    // or lies beside another colour's place already (a space beside two places is an error).
    Outcome movePlace(int colour, int space) const;
    // The space `columns` along and `rows` across (-1: towards the Left arm) from `space` on the
    // layout's grid (NiagaraCourseGeometry), or -1 when the river has none there.
    int spaceBeside(int space, int columns, int rows) const;
    // Arm `arm` (0 Left, 1 Right) at `length` spaces. Refused below one space (an arm without
    // spaces is an error) and above NiagaraCourse::MaxArm.
    Outcome setArmLength(int arm, int length) const;

private:
    // Grid column and row (-1 Left arm, 0 main channel, 1 Right arm) of a space index.
    int columnOf(int space) const;
    int rowOf(int space) const;
    // The space at a grid cell, or -1.
    int spaceAtCell(int column, int row) const;

    NiagaraCourse m_river;
};

} // namespace cw::niagara
