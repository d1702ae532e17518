// The foundation the river checks stand on: hex neighbours and distances, where hexes are drawn,
// how Swim cards and jumps move a salmon (SalmonSwimRules), and how boards assemble into one grid.
#include "SalmonCourseTestSupport.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonCourseMap.h"
#include "salmon/SalmonSwimRules.h"

#include <QTest>

#include <cmath>

using namespace cw;
using namespace cw::salmon;

namespace {

const Direction AllDirections[] = {Direction::North, Direction::NorthEast, Direction::SouthEast,
                                   Direction::South, Direction::SouthWest, Direction::NorthWest};

// A river of one board drawn in text (SalmonCourseMap copies the cells it needs).
SalmonCourseMap mapOf(const QStringList &rows)
{
    return SalmonCourseMap(riverOf(boardFromRows(QStringLiteral("pool"), BoardRole::Start, rows)));
}

} // namespace

class TestSalmonRiverFoundation : public QObject {
    Q_OBJECT

private slots:
    // Even columns sit lower than odd ones (SalmonHexGrid.h): their side neighbours share their row
    // going up and the row below going down; odd columns the other way round.
    void neighboursOfEvenAndOddColumns()
    {
        const Hex even{2, 2}, odd{3, 2};
        QCOMPARE(neighbour(even, Direction::North), (Hex{2, 3}));
        QCOMPARE(neighbour(even, Direction::NorthEast), (Hex{3, 2}));
        QCOMPARE(neighbour(even, Direction::SouthEast), (Hex{3, 1}));
        QCOMPARE(neighbour(even, Direction::South), (Hex{2, 1}));
        QCOMPARE(neighbour(even, Direction::SouthWest), (Hex{1, 1}));
        QCOMPARE(neighbour(even, Direction::NorthWest), (Hex{1, 2}));
        QCOMPARE(neighbour(odd, Direction::NorthEast), (Hex{4, 3}));
        QCOMPARE(neighbour(odd, Direction::SouthEast), (Hex{4, 2}));
        QCOMPARE(neighbour(odd, Direction::SouthWest), (Hex{2, 2}));
        QCOMPARE(neighbour(odd, Direction::NorthWest), (Hex{2, 3}));
        for (const Hex hex : {even, odd})
            for (const Direction direction : AllDirections)
                QCOMPARE(neighbour(neighbour(hex, direction), opposite(direction)), hex);
    }

    void distances()
    {
        for (const Hex hex : {Hex{2, 2}, Hex{3, 2}}) {
            QCOMPARE(hexDistance(hex, hex), 0);
            for (const Direction direction : AllDirections)
                QCOMPARE(hexDistance(hex, neighbour(hex, direction)), 1);
        }
        QCOMPARE(hexDistance({0, 0}, {0, 3}), 3);
        QCOMPARE(hexDistance({0, 0}, {2, 0}), 2);
        QCOMPARE(hexDistance({0, 0}, {4, 2}), 4); // four NE steps climb two rows
        QCOMPARE(hexDistance({0, 0}, {4, 4}), 6);
        QCOMPARE(hexDistance({5, 1}, {1, 4}), hexDistance({1, 4}, {5, 1}));
    }

    void directionKeysRoundTrip()
    {
        for (const Direction direction : AllDirections) {
            Direction back{};
            QVERIFY(directionFromKey(directionKey(direction), &back));
            QCOMPARE(back, direction);
        }
        Direction unused{};
        QVERIFY(!directionFromKey("E", &unused));
        QVERIFY(!directionFromKey("", &unused));
    }

