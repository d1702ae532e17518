// PageTiler: which pages every piece goes to, their labels, overlaps and neighbours. Pure
// geometry: no painting.
#include "print/PageTiler.h"

#include <QTest>

#include <algorithm>

using cw::PageSpec;
using cw::Paper;
using namespace cw::print;

class TestPageTiler : public QObject {
    Q_OBJECT

private slots:
    void pieceThatFitsIsOnePageCentred();
    void twoAndThreeColumns_data();
    void twoAndThreeColumns();
    void rowsAndColumnsTakeLettersFromPieceToPiece();
    void overlapIsHonoured_data();
    void overlapIsHonoured();
    void everyPointIsCovered_data();
    void everyPointIsCovered();
    void neighboursOverlapWithinAPieceAndButtBetweenPieces();
    void pageLabel();
    void degenerateLayouts();
};

namespace {

PrintPiece piece(const QString &name, double width, double height, double x = 0, double y = 0)
{
    return PrintPiece{name, QSizeF(width, height), QPointF(x, y), {}, {}};
}

// "P1-1 P1-2" → {"P1-1", "P1-2"}.
QStringList list(const char *labels)
{
    return QString::fromLatin1(labels).split(QLatin1Char(' '));
}

QStringList labels(const PageTiling &tiling)
{
    QStringList list;
    for (const PageTile &tile : tiling.tiles)
        list << tile.label;
    return list;
}

const PageSpec A4Landscape{Paper::A4, true};         // printable 277 × 190 mm
const PageSpec LetterLandscape{Paper::Letter, true}; // printable 259.4 × 195.9 mm
const PageSpec A4Portrait{Paper::A4, false};         // printable 190 × 277 mm

} // namespace

void TestPageTiler::pieceThatFitsIsOnePageCentred()
{
    const PrintLayout layout{QStringLiteral("t"), {piece(QStringLiteral("p"), 275, 180)}};
    const PageTiling tiling = PageTiler(A4Landscape).tile(layout);
    QCOMPARE(labels(tiling), QStringList{QStringLiteral("P1-1")});
    QVERIFY(!tiling.hasMap());
    QCOMPARE(tiling.pageCount(), 1);
    const PageTile &tile = tiling.tiles.front();
    QCOMPARE(tile.regionMm, QRectF(0, 0, 275, 180));
    QCOMPARE(tile.paperRectMm().center(), QPointF(148.5, 105));
    QVERIFY(A4Landscape.printableMm().contains(tile.paperRectMm()));
}

void TestPageTiler::twoAndThreeColumns_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<double>("span");
    QTest::newRow("just too wide") << 278.0 << list("P1-1 P1-2") << 144.0;
    QTest::newRow("two") << 400.0 << list("P1-1 P1-2") << 205.0;
    QTest::newRow("two, full") << 544.0 << list("P1-1 P1-2") << 277.0;
    QTest::newRow("three") << 700.0 << list("P1-1 P1-2 P1-3") << 240.0;
}

void TestPageTiler::twoAndThreeColumns()
{
    QFETCH(double, width);
    QFETCH(QStringList, expected);
    QFETCH(double, span);
    const PrintLayout layout{QStringLiteral("t"), {piece(QStringLiteral("p"), width, 150)}};
    const PageTiling tiling = PageTiler(A4Landscape).tile(layout);
    QCOMPARE(labels(tiling), expected);
    QVERIFY(tiling.hasMap());
    QCOMPARE(tiling.pageCount(), expected.size() + 1);
    for (const PageTile &tile : tiling.tiles) {
        QCOMPARE(tile.regionMm.width(), span);
        QCOMPARE(tile.regionMm.height(), 150.0);
        QVERIFY(A4Landscape.printableMm().contains(tile.paperRectMm()));
    }
    QCOMPARE(tiling.tiles.front().regionMm.left(), 0.0);
    QCOMPARE(tiling.tiles.back().regionMm.right(), width);
}

