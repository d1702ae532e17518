#include "SalmonBoardCensus.h"

namespace cw::salmon {

BoardCensus &BoardCensus::operator+=(const BoardCensus &other)
{
    water += other.water;
    rocks += other.rocks;
    waterfalls += other.waterfalls;
    bearPaws += other.bearPaws;
    currentArrows += other.currentArrows;
    doubleCurrents += other.doubleCurrents;
    for (std::size_t i = 0; i < symbols.size(); ++i)
        symbols[i] += other.symbols[i];
    return *this;
}

BoardCensus censusOf(const SalmonRiverBoard &board)
{
    BoardCensus census;
    for (const HexCell &cell : board.cells) {
        switch (cell.terrain) {
        case Terrain::Land:
            continue;
        case Terrain::Water:
            ++census.water;
            break;
        case Terrain::Rock:
            ++census.rocks;
            continue; // rocks carry nothing (SalmonRiverBoard::read)
        case Terrain::Waterfall:
            ++census.waterfalls;
            break;
        }
        ++census.symbols[std::size_t(cell.symbol)];
        census.bearPaws += cell.symbol == Symbol::BearPaw;
        census.currentArrows += cell.arrowCount();
        census.doubleCurrents += cell.arrowCount() == 2;
    }
    return census;
}

SalmonBoardCensus SalmonBoardCensus::of(const SalmonCourse &river)
{
    SalmonBoardCensus census;
    for (const BoardPlacement &placement : river.boards) {
        const SalmonRiverBoard *board = river.findBoard(placement.board);
        census.boards.push_back(board ? censusOf(*board) : BoardCensus{});
        census.total += census.boards.back();
    }
    return census;
}

} // namespace cw::salmon
