#pragma once

#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseValidator.h"

#include <QCoreApplication>
#include <QObject>

#include <optional>
#include <vector>

class QUndoStack;

namespace cw::salmon {

// A board side being painted in the board painter: the board, its own undo stack (every change
// is a SalmonPaintBoardHexes or SalmonChangeBoard command), and the rules' verdict on it. The rules
// check a river, not a board, so the board is checked where it would be played: in a test river of
// the built-in start board, it, and the built-in finish board (a start or finish board takes that
// place itself), at the first aligned shifts, and the problems of its own placement are kept.
class SalmonBoardPainterDocument : public QObject {
    Q_OBJECT
public:
    // One problem of the board, at one of its hexes when the rules name one.
    struct Issue {
        bool error = true;
        QString message;
        std::optional<Hex> hex; // the board's own coordinates
    };

    explicit SalmonBoardPainterDocument(QObject *parent = nullptr);

    const SalmonRiverBoard &board() const { return m_board; }
    QUndoStack *undoStack() const { return m_undoStack; }
    // For undo commands: replaces the board, checks it again and emits changed().
    void setBoard(const SalmonRiverBoard &board);

    const std::vector<Issue> &issues() const { return m_issues; }
    // The test river the board was checked in.
    const SalmonCourse &testRiver() const { return m_testRiver; }

    // A board of `columns` × `rows` water hexes (the bank is painted over it) with `role`, that
    // starts sound: a start board's bottom row is its start hexes, a finish board's top row its
    // spawning ground, and the hexes that would be dead ends between the built-in start and
    // finish boards are land.
    static SalmonRiverBoard blankBoard(int columns, int rows, BoardRole role);
    // A copy of `board` to start from, with a fresh id (SalmonUserBoardLibrary::uniqueId) and its
    // own sheet.
    static SalmonRiverBoard duplicate(const SalmonRiverBoard &board);

signals:
    void changed();

private:
    void check();
    // The rules' issues of `board` in its test river (see the class comment), and that river.
    static std::vector<RiverIssue> issuesOf(const SalmonRiverBoard &board, SalmonCourse *testRiver);

    SalmonRiverBoard m_board;
    QUndoStack *m_undoStack;
    std::vector<Issue> m_issues;
    SalmonCourse m_testRiver;
};

} // namespace cw::salmon