// Rowing strips on A4 landscape with eight 30 mm lanes are 240 mm across: two rows each.
void TestPageTiler::rowsAndColumnsTakeLettersFromPieceToPiece()
{
    const PrintLayout layout{QStringLiteral("t"),
                             {piece(QStringLiteral("one"), 200, 100),
                              piece(QStringLiteral("two"), 400, 300, 200),
                              piece(QStringLiteral("three"), 275, 240, 600),
                              piece(QStringLiteral("four"), 100, 100, 875)}};
    const PageTiling tiling = PageTiler(A4Landscape).tile(layout);
    QCOMPARE(labels(tiling), list("P1-1 P2-1 P2-2 P3-1 P3-2 P4-1 P5-1 P6-1"));
    QCOMPARE(tiling.pageCount(), 9);
    QCOMPARE(tiling.pageOfTile(0), 2);
    QCOMPARE(tiling.tiles[5].piece, 2);
    QCOMPARE(tiling.tiles[5].row, 3);
    QCOMPARE(tiling.tiles[6].regionMm, QRectF(0, 115, 275, 125)); // (240 + 10) / 2 down
    QCOMPARE(tiling.tiles[6].layoutMm, QRectF(600, 115, 275, 125));

    // Portrait: the same 275 × 180 strip needs two columns and one row.
    const PrintLayout strip{QStringLiteral("t"), {piece(QStringLiteral("s"), 275, 180)}};
    QCOMPARE(labels(PageTiler(A4Portrait).tile(strip)), list("P1-1 P1-2"));
    QCOMPARE(labels(PageTiler(LetterLandscape).tile(strip)), list("P1-1 P1-2"));
}

void TestPageTiler::overlapIsHonoured_data()
{
    QTest::addColumn<double>("overlap");
    QTest::newRow("default") << PageTiler::DefaultOverlapMm;
    QTest::newRow("none") << 0.0;
    QTest::newRow("15 mm") << 15.0;
}

void TestPageTiler::overlapIsHonoured()
{
    QFETCH(double, overlap);
    const PrintLayout layout{QStringLiteral("t"), {piece(QStringLiteral("p"), 900, 500)}};
    const PageTiling tiling = PageTiler(A4Landscape, overlap).tile(layout);
    QCOMPARE(tiling.overlapMm, overlap);
    int overlaps = 0;
    for (int i = 0; i < int(tiling.tiles.size()); ++i) {
        const PageTile &tile = tiling.tiles[size_t(i)];
        QVERIFY(tile.regionMm.width() <= 277 + 1e-9 && tile.regionMm.height() <= 190 + 1e-9);
        for (const PageNeighbour &neighbour : tiling.neighbours(i)) {
            const bool across = neighbour.edge == Edge::Left || neighbour.edge == Edge::Right;
            QCOMPARE(across ? neighbour.zoneMm.width() : neighbour.zoneMm.height(), overlap);
            ++overlaps;
        }
    }
    // A 4 × 3 grid: 3 joins a row × 3 rows + 4 joins a column pair × 2, each seen from both sides.
    QCOMPARE(int(tiling.tiles.size()), 12);
    QCOMPARE(overlaps, 2 * (3 * 3 + 4 * 2));
}

void TestPageTiler::everyPointIsCovered_data()
{
    QTest::addColumn<bool>("letter");
    QTest::addColumn<bool>("landscape");
    QTest::addColumn<QSizeF>("size");
    QTest::newRow("A4, fits") << false << true << QSizeF(100, 80);
    QTest::newRow("A4, strip") << false << true << QSizeF(275, 180);
    QTest::newRow("Letter, strip") << true << true << QSizeF(275, 180);
    QTest::newRow("A4, 8 lanes") << false << true << QSizeF(275, 240);
    QTest::newRow("A4 portrait, big") << false << false << QSizeF(1234.5, 987.6);
    QTest::newRow("Letter, long") << true << true << QSizeF(2575, 60);
}

