#pragma once

#include "visions/VisionsCourse.h"

#include <QCoreApplication>
#include <QString>

namespace cw::visions {

// Where the tiles of a Visions of Rainbows road may be moved by hand on the editor's canvas (a
// drag onto another tile, Alt+Left and Alt+Right), and what a move would do, said before it is
// done (the drop preview's words), as NiagaraPieceMoves does for a Niagara river.
class VisionsPieceMoves {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsPieceMoves)

public:
    // A proposed move: possible or not, and a sentence saying what it does or why it cannot be
    // done.
    struct Outcome {
        bool possible = false;
        QString text;
    };

    explicit VisionsPieceMoves(const VisionsCourse &road) : m_road(road) {}

    // Tile `from` taken to place `to`, the tiles between making room. Refused where the tile
    // would break the tile-order rule (VisionsCourseValidator::orderProblems: the Start first,
    // the Finish last), so that a drag never turns a valid road into an invalid one; a tile of an
    // unknown id moves freely.
    Outcome moveTile(int from, int to) const;

private:
    VisionsCourse m_road;
};

} // namespace cw::visions
