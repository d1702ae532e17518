// Salmon Run printed: the beginner river's page count on A4 and Letter, a hex measured on a page
// rendered with pdftoppm (40 mm across the flats at hexMm 40), and the card sheets (page count,
// a card measures 63 × 88 mm). Needs poppler-utils (scripts/packages.txt).
#include "PrintTestSupport.h"
#include "course/CourseFile.h"
#include "print/AssemblyMapPlan.h"
#include "print/CoursePrint.h"
#include "print/PageTiler.h"
#include "print/PrintExport.h"
#include "print/SheetPacker.h"
#include "print/TeamColours.h"
#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonCardFaces.h"
#include "salmon/SalmonCardSheets.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonCourseMap.h"
#include "salmon/SalmonCoursePainter.h"
#include "salmon/SalmonCoursePainterCells.h"
#include "salmon/SalmonPalette.h"
#include "salmon/SalmonPrintPieces.h"
#include "salmon/SalmonSymbolIcons.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace cw;
using namespace cw::print;
using namespace cw::salmon;
using namespace printtest;

class TestSalmonPrint : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void riverPageCount_data();
    void riverPageCount();
    void onePiecePerBoardStackedUpstream();
    void hexMeasures40mmAcrossTheFlats();
    void assemblyMapCaptionsClearOfOtherBoards_data();
    void assemblyMapCaptionsClearOfOtherBoards();
    void cardSheetsPageCount_data();
    void cardSheetsPageCount();
    void cardMeasures63By88mm();
    void playerDecksNamedByTheirColour();
    void printedCardShowsItsFace();
    void riverPaintedWithThePalette();
    void everySymbolHasAnIconReadableAt20px();
    void painterDrawsTerrainAndHighlights();

private:
    QTemporaryDir m_dir;
    QJsonObject m_beginner;
    SalmonCourse m_river;
};

