#pragma once

#include "SalmonHexGrid.h"
#include "course/CourseProblem.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace cw::salmon {

// What a hex is made of (rulebook, "Hexagones spéciaux"). Land is the bank around the river:
// salmon never enter it, and a board's land hexes are not part of the river.
enum class Terrain : std::uint8_t { Land, Water, Rock, Waterfall };

// The symbol printed on a water or waterfall hex. Entering the hex (or jumping over a waterfall
// that carries it) applies it: Swim and DoubleSwim give the card of the player's choice, DrawOne
// draws a card, Reeds and DoubleReeds remove one or two cards from the deck, CurrentOrRapids gives
// either card, BearPaw gives a Bear card and is where a bear token starts.
enum class Symbol : std::uint8_t {
    None,
    Swim,
    DoubleSwim,
    DrawOne,
    Eagle,
    Fatigue,
    Current,
    Rapids,
    CurrentOrRapids,
    Reeds,
    DoubleReeds,
    Wild,
    BearPaw
};
constexpr int SymbolCount = 13;

// One hex of a board. arrows[0] is the current arrow numbered 1 and arrows[1] the one numbered 2
// (rulebook, "Courant": odd die → arrow 1, even → arrow 2); NoArrow where there is none.
struct HexCell {
    static constexpr std::int8_t NoArrow = -1;

    Terrain terrain = Terrain::Land;
    Symbol symbol = Symbol::None;
    std::array<std::int8_t, 2> arrows{NoArrow, NoArrow};
    bool start = false; // salmon start here (start boards)
    bool spawn = false; // the spawning ground (finish boards)

    bool isRiver() const { return terrain != Terrain::Land; }
    // Where a salmon may stop: plain or special water.
    bool isWater() const { return terrain == Terrain::Water; }
    // Outgoing current arrows: 0, 1 or 2 (rulebook, "Nombre de flèches courant").
    int arrowCount() const { return (arrows[0] != NoArrow) + (arrows[1] != NoArrow); }
    Direction arrow(int index) const { return Direction(arrows[std::size_t(index)]); }
    bool operator==(const HexCell &) const = default;
};

// Where a board goes in a river: the start board first, numbered (or custom) boards in between,
// the finish board last.
enum class BoardRole : std::uint8_t { Start, Middle, Finish };
enum class Difficulty : std::uint8_t { Easy, Medium, Hard };

// One side of a board: a rectangle of hexes in the board's own coordinates (column 0 at the left,
// row 0 at the downstream edge, odd columns raised as in SalmonHexGrid.h). The bottom row's river
// hexes are its entry and the top row's its exit; boards join where one's exit lines up with the
// next one's entry (SalmonCourse::jointLinesUp).
struct SalmonRiverBoard {
    // Derived from what the board can draw (docs/course-format.md, "Limits"): every hex is an
    // item on the QML board, and SalmonCourse::MaxBoards boards of 12 × 12 (2304 hexes) open and
    // draw in about 1.2 s and 280 MB; boards of 16 × 16 (4096 hexes) took 450 MB. Built-in
    // boards are 7 × 6.
    static constexpr int MaxColumns = 12;
    static constexpr int MaxRows = 12;
    // The longest id and name the reader takes; the editor's fields take no more.
    static constexpr int MaxIdLength = 32;
    static constexpr int MaxNameLength = 200;

    QString id;    // "S1", "3E", "3H", "F2"; custom boards: any other unique id
    QString name;  // shown in the editor's library; empty for the built-in boards
    QString sheet; // the physical board the side is printed on ("S", "3", "F"): a river may use a
                   // sheet once. Custom boards are their own sheet.
    BoardRole role = BoardRole::Middle;
    Difficulty difficulty = Difficulty::Easy;
    int columns = 7;
    int rows = 6;
    std::vector<HexCell> cells; // columns × rows, row by row from row 0

    bool inside(Hex hex) const
    {
        return hex.col >= 0 && hex.col < columns && hex.row >= 0 && hex.row < rows;
    }
    const HexCell &cell(Hex hex) const { return cells[std::size_t(hex.row * columns + hex.col)]; }
    HexCell &cell(Hex hex) { return cells[std::size_t(hex.row * columns + hex.col)]; }
    // Columns of the river hexes in the bottom (entry) and top (exit) rows, ascending.
    std::vector<int> entryColumns() const;
    std::vector<int> exitColumns() const;
    // "Start S1", "Board 3, easy side", "Finish F2", or the custom board's name; translated.
    QString displayName() const;

    QJsonObject toJson() const;
    // Reads a board object; problems are named below `path` ("customBoards[0].hexes[3].symbol").
    static std::optional<SalmonRiverBoard> read(const QJsonObject &json, const QString &path,
                                                CourseProblems *problems);

    bool operator==(const SalmonRiverBoard &) const = default;

    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SalmonRiverBoard)
};

// File keys of the enums ("water", "doubleSwim", "start", "medium"); false for unknown keys.
QString terrainKey(Terrain terrain);
bool terrainFromKey(const QString &key, Terrain *out);
QString symbolKey(Symbol symbol);
bool symbolFromKey(const QString &key, Symbol *out);
QString roleKey(BoardRole role);
bool roleFromKey(const QString &key, BoardRole *out);
QString difficultyKey(Difficulty difficulty);
bool difficultyFromKey(const QString &key, Difficulty *out);
// The symbol's name for people ("Double Swim", "Reeds ×2"), translated.
QString symbolName(Symbol symbol);

} // namespace cw::salmon