    // Upstream is up the screen: higher rows have smaller y, odd columns stand half a hex higher,
    // neighbours' centres are one hex (across the flats) apart, and hexAt finds every centre.
    void geometryCentresAndHexAtRoundTrip()
    {
        const SalmonCourseGeometry geometry(9, 18, 29);
        QCOMPARE(geometry.hexMm(), 29.0);
        QVERIFY(geometry.centre({0, 1}).y() < geometry.centre({0, 0}).y());
        QCOMPARE(geometry.centre({1, 0}).y(), geometry.centre({0, 0}).y() - 14.5);
        QCOMPARE(geometry.centre({1, 0}).x() - geometry.centre({0, 0}).x(),
                 geometry.columnStepMm());
        for (int col = 0; col < 9; ++col) {
            for (int row = 0; row < 18; ++row) {
                const Hex hex{col, row};
                const QPointF centre = geometry.centre(hex);
                QCOMPARE(geometry.hexAt(centre), hex);
                QCOMPARE(geometry.hexAt(centre + QPointF(5, -5)), hex); // inside, off centre
                for (const Direction direction : AllDirections) {
                    const QPointF other = geometry.centre(neighbour(hex, direction));
                    QVERIFY(std::abs(std::hypot(other.x() - centre.x(), other.y() - centre.y()) -
                                     29) < 1e-9);
                }
            }
        }
        const QSizeF size = geometry.sizeMm();
        QCOMPARE(size.height(), 18 * 29 + 14.5);
        QVERIFY(std::abs(size.width() - (8 * geometry.columnStepMm() + geometry.hexWidthMm())) <
                1e-9);
    }

    // Basic and double swims, and the whole move cancelled when a step leaves the water.
    void swimSteps()
    {
        const SalmonCourseMap map = mapOf({
            QStringLiteral("wwwww"),
            QStringLiteral("wwRww"),
            QStringLiteral("wwWww"),
            QStringLiteral("wwwww"),
            QStringLiteral("w*www"),
        });
        const Hex start{1, 0};
        QCOMPARE(*salmon::swimSteps(map, start, SwimMove::Forward), (std::vector<Hex>{{1, 1}}));
        QCOMPARE(*salmon::swimSteps(map, start, SwimMove::DoubleForward),
                 (std::vector<Hex>{{1, 1}, {1, 2}}));
        QCOMPARE(*salmon::swimSteps(map, start, SwimMove::Left), (std::vector<Hex>{{0, 1}}));
        QCOMPARE(*salmon::swimSteps(map, start, SwimMove::DoubleRight),
                 (std::vector<Hex>{{2, 1}, {3, 1}}));
        QCOMPARE(*salmon::swimSteps(map, start, SwimMove::WildRight), (std::vector<Hex>{{2, 1}}));
        // Off the river at the second step: cancelled as a whole.
        QVERIFY(!salmon::swimSteps(map, {1, 1}, SwimMove::DoubleLeft));
        QVERIFY(!salmon::swimSteps(map, {0, 0}, SwimMove::Left));
        // Into a waterfall or a rock.
        QVERIFY(!salmon::swimSteps(map, {2, 1}, SwimMove::Forward));
        QVERIFY(!salmon::swimSteps(map, {2, 0}, SwimMove::DoubleForward));
        QVERIFY(!salmon::swimSteps(map, {1, 2}, SwimMove::Right)); // 1,2 NE is the rock 2,3
    }