void TestSalmonPrint::initTestCase()
{
    QVERIFY(m_dir.isValid());
    CourseProblems problems;
    const std::optional<QJsonObject> course =
        CourseFile::read(QStringLiteral(":/courses/salmon-beginner.json"), &problems);
    QVERIFY2(course, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    m_beginner = *course;
    const std::optional<SalmonCourse> river = SalmonCourse::read(m_beginner, &problems);
    QVERIFY2(river, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    m_river = *river;
    QVERIFY(m_river.boards.size() >= 3);
    QProcess pdfinfo;
    pdfinfo.start(QStringLiteral("pdfinfo"), {QStringLiteral("-v")});
    if (!pdfinfo.waitForFinished(10000))
        QFAIL("pdfinfo and pdftoppm (poppler-utils) are needed: ./scripts/test installs them");
}

void TestSalmonPrint::riverPageCount_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<double>("hexMm");
    QTest::addColumn<int>("pagesPerBoard");
    QTest::addColumn<int>("extraPages");
    // At the file's own hex size (29 mm) each board fits one portrait page; at 40 mm a 7-column
    // board (254 mm wide) takes two pages side by side. Boards are cut on straight lines through
    // the joints (240 mm for 6 rows), except the finish board, whose raised columns' top halves
    // make it 260 mm: more than Letter's 259.4 mm printable height, so two more pages.
    QTest::newRow("A4 portrait, 29 mm") << int(Paper::A4) << 29.0 << 1 << 0;
    QTest::newRow("Letter portrait, 29 mm") << int(Paper::Letter) << 29.0 << 1 << 0;
    QTest::newRow("A4 portrait, 40 mm") << int(Paper::A4) << 40.0 << 2 << 0;
    QTest::newRow("Letter portrait, 40 mm") << int(Paper::Letter) << 40.0 << 2 << 2;
}

void TestSalmonPrint::riverPageCount()
{
    QFETCH(int, paper);
    QFETCH(double, hexMm);
    QFETCH(int, pagesPerBoard);
    QFETCH(int, extraPages);
    const PageSpec page{Paper(paper), false};
    QJsonObject course = m_beginner;
    QJsonObject print = course.value(QStringLiteral("print")).toObject();
    print.insert(QStringLiteral("hexMm"), hexMm);
    course.insert(QStringLiteral("print"), print);
    const QString pdf = m_dir.filePath(QStringLiteral("river-%1-%2.pdf").arg(paper).arg(hexMm));
    QString error;
    QVERIFY2(exportCourse(course, page, ExportFormat::Pdf, pdf, nullptr, &error),
             qPrintable(error));
    const int boards = int(m_river.boards.size());
    const int expected = boards * pagesPerBoard + extraPages + 1; // and the assembly map
    qInfo("%s: %d boards, %d pages", QTest::currentDataTag(), boards, pdfPages(pdf));
    QCOMPARE(pdfPages(pdf), expected);
    SalmonCourse river = m_river;
    river.print.hexMm = hexMm;
    QCOMPARE(PageTiler(page).tile(SalmonPrintPieces::layout(river)).pageCount(), expected);
}

// Pieces butt edge to edge, start board at the bottom, each as wide as its board.
void TestSalmonPrint::onePiecePerBoardStackedUpstream()
{
    const PrintLayout layout = SalmonPrintPieces::layout(m_river);
    QCOMPARE(layout.pieces.size(), m_river.boards.size());
    const SalmonCourseGeometry geometry(SalmonCourseMap(m_river), m_river.print.hexMm);
    for (std::size_t i = 1; i < layout.pieces.size(); ++i) {
        const QRectF below = layout.pieces[i - 1].layoutRectMm();
        const QRectF above = layout.pieces[i].layoutRectMm();
        QVERIFY2(
            std::abs(above.bottom() - below.top()) < 1e-6,
            qPrintable(QStringLiteral("piece %1 does not butt on piece %2").arg(i).arg(i - 1)));
        const SalmonRiverBoard *board = m_river.findBoard(m_river.boards[i].board);
        QVERIFY(board);
        QVERIFY(std::abs(above.width() - ((board->columns - 1) * geometry.columnStepMm() +
                                          geometry.hexWidthMm())) < 1e-6);
        QVERIFY(layout.pieces[i].name.contains(board->id));
    }
}

// On a page of the river at 40 mm, a water hex's top and bottom edges (its outline, drawn where
// the layout puts it) lie 400 px apart at 10 px/mm.
void TestSalmonPrint::hexMeasures40mmAcrossTheFlats()
{
    SalmonCourse river = m_river;
    river.print.hexMm = 40;
    const PageSpec page{Paper::A4, false};
    const PrintLayout layout = SalmonPrintPieces::layout(river);
    const PageTiling tiling = PageTiler(page).tile(layout);
    const QString pdf = m_dir.filePath(QStringLiteral("measure.pdf"));
    QString error;
    QVERIFY2(PrintExport::writePdf(layout, tiling, pdf, nullptr, &error), qPrintable(error));

    const SalmonCourseMap map(river);
    const SalmonCourseGeometry geometry(map, 40);
    QRectF bounds;
    for (const QRectF &rect : SalmonPrintPieces::pieceRects(river))
        bounds = bounds.isNull() ? rect : bounds.united(rect);
    int measuredHexes = 0;
    for (int t = 0; t < int(tiling.tiles.size()) && measuredHexes < 3; ++t) {
        const PageTile &tile = tiling.tiles[std::size_t(t)];
        QImage image;
        for (int index = 0; index < map.cellCount() && measuredHexes < 3; ++index) {
            const Hex hex = map.hexAt(index);
            const HexCell &cell = map.at(hex);
            const Hex north = neighbour(hex, Direction::North);
            const Hex south = neighbour(hex, Direction::South);
            if (!cell.isWater() || cell.start || cell.spawn || !map.at(north).isWater() ||
                !map.at(south).isWater())
                continue;
            // The hex in the layout's millimetres, then on the paper.
            const QPointF centre = geometry.centre(hex) - bounds.topLeft();
            const QRectF need(centre - QPointF(10, 23), QSizeF(20, 46));
            if (!tile.layoutMm.adjusted(3, 3, -3, -3).contains(need))
                continue;
            const QPointF paper = tile.originMm + (centre - tile.layoutMm.topLeft());
            if (image.isNull())
                image = renderPage(pdf, tiling.pageOfTile(t),
                                   m_dir.filePath(QStringLiteral("measure-%1").arg(t)));
            QVERIFY(!image.isNull());
            const int x = int(std::lround((paper.x() + 8) * 10)); // off the centre's arrows
            const QList<double> runs = darkRuns(image, x, true, 170);
            const double top = runNear(runs, (paper.y() - 20) * 10, 8);
            const double bottom = runNear(runs, (paper.y() + 20) * 10, 8);
            QVERIFY2(!std::isnan(top) && !std::isnan(bottom),
                     qPrintable(QStringLiteral("no hex edge near %1 px on page %2")
                                    .arg((paper.y() - 20) * 10)
                                    .arg(tiling.pageOfTile(t))));
            qInfo("hex (%d, %d) on page %d: %.1f px across the flats", hex.col, hex.row,
                  tiling.pageOfTile(t), bottom - top);
            QVERIFY2(std::abs(bottom - top - 400) <= 3, qPrintable(QString::number(bottom - top)));
            ++measuredHexes;
        }
    }
    QVERIFY(measuredHexes > 0);
}

void TestSalmonPrint::assemblyMapCaptionsClearOfOtherBoards_data()
{
    QTest::addColumn<QString>("course");
    QTest::addColumn<int>("paper");
    QTest::addColumn<bool>("landscape");
    for (const char *name : {"beginner", "short", "long", "expert", "marathon"})
        for (const PageSpec &page : {PageSpec{Paper::A4, false}, PageSpec{Paper::Letter, true}})
            QTest::addRow("%s, %s", name, qPrintable(page.displayName()))
                << QStringLiteral(":/courses/salmon-%1.json").arg(QLatin1String(name))
                << int(page.paper) << page.landscape;
}

// Issue 56: on the map a board's caption was written under it, over the next board upstream
// ("4E (Board 4, eas▮ side)"), and pages labelled "A1"…"G1" read as board ids (the finish
// board F1 printed on page "G1", board 6E on page "F1"). Every caption is whole, inside the map
// and clear of the other boards, the page labels and the other captions; no page label is the id
// of a board.
void TestSalmonPrint::assemblyMapCaptionsClearOfOtherBoards()
{
    QFETCH(QString, course);
    QFETCH(int, paper);
    QFETCH(bool, landscape);
    const PageSpec page{Paper(paper), landscape};
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::read(course, &problems);
    QVERIFY2(json, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    const std::optional<SalmonCourse> river = SalmonCourse::read(*json, &problems);
    QVERIFY(river);
    const PrintLayout layout = SalmonPrintPieces::layout(*river);
    const PageTiling tiling = PageTiler(page).tile(layout);
    QVERIFY(tiling.hasMap());
    const QRectF area = AssemblyMapPlan::area(page);
    const AssemblyMapPlan plan = AssemblyMapPlan::plan(layout, tiling, area);
    QCOMPARE(plan.pieces.size(), layout.pieces.size());
    for (const AssemblyMapPlan::Piece &piece : plan.pieces) {
        const PrintPiece &printPiece = layout.pieces[size_t(piece.piece)];
        const QString what = printPiece.name;
        QVERIFY2(piece.caption == printPiece.name || piece.caption == printPiece.shortName,
                 qPrintable(what + QStringLiteral(": caption ") + piece.caption));
        QVERIFY2(area.adjusted(-0.01, -0.01, 0.01, 0.01).contains(piece.captionRect),
                 qPrintable(what));
        for (const AssemblyMapPlan::Piece &other : plan.pieces) {
            if (other.piece == piece.piece)
                continue;
            QVERIFY2(!piece.captionRect.intersects(other.rect),
                     qPrintable(what + QStringLiteral(" written over ") +
                                layout.pieces[size_t(other.piece)].name));
            QVERIFY2(!piece.captionRect.intersects(other.captionRect), qPrintable(what));
        }
        for (const AssemblyMapPlan::Page &mapPage : plan.pages)
            QVERIFY2(!piece.captionRect.intersects(mapPage.labelBox),
                     qPrintable(what + QStringLiteral(" over page ") +
                                tiling.tiles[size_t(mapPage.tile)].label));
    }
    const QStringList &boardIds = SalmonBoardLibrary::ids();
    QVERIFY(boardIds.contains(QStringLiteral("F1")));
    for (const PageTile &tile : tiling.tiles)
        QVERIFY2(!boardIds.contains(tile.label, Qt::CaseInsensitive), qPrintable(tile.label));
}

void TestSalmonPrint::cardSheetsPageCount_data()
{
    QTest::addColumn<int>("paper");
    QTest::addColumn<int>("perSheet");
    QTest::newRow("A4 portrait: 9 upright") << int(Paper::A4) << 9;
    QTest::newRow("Letter portrait: 8 sideways") << int(Paper::Letter) << 8;
}

void TestSalmonPrint::cardSheetsPageCount()
{
    QFETCH(int, paper);
    QFETCH(int, perSheet);
    const PageSpec page{Paper(paper), false};
    QCOMPARE(int(SalmonCardSheets::allCards().size()), 4 * 11 + 48 + 32);
    QCOMPARE(SheetPacker::perSheet(
                 QSizeF(SalmonCardSheets::CardWidthMm, SalmonCardSheets::CardHeightMm), page),
             perSheet);
    const QString pdf = m_dir.filePath(QStringLiteral("cards-%1.pdf").arg(paper));
    QString error;
    QVERIFY2(PrintExport::write(SalmonCardSheets::layout(page), page, ExportFormat::Pdf, pdf,
                                nullptr, &error),
             qPrintable(error));
    QCOMPARE(pdfPages(pdf), (4 * 11 + 48 + 32 + perSheet - 1) / perSheet); // no assembly map
}

// Each player's swim deck is printed in a team colour and named by it; the other decks have
// their own names and colours.
void TestSalmonPrint::playerDecksNamedByTheirColour()
{
    QStringList names;
    for (int deck = 0; deck < SalmonCardSheets::PlayerDecks; ++deck) {
        QCOMPARE(SalmonCardSheets::deckColour(deck), TeamColours::colour(deck));
        QVERIFY(SalmonCardSheets::deckName(deck).contains(TeamColours::name(deck)));
        names.append(SalmonCardSheets::deckName(deck));
    }
    names.append(SalmonCardSheets::deckName(SalmonCardSheets::AdditionalDeck));
    names.append(SalmonCardSheets::deckName(SalmonCardSheets::FatigueDeck));
    names.removeDuplicates();
    QCOMPARE(names.size(), SalmonCardSheets::PlayerDecks + 2);
    QVERIFY(SalmonCardSheets::deckColour(SalmonCardSheets::FatigueDeck) !=
            SalmonCardSheets::deckColour(SalmonCardSheets::AdditionalDeck));
}

// The cut lines around the first sheet's cards, found on the rendered page: every 630 px across
// and every 880 px down at 10 px/mm.
void TestSalmonPrint::cardMeasures63By88mm()
{
    const PageSpec page{Paper::A4, false};
    const PrintLayout layout = SalmonCardSheets::layout(page);
    const PageTiling tiling = PageTiler(page).tile(layout);
    QCOMPARE(tiling.tiles.size(), layout.pieces.size()); // a sheet fits one page
    const QString pdf = m_dir.filePath(QStringLiteral("cards-measure.pdf"));
    QString error;
    QVERIFY2(PrintExport::writePdf(layout, tiling, pdf, nullptr, &error), qPrintable(error));
    const QImage image = renderPage(pdf, 1, m_dir.filePath(QStringLiteral("cards-page")));
    QVERIFY(!image.isNull());
    const QPointF origin = tiling.tiles.front().originMm;
    // Just inside the first card's cell, between the cut line and the card's face.
    const QList<double> down = darkRuns(image, int(std::lround((origin.x() + 1) * 10)), true, 200);
    const QList<double> across =
        darkRuns(image, int(std::lround((origin.y() + 1) * 10)), false, 200);
    QList<double> rows, columns;
    for (int k = 0; k <= 3; ++k) {
        rows << runNear(down, (origin.y() + k * 88) * 10, 6);
        columns << runNear(across, (origin.x() + k * 63) * 10, 6);
    }
    for (int k = 0; k < 3; ++k) {
        QVERIFY2(!std::isnan(rows[k]) && !std::isnan(rows[k + 1]), "no horizontal cut line");
        QVERIFY2(!std::isnan(columns[k]) && !std::isnan(columns[k + 1]), "no vertical cut line");
        QVERIFY2(std::abs(rows[k + 1] - rows[k] - 880) <= 3,
                 qPrintable(QString::number(rows[k + 1] - rows[k])));
        QVERIFY2(std::abs(columns[k + 1] - columns[k] - 630) <= 3,
                 qPrintable(QString::number(columns[k + 1] - columns[k])));
    }
    qInfo("card: %.1f x %.1f px", columns[1] - columns[0], rows[1] - rows[0]);
}

// Each symbol's icon (and the tokens') is a valid SVG resource that, drawn at 20 px, shows a
// glyph on its disc: both light and dark pixels, and a coloured disc (not grey) for symbols.
// CW_ICON_STRIP=<file.png> keeps the strip to look at.
void TestSalmonPrint::everySymbolHasAnIconReadableAt20px()
{
    QStringList paths;
    for (int s = 1; s < SymbolCount; ++s) {
        const QString path = symbolIconPath(Symbol(s));
        QVERIFY2(!path.isEmpty(), qPrintable(symbolKey(Symbol(s))));
        QVERIFY2(!paths.contains(path), qPrintable(path));
        paths << path;
    }
    QVERIFY(symbolIconPath(Symbol::None).isEmpty());
    QCOMPARE(symbolIconUrl(Symbol::Swim), QStringLiteral("qrc:/salmon/icons/swim.svg"));
    paths << salmonIconPath() << bearIconPath();
    constexpr int Size = 20;
    QImage strip(Size * int(paths.size()), Size, QImage::Format_ARGB32);
    strip.fill(Qt::white);
    QPainter painter(&strip);
    for (int i = 0; i < int(paths.size()); ++i) {
        QSvgRenderer renderer(paths[i]);
        QVERIFY2(renderer.isValid(), qPrintable(paths[i]));
        QCOMPARE(renderer.defaultSize(), QSize(64, 64));
        renderer.render(&painter, QRectF(i * Size, 0, Size, Size));
    }
    painter.end();
    if (!qEnvironmentVariableIsEmpty("CW_ICON_STRIP"))
        strip.save(qEnvironmentVariable("CW_ICON_STRIP"));
    for (int i = 0; i < int(paths.size()); ++i) {
        int light = 0, dark = 0, coloured = 0;
        for (int y = 0; y < Size; ++y) {
            for (int x = i * Size; x < (i + 1) * Size; ++x) {
                const QColor colour = strip.pixelColor(x, y);
                light += colour.lightness() > 225;
                dark += colour.lightness() < 110;
                coloured += colour.hsvSaturation() > 70;
            }
        }
        QVERIFY2(light > 10 && dark > 10, qPrintable(paths[i]));
        if (i < SymbolCount - 1)
            QVERIFY2(coloured > Size * Size / 4, qPrintable(paths[i]));
    }
}

// A board painted alone: water where the board has water, land where it has land, the
// highlight's colour over the highlighted hex; the thumbnail fits its target.
void TestSalmonPrint::painterDrawsTerrainAndHighlights()
{
    SalmonRiverBoard board;
    board.id = QStringLiteral("T");
    board.columns = 3;
    board.rows = 2;
    board.cells.assign(6, HexCell{});
    board.cell({1, 0}).terrain = Terrain::Water;
    board.cell({1, 1}).terrain = Terrain::Rock;
    SalmonCoursePainter::Options options;
    options.highlights = {{Hex{1, 0}, QColor(255, 0, 0)}};
    const SalmonCoursePainter plain(board, 10, SalmonCoursePainter::Options());
    const SalmonCoursePainter highlighted(board, 10, options);
    QCOMPARE(plain.boardCount(), 1);
    const QSizeF size = plain.sizeMm();
    QImage image(int(size.width() * 10), int(size.height() * 10), QImage::Format_ARGB32);
    auto render = [&](const SalmonCoursePainter &painter) {
        image.fill(Qt::black);
        QPainter target(&image);
        target.scale(10, 10);
        painter.paint(target);
    };
    auto at = [&](Hex hex) {
        const QPointF centre = plain.geometry().centre(hex) + QPointF(0, 1);
        return image.pixelColor((centre * 10).toPoint());
    };
    render(plain);
    const QColor water = at({1, 0}), land = at({0, 0}), rock = at({1, 1});
    QVERIFY2(water.blue() > water.red() + 20, qPrintable(water.name()));
    QVERIFY2(land.green() > land.blue() + 20, qPrintable(land.name()));
    QVERIFY2(std::abs(rock.red() - rock.blue()) < 25 && rock.lightness() < 180,
             qPrintable(rock.name()));
    render(highlighted);
    const QColor red = at({1, 0});
    QVERIFY2(red.red() > red.blue() + 40, qPrintable(red.name()));
    QCOMPARE(at({0, 0}), land);

    QImage thumbnail(60, 40, QImage::Format_ARGB32);
    thumbnail.fill(Qt::black);
    QPainter target(&thumbnail);
    SalmonCoursePainter::paintBoardThumbnail(target, board, QRectF(0, 0, 60, 40));
    target.end();
    QCOMPARE(thumbnail.pixelColor(30, 20).red() > 0 || thumbnail.pixelColor(30, 20).blue() > 0,
             true);
    QCOMPARE(thumbnail.pixelColor(0, 0), QColor(Qt::black)); // letterboxed: 3 × 2 hexes is taller
}

// A printed card shows its face (cardFace), as the board does: the icon in the middle of the card
// is the face's symbol turned its way (compared pixel by pixel with that icon alone, and told
// apart from the other cards' icons), and the name is the face's.
void TestSalmonPrint::printedCardShowsItsFace()
{
    constexpr double u = 8; // pixels per millimetre
    const QSize size(qRound(SalmonCardSheets::CardWidthMm * u),
                     qRound(SalmonCardSheets::CardHeightMm * u));
    // paintCard's layout: the icon, 34 mm across, centred 43 mm below the card's top.
    const QPointF centre(SalmonCardSheets::CardWidthMm / 2 * u, 43 * u);
    const double icon = 34 * u;
    const QRect probe =
        QRectF(centre - QPointF(icon / 3, icon / 3), QSizeF(icon, icon) * 2 / 3).toAlignedRect();
    const auto iconAlone = [&](const CardFace &face) {
        QImage image(size, QImage::Format_ARGB32);
        image.fill(QColor(0xfb, 0xf8, 0xf2));
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.translate(centre);
        painter.rotate(face.iconTurn);
        cells::paintSvg(painter, symbolIconPath(face.symbol),
                        QRectF(-icon / 2, -icon / 2, icon, icon));
        return image.copy(probe);
    };
    const auto differing = [](const QImage &a, const QImage &b) {
        int count = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x) {
                const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
                count += std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) +
                             std::abs(p.blue() - q.blue()) >
                         48;
            }
        return double(count) / (a.width() * a.height());
    };
    for (int type = 0; type < CardTypeCount; ++type) {
        const Card card = Card(type);
        QImage printed(size, QImage::Format_ARGB32);
        printed.fill(Qt::white);
        {
            QPainter painter(&printed);
            SalmonCardSheets::paintCard(painter, QRectF(QPointF(), QSizeF(size)), {card, -1});
        }
        const QImage middle = printed.copy(probe);
        const CardFace face = cardFace(card);
        QVERIFY2(differing(middle, iconAlone(face)) < 0.02, qPrintable(face.name));
        for (int other = 0; other < CardTypeCount; ++other) {
            const CardFace otherFace = cardFace(Card(other));
            if (otherFace.symbol != face.symbol || otherFace.iconTurn != face.iconTurn)
                QVERIFY2(differing(middle, iconAlone(otherFace)) > 0.05,
                         qPrintable(face.name + QStringLiteral(" / ") + otherFace.name));
        }
    }
    QCOMPARE(cardFace(Card::DoubleForward).name, QStringLiteral("Double Swim Forward"));
    QCOMPARE(cardFace(Card::Wild).symbol, Symbol::Wild);
    QCOMPARE(cardFace(Card::Bear).symbol, Symbol::BearPaw);
}

