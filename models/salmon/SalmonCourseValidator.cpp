#include "SalmonCourseValidator.h"

#include "SalmonCourseGeometry.h"
#include "SalmonSwimRules.h"
#include "core/Echoed.h"
#include "course/CourseJsonReader.h"

#include <algorithm>
#include <cmath>
#include <deque>

namespace cw::salmon {

namespace {

// The moves a salmon can make on its own (rulebook, "Se déplacer" and "Sauter"): the six card
// moves (Wild moves as a basic Swim does), and jumps of any two Swim cards in order.
constexpr SwimMove CardMoves[] = {SwimMove::Forward,    SwimMove::Left,
                                  SwimMove::Right,      SwimMove::DoubleForward,
                                  SwimMove::DoubleLeft, SwimMove::DoubleRight};

// The hexes (SalmonCourseMap indices) a salmon on each water hex can move to by one legal move:
// computed once, so that checking many start hexes costs one search forward and one backward, not
// one search per start hex.
std::vector<std::vector<int>> movesOf(const SalmonCourseMap &map)
{
    std::vector<std::vector<int>> moves(std::size_t(map.cellCount()));
    for (int index = 0; index < map.cellCount(); ++index) {
        const Hex hex = map.hexAt(index);
        if (!map.at(hex).isWater())
            continue;
        std::vector<int> &to = moves[std::size_t(index)];
        for (const SwimMove move : CardMoves)
            if (const std::optional<std::vector<Hex>> steps = swimSteps(map, hex, move))
                to.push_back(map.index(steps->back()));
        for (int first = 0; first < SwimMoveCount; ++first)
            for (int second = 0; second < SwimMoveCount; ++second)
                if (const std::optional<JumpPath> jump =
                        jumpPath(map, hex, SwimMove(first), SwimMove(second)))
                    to.push_back(map.index(jump->landing));
    }
    return moves;
}

// Where the current can carry a salmon from each water hex (rulebook "Courant": along either
// arrow, on over waterfalls along theirs, onto water): the edges a Current card adds to a salmon's
// own moves, so that a hex only the current reaches is checked for dead ends too.
std::vector<std::vector<int>> currentMovesOf(const SalmonCourseMap &map)
{
    std::vector<std::vector<int>> moves(std::size_t(map.cellCount()));
    for (int index = 0; index < map.cellCount(); ++index) {
        const Hex hex = map.hexAt(index);
        if (!map.at(hex).isWater())
            continue;
        std::vector<Hex> frontier{hex};
        for (int guard = 0; guard < map.cellCount() && !frontier.empty(); ++guard) {
            std::vector<Hex> next;
            for (const Hex from : frontier) {
                const HexCell &cell = map.at(from);
                for (int arrow = 0; arrow < 2; ++arrow) {
                    if (cell.arrows[std::size_t(arrow)] == HexCell::NoArrow)
                        continue;
                    const Hex to = neighbour(from, cell.arrow(arrow));
                    if (map.at(to).terrain == Terrain::Waterfall)
                        next.push_back(to);
                    else if (map.at(to).isWater())
                        moves[std::size_t(index)].push_back(map.index(to));
                }
            }
            frontier = std::move(next);
        }
    }
    return moves;
}

// Every index reached from `sources` along `edges`, sources included.
std::vector<bool> search(const std::vector<std::vector<int>> &edges,
                         const std::vector<int> &sources)
{
    std::vector<bool> seen(edges.size(), false);
    std::deque<int> queue;
    for (const int source : sources) {
        if (!seen[std::size_t(source)]) {
            seen[std::size_t(source)] = true;
            queue.push_back(source);
        }
    }
    while (!queue.empty()) {
        const int index = queue.front();
        queue.pop_front();
        for (const int next : edges[std::size_t(index)]) {
            if (!seen[std::size_t(next)]) {
                seen[std::size_t(next)] = true;
                queue.push_back(next);
            }
        }
    }
    return seen;
}

} // namespace

SalmonCourseValidator::SalmonCourseValidator(const SalmonCourse &river,
                                             const CourseCheckOptions &options)
    : m_river(river), m_map(river)
{
    for (const BoardPlacement &placement : m_river.boards)
        m_boards.push_back(m_river.findBoard(placement.board));
    checkBoards();
    checkArrows();
    checkTokens(options);
    checkReachability();
    checkPaper(options);
}

CourseProblems SalmonCourseValidator::problems() const
{
    CourseProblems problems;
    for (const RiverIssue &issue : m_issues)
        problems.append(issue.problem);
    return problems;
}

bool SalmonCourseValidator::hasErrors() const
{
    return std::any_of(m_issues.begin(), m_issues.end(),
                       [](const RiverIssue &issue) { return issue.problem.isError(); });
}

QString SalmonCourseValidator::boardLabel(int placement) const
{
    return tr("Board %1 (%2)").arg(placement + 1).arg(m_river.boards[std::size_t(placement)].board);
}

void SalmonCourseValidator::report(RiverIssue::Rule rule, int placement, std::optional<Hex> gridHex,
                                   const QString &message)
{
    const CourseProblem::Severity severity = rule == RiverIssue::Rule::TooLong
                                                 ? CourseProblem::Severity::Warning
                                                 : CourseProblem::Severity::Error;
    RiverIssue issue;
    issue.rule = rule;
    issue.placement = placement;
    issue.gridHex = gridHex;
    QString text = message;
    if (placement >= 0) {
        if (gridHex) {
            const Hex origin = m_map.boardOrigins()[std::size_t(placement)];
            issue.boardHex = Hex{gridHex->col - origin.col, gridHex->row - origin.row};
            text =
                tr("%1, hex %2: %3").arg(boardLabel(placement), hexLabel(*issue.boardHex), message);
        } else {
            text = tr("%1: %2").arg(boardLabel(placement), message);
        }
    }
    const QString path = placement >= 0
                             ? CourseJsonReader::path(QStringLiteral("boards"), placement)
                             : QStringLiteral("boards");
    issue.problem = {severity, path, text};
    m_issues.push_back(issue);
}

CourseProblem SalmonCourseValidator::noBoards()
{
    return CourseProblem::error(QStringLiteral("boards"), tr("the river has no boards"));
}

QStringList SalmonCourseValidator::orderProblems(BoardRole role, int placement, int count)
{
    // Rulebook, "Mise en place" 1: the start board, numbered boards, the finish board.
    QStringList problems;
    if (placement == 0 && role != BoardRole::Start)
        problems.append(tr("the first board must be a start board"));
    if (placement == count - 1 && role != BoardRole::Finish)
        problems.append(tr("the last board must be a finish board"));
    if (placement > 0 && placement < count - 1 && role != BoardRole::Middle)
        problems.append(role == BoardRole::Start ? tr("a start board can only be the first board")
                                                 : tr("a finish board can only be the last board"));
    return problems;
}

void SalmonCourseValidator::checkBoards()
{
    using Rule = RiverIssue::Rule;
    const int count = int(m_river.boards.size());
    if (count == 0) {
        report(Rule::NoBoards, -1, {}, noBoards().message);
        return;
    }
    if (count > MarathonBoards)
        report(Rule::TooLong, -1, {},
               tr("%1 boards make a river longer than the marathon (%2 boards)")
                   .arg(count)
                   .arg(MarathonBoards));
    for (int i = 0; i < count; ++i) {
        const SalmonRiverBoard *board = m_boards[std::size_t(i)];
        if (!board) {
            report(Rule::UnknownBoard, i, {},
                   tr("no built-in or custom board has the id \"%1\"")
                       .arg(echoed(m_river.boards[std::size_t(i)].board)));
            continue;
        }
        for (const QString &problem : orderProblems(board->role, i, count))
            report(Rule::BoardOrder, i, {}, problem);
        for (int j = 0; j < i; ++j) {
            const SalmonRiverBoard *other = m_boards[std::size_t(j)];
            if (other && other->sheet == board->sheet) {
                report(Rule::SheetTwice, i, {},
                       tr("board %1 is already used as board %2 (%3): a board has only one side "
                          "up")
                           .arg(board->sheet)
                           .arg(j + 1)
                           .arg(other->id));
                break;
            }
        }
        if (i == 0)
            continue;
        const int shift = m_river.boards[std::size_t(i)].shift;
        const SalmonRiverBoard *previous = m_boards[std::size_t(i - 1)];
        if (shift % 2 != 0) {
            report(Rule::OddShift, i, {},
                   tr("the shift %1 is odd: boards move sideways by an even number of columns")
                       .arg(shift));
        } else if (previous && !jointLinesUp(*previous, *board, shift)) {
            QStringList shifts;
            for (const int aligned : alignedShifts(*previous, *board))
                shifts.append(QString::number(aligned));
            report(
                Rule::Joint, i, {},
                shifts.isEmpty()
                    ? tr("its entry cannot line up with the exit of board %1 at any shift").arg(i)
                    : tr("at shift %1 its entry does not line up with the exit of board %2 "
                         "(aligned shifts: %3)")
                          .arg(shift)
                          .arg(i)
                          .arg(shifts.join(QStringLiteral(", "))));
        }
    }
}

void SalmonCourseValidator::checkArrows()
{
    using Rule = RiverIssue::Rule;
    for (int index = 0; index < m_map.cellCount(); ++index) {
        const Hex hex = m_map.hexAt(index);
        const HexCell &cell = m_map.at(hex);
        const int placement = m_map.boardAt(hex);
        if (!cell.isRiver() || placement < 0)
            continue;
        // A current a salmon follows onto a waterfall carries it on along the waterfall's own
        // arrow (rulebook, "Courant"), so such a waterfall needs one.
        if (cell.terrain == Terrain::Waterfall && cell.arrowCount() == 0) {
            for (int d = 0; d < DirectionCount; ++d) {
                const Hex from = neighbour(hex, Direction(d));
                const HexCell &source = m_map.at(from);
                const Direction back = opposite(Direction(d));
                if (source.arrows[0] == std::int8_t(back) ||
                    source.arrows[1] == std::int8_t(back)) {
                    report(Rule::WaterfallArrow, placement, hex,
                           tr("a current arrow leads onto this waterfall, but it has no arrow "
                              "to carry the salmon on to water"));
                    break;
                }
            }
        }
        for (int arrow = 0; arrow < 2; ++arrow) {
            if (cell.arrows[std::size_t(arrow)] == HexCell::NoArrow)
                continue;
            const Hex target = neighbour(hex, cell.arrow(arrow));
            const HexCell &into = m_map.at(target);
            if (into.terrain == Terrain::Rock)
                report(Rule::Arrow, placement, hex,
                       tr("the current arrow %1 points into rock").arg(arrow + 1));
            else if (into.terrain == Terrain::Land && m_map.boardAt(target) >= 0)
                report(Rule::Arrow, placement, hex,
                       tr("the current arrow %1 points into land").arg(arrow + 1));
            else if (into.terrain == Terrain::Land)
                report(Rule::Arrow, placement, hex,
                       tr("the current arrow %1 points off the river").arg(arrow + 1));
            else if (cell.terrain == Terrain::Waterfall && into.terrain == Terrain::Waterfall)
                report(Rule::WaterfallArrow, placement, hex,
                       tr("the waterfall's current arrow %1 leads to another waterfall, not to "
                          "water")
                           .arg(arrow + 1));
        }
    }
}

void SalmonCourseValidator::checkTokens(const CourseCheckOptions &options)
{
    using Rule = RiverIssue::Rule;
    if (m_river.boards.empty())
        return;
    if (m_map.startHexes().empty())
        report(Rule::NoStart, -1, {}, tr("no board has a start hex"));
    if (m_map.spawnHexes().empty())
        report(Rule::NoSpawn, -1, {}, tr("no board has a spawning ground"));
    // Rulebook, "Mise en place" 2: a bear token on every printed paw, and the game has six.
    const int paws = int(m_map.bearPaws().size());
    if (paws > BearTokens)
        report(Rule::TooManyBears, -1, {},
               tr("the river has %1 bear paws, but the game has only %2 bear tokens")
                   .arg(paws)
                   .arg(BearTokens));
    if (options.seats != 0 && (options.seats < MinSeats || options.seats > MaxSeats))
        report(Rule::Seats, -1, {},
               tr("Salmon Run is for %1 to %2 players, not %3")
                   .arg(MinSeats)
                   .arg(MaxSeats)
                   .arg(options.seats));
}

void SalmonCourseValidator::checkReachability()
{
    using Rule = RiverIssue::Rule;
    m_reachable.assign(std::size_t(m_map.cellCount()), false);
    if (m_map.startHexes().empty())
        return;
    // Forward from every start hex: what salmon can reach. Backward from the spawning ground:
    // where a salmon can still finish from.
    const std::vector<std::vector<int>> moves = movesOf(m_map);
    std::vector<std::vector<int>> reversed(moves.size());
    for (std::size_t from = 0; from < moves.size(); ++from)
        for (const int to : moves[from])
            reversed[std::size_t(to)].push_back(int(from));
    std::vector<int> starts, spawns;
    for (const Hex start : m_map.startHexes())
        starts.push_back(m_map.index(start));
    for (const Hex spawn : m_map.spawnHexes())
        spawns.push_back(m_map.index(spawn));
    m_reachable = search(moves, starts);
    const std::vector<bool> canFinish = search(reversed, spawns);
    if (!spawns.empty()) {
        for (const Hex start : m_map.startHexes())
            if (!canFinish[std::size_t(m_map.index(start))])
                report(Rule::Unreachable, m_map.boardAt(start), start,
                       tr("no swims or jumps lead from this start hex to the spawning ground"));
        // Dead ends: hexes salmon can get to from a start hex that can finish (by their own
        // moves and the current's) but not leave towards the spawning ground by their own moves.
        // What only a start hex that cannot finish leads to is that start hex's problem, above.
        std::vector<std::vector<int>> withCurrent = currentMovesOf(m_map);
        for (std::size_t from = 0; from < moves.size(); ++from)
            withCurrent[from].insert(withCurrent[from].end(), moves[from].begin(),
                                     moves[from].end());
        std::vector<int> finishingStarts;
        for (const int start : starts)
            if (canFinish[std::size_t(start)])
                finishingStarts.push_back(start);
        const std::vector<bool> visited = search(withCurrent, finishingStarts);
        for (int index = 0; index < m_map.cellCount(); ++index) {
            const Hex hex = m_map.hexAt(index);
            if (visited[std::size_t(index)] && !canFinish[std::size_t(index)])
                report(Rule::DeadEnd, m_map.boardAt(hex), hex,
                       tr("salmon can get to this hex, but no swims or jumps lead from it to the "
                          "spawning ground"));
        }
    }
    // Which waterfalls some legal jump from a reachable hex passes over.
    std::vector<bool> jumped(m_reachable.size(), false);
    for (int index = 0; index < m_map.cellCount(); ++index) {
        if (!m_reachable[std::size_t(index)])
            continue;
        for (int first = 0; first < SwimMoveCount; ++first)
            for (int second = 0; second < SwimMoveCount; ++second)
                if (const std::optional<JumpPath> jump =
                        jumpPath(m_map, m_map.hexAt(index), SwimMove(first), SwimMove(second)))
                    for (const Hex passed : jump->passed)
                        jumped[std::size_t(m_map.index(passed))] = true;
    }
    for (int index = 0; index < m_map.cellCount(); ++index) {
        const Hex hex = m_map.hexAt(index);
        if (m_map.at(hex).terrain == Terrain::Waterfall && !jumped[std::size_t(index)])
            report(Rule::UnjumpedWaterfall, m_map.boardAt(hex), hex,
                   tr("no legal jump from a hex salmon can reach passes over this waterfall"));
    }
}

void SalmonCourseValidator::checkPaper(const CourseCheckOptions &options)
{
    const PageSpec page = options.page.value_or(m_river.print.page);
    const QSizeF printable = page.printableMm().size();
    int tooLarge = 0;
    QSizeF largest;
    for (const SalmonRiverBoard *board : m_boards) {
        if (!board)
            continue;
        const QSizeF size =
            SalmonCourseGeometry(board->columns, board->rows, m_river.print.hexMm).sizeMm();
        if (size.width() > printable.width() + 1e-6 || size.height() > printable.height() + 1e-6) {
            ++tooLarge;
            largest = largest.expandedTo(size);
        }
    }
    if (tooLarge > 0) {
        RiverIssue issue;
        issue.rule = RiverIssue::Rule::Paper;
        issue.problem = CourseProblem::warning(
            QStringLiteral("print.hexMm"),
            tr("%n board(s) of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 "
               "and will be tiled across several sheets",
               nullptr, tooLarge)
                .arg(std::ceil(largest.width()))
                .arg(std::ceil(largest.height()))
                .arg(printable.width())
                .arg(printable.height())
                .arg(page.displayName()));
        m_issues.push_back(issue);
    }
}

} // namespace cw::salmon