    // Jumps: a waterfall passed, no rock passed, water to land on (rulebook, "Sauter").
    void jumps()
    {
        const SalmonCourseMap map = mapOf({
            QStringLiteral("wwwww"),
            QStringLiteral("wwwRw"),
            QStringLiteral("wWWWw"),
            QStringLiteral("wwwww"),
            QStringLiteral("w*www"),
        });
        const std::optional<JumpPath> over =
            jumpPath(map, {1, 1}, SwimMove::Forward, SwimMove::Forward);
        QVERIFY(over);
        QCOMPARE(over->passed, (std::vector<Hex>{{1, 2}}));
        QCOMPARE(over->landing, (Hex{1, 3}));
        // Forward then Double Forward passes the waterfall and the water above it.
        const std::optional<JumpPath> long_ =
            jumpPath(map, {1, 1}, SwimMove::Forward, SwimMove::DoubleForward);
        QVERIFY(long_);
        QCOMPARE(long_->passed, (std::vector<Hex>{{1, 2}, {1, 3}}));
        QCOMPARE(long_->landing, (Hex{1, 4}));
        // Two doubles: four hexes, two waterfalls passed still one jump.
        const std::optional<JumpPath> far =
            jumpPath(map, {1, 0}, SwimMove::DoubleForward, SwimMove::DoubleForward);
        QVERIFY(far);
        QCOMPARE(far->passed, (std::vector<Hex>{{1, 1}, {1, 2}, {1, 3}}));
        QCOMPARE(far->landing, (Hex{1, 4}));
        // Right then Left lands back in the waterfall line (rulebook's own example).
        QVERIFY(!jumpPath(map, {2, 1}, SwimMove::Right, SwimMove::Left));
        // A rock on the way, a waterfall to land on, no waterfall at all, off the river.
        QVERIFY(!jumpPath(map, {3, 1}, SwimMove::Forward, SwimMove::DoubleForward));
        QVERIFY(!jumpPath(map, {1, 0}, SwimMove::Forward, SwimMove::Forward));
        QVERIFY(!jumpPath(map, {0, 3}, SwimMove::Forward, SwimMove::Forward));
        QVERIFY(!jumpPath(map, {0, 1}, SwimMove::Left, SwimMove::Forward));
        // A Double Swim alone is not a jump: swimSteps refuses the waterfall.
        QVERIFY(!salmon::swimSteps(map, {1, 1}, SwimMove::DoubleForward));
    }

    // Boards stack upstream, each shifted from the one before; a negative shift moves every
    // board right so the grid starts at column 0, keeping odd columns odd.
    void mapAssemblyWithShifts()
    {
        const SalmonCourse river = riverOfIds(
            {{QStringLiteral("S1"), 0}, {QStringLiteral("1E"), -2}, {QStringLiteral("F1"), 0}});
        const SalmonCourseMap map(river);
        QCOMPARE(map.boardOrigins(), (std::vector<Hex>{{2, 0}, {0, 6}, {0, 12}}));
        QCOMPARE(map.columns(), 9);
        QCOMPARE(map.rows(), 18);
        QCOMPARE(map.startHexes(), (std::vector<Hex>{{5, 0}})); // S1's start hex is 3,0
        QCOMPARE(map.spawnHexes().size(), std::size_t(5));
        for (const Hex spawn : map.spawnHexes())
            QCOMPARE(spawn.row, 17);
        const SalmonRiverBoard *oneE = SalmonBoardLibrary::find(QStringLiteral("1E"));
        QVERIFY(oneE);
        for (int r = 0; r < 6; ++r) {
            for (int c = 0; c < 7; ++c) {
                QCOMPARE(map.at({c, 6 + r}), oneE->cell({c, r}));
                QCOMPARE(map.boardAt({c, 6 + r}), 1);
            }
        }
        QCOMPARE(map.boardAt({0, 0}), -1); // left of S1: no board
        QVERIFY(!map.isRiver({0, 0}));
        QCOMPARE(map.boardAt({2, 0}), 0);
        QVERIFY(!map.isRiver({40, 40}));
        QCOMPARE(map.at({-1, 3}).terrain, Terrain::Land);

        // Positive shifts widen the grid to the right; unknown boards are skipped.
        const SalmonCourseMap shifted(riverOfIds(
            {{QStringLiteral("S2"), 0}, {QStringLiteral("zz"), 0}, {QStringLiteral("1E"), 2}}));
        QCOMPARE(shifted.boardOrigins(), (std::vector<Hex>{{0, 0}, {0, 6}, {2, 6}}));
        QCOMPARE(shifted.columns(), 9);
        QCOMPARE(shifted.rows(), 12);
    }

    void bearPawsAreCollected()
    {
        const SalmonCourseMap map(riverOfIds(
            {{QStringLiteral("S1"), 0}, {QStringLiteral("5H"), -2}, {QStringLiteral("F1"), 0}}));
        QCOMPARE(map.bearPaws().size(), std::size_t(2));
        for (const Hex paw : map.bearPaws())
            QCOMPARE(map.at(paw).symbol, Symbol::BearPaw);
    }
};

QTEST_GUILESS_MAIN(TestSalmonRiverFoundation)
#include "tst_salmon_river_foundation.moc"