// The editor and the printer paint a hex with SalmonPalette's colours, the board's
// (tst_salmon_board: riverColoursComeFromThePalette): the centre of a water hex is the palette's
// water, land its land.
void TestSalmonPrint::riverPaintedWithThePalette()
{
    const auto painted = [](Terrain terrain) {
        QImage image(200, 200, QImage::Format_ARGB32);
        image.fill(Qt::black);
        QPainter painter(&image);
        cells::paintTerrain(painter, terrain, QPointF(100, 100), 180, false);
        return image;
    };
    const auto near = [](const QColor &a, const QColor &b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                   std::abs(a.blue() - b.blue()) <=
               12;
    };
    // Water is a gradient from the palette's water at the centre to its deep water at the rim.
    const QImage water = painted(Terrain::Water);
    QVERIFY2(near(water.pixelColor(100, 100), QColor(riverColour(RiverColour::Water))),
             qPrintable(water.pixelColor(100, 100).name()));
    // The bank is the palette's land, under a few tufts: the commonest colour.
    const QImage land = painted(Terrain::Land);
    std::map<QRgb, int> counts;
    for (int y = 0; y < land.height(); ++y)
        for (int x = 0; x < land.width(); ++x)
            ++counts[land.pixel(x, y)];
    counts.erase(QColor(Qt::black).rgb());
    const auto commonest = std::max_element(counts.begin(), counts.end(),
                                            [](auto a, auto b) { return a.second < b.second; });
    QVERIFY2(near(QColor(commonest->first), QColor(riverColour(RiverColour::Land))),
             qPrintable(QColor(commonest->first).name()));
}

QTEST_MAIN(TestSalmonPrint)
#include "tst_salmon_print.moc"