void TestPageTiler::everyPointIsCovered()
{
    QFETCH(bool, letter);
    QFETCH(bool, landscape);
    QFETCH(QSizeF, size);
    const PageSpec page{letter ? Paper::Letter : Paper::A4, landscape};
    const PrintLayout layout{QStringLiteral("t"),
                             {piece(QStringLiteral("a"), size.width(), size.height()),
                              piece(QStringLiteral("b"), size.height(), size.width(), 0, 2000)}};
    const PageTiling tiling = PageTiler(page).tile(layout);
    const QRectF printable = page.printableMm();
    for (const PageTile &tile : tiling.tiles)
        QVERIFY(printable.contains(tile.paperRectMm().adjusted(1e-6, 1e-6, -1e-6, -1e-6)));
    for (int index = 0; index < 2; ++index) {
        const QSizeF pieceSize = layout.pieces[size_t(index)].sizeMm;
        constexpr int Steps = 60;
        for (int i = 0; i <= Steps; ++i) {
            for (int j = 0; j <= Steps; ++j) {
                const QPointF point(pieceSize.width() * i / Steps, pieceSize.height() * j / Steps);
                const bool covered =
                    std::any_of(tiling.tiles.begin(), tiling.tiles.end(), [&](const PageTile &t) {
                        return t.piece == index &&
                               t.regionMm.adjusted(-1e-9, -1e-9, 1e-9, 1e-9).contains(point);
                    });
                QVERIFY2(covered, qPrintable(QStringLiteral("piece %1, (%2, %3) mm")
                                                 .arg(index)
                                                 .arg(point.x())
                                                 .arg(point.y())));
            }
        }
    }
}

void TestPageTiler::neighboursOverlapWithinAPieceAndButtBetweenPieces()
{
    const PrintLayout layout{
        QStringLiteral("t"),
        {piece(QStringLiteral("one"), 400, 180), piece(QStringLiteral("two"), 250, 180, 400)}};
    const PageTiling tiling = PageTiler(A4Landscape).tile(layout);
    QCOMPARE(labels(tiling), list("P1-1 P1-2 P2-1"));
    const std::vector<PageNeighbour> middle = tiling.neighbours(1);
    QCOMPARE(int(middle.size()), 2);
    QCOMPARE(middle[0].edge, Edge::Left);
    QCOMPARE(middle[0].tile, 0);
    QVERIFY(middle[0].overlaps());
    QCOMPARE(middle[0].zoneMm, QRectF(195, 0, 10, 180));
    QCOMPARE(middle[1].edge, Edge::Right);
    QCOMPARE(middle[1].tile, 2);
    QVERIFY(!middle[1].overlaps());
    QCOMPARE(middle[1].zoneMm.left(), 400.0);
    QCOMPARE(int(tiling.neighbours(0).size()), 1);
    QCOMPARE(tiling.neighbours(2).front().edge, Edge::Left);
    // Diagonal pages are not neighbours.
    const PrintLayout grid{QStringLiteral("t"), {piece(QStringLiteral("g"), 400, 300)}};
    const PageTiling gridTiling = PageTiler(A4Landscape).tile(grid);
    QCOMPARE(labels(gridTiling), list("P1-1 P1-2 P2-1 P2-2"));
    QCOMPARE(int(gridTiling.neighbours(0).size()), 2);
    QCOMPARE(int(gridTiling.neighbours(3).size()), 2);
}

void TestPageTiler::pageLabel()
{
    QCOMPARE(PageTiler::pageLabel(0, 0), QStringLiteral("P1-1"));
    QCOMPARE(PageTiler::pageLabel(0, 2), QStringLiteral("P1-3"));
    QCOMPARE(PageTiler::pageLabel(26, 0), QStringLiteral("P27-1"));
}

void TestPageTiler::degenerateLayouts()
{
    QVERIFY(PageTiler(A4Landscape).tile(PrintLayout{}).tiles.empty());
    QCOMPARE(PageTiler(A4Landscape).tile(PrintLayout{{}, {piece({}, 0, 0)}}).tiles.size(),
             size_t(1));
    QCOMPARE(PageTiler(A4Landscape).tile(PrintLayout{{}, {piece({}, -5, -5)}}).tiles.size(),
             size_t(1));
    // A mistyped size stops just past the limit the exporters refuse.
    const PageTiling huge = PageTiler(A4Landscape).tile(PrintLayout{{}, {piece({}, 1e6, 1e6)}});
    QCOMPARE(int(huge.tiles.size()), PageTiler::MaxPages + 1);
    // An overlap larger than the paper leaves every page moving the layout on.
    const PageTiling wide = PageTiler(A4Landscape, 500).tile(PrintLayout{{}, {piece({}, 600, 50)}});
    QVERIFY(wide.tiles.size() >= 2 && wide.tiles.size() < 10);
}

QTEST_GUILESS_MAIN(TestPageTiler)
#include "tst_page_tiler.moc"
