#pragma once

// Measuring a game kit's PDF (print::KitDocument) in the kit tests of every game: the pieces cut
// from its sheets between their cut lines, the backs of a double-sided sheet where the turned-over
// paper puts them, a course page's tile between its cut marks, the contents page's 100 mm bar.
// Pages are rendered by pdftoppm at 10 px/mm (PrintTestSupport.h).
#include "PrintTestSupport.h"
#include "print/GameKit.h"
#include "print/KitDocument.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

namespace kittest {

using namespace cw;
using namespace cw::print;

constexpr double PxPerMm = 10;
constexpr double TolerancePx = 3; // 0.3 mm

// The kit of `gameId` on `course` (nullopt: the game's standard course), its document on
// `paper` (nullopt: the course's), written to `pdf`. Null (with a test failure) when any step
// fails.
inline std::unique_ptr<KitDocument> writeKit(const QString &gameId,
                                             const std::optional<QJsonObject> &course,
                                             const std::optional<Paper> &paper, const QString &pdf)
{
    CourseProblems problems;
    const std::optional<GameKit> kit = GameKits::make(gameId, course, &problems);
    if (!kit) {
        qWarning("%s", qPrintable(problemTexts(problems).join(u'\n')));
        return nullptr;
    }
    auto document = std::make_unique<KitDocument>(*kit, paper);
    QString error;
    if (!document->writePdf(pdf, nullptr, &error)) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    return document;
}

// Page `index` (from 0) of the document's PDF.
inline QImage page(const QString &pdf, int index, const QString &prefix)
{
    return printtest::renderPage(pdf, index + 1, prefix + QString::number(index));
}

// An item's size measured between its cut lines on the front of its sheet, in mm; (-1, -1) when
// a line is not where it should be.
inline QSizeF measureFront(const QImage &image, const QRectF &paperRect)
{
    using namespace printtest;
    const QList<double> down =
        darkRuns(image, int(std::lround((paperRect.left() + 1) * PxPerMm)), true, 200);
    const QList<double> across =
        darkRuns(image, int(std::lround((paperRect.top() + 1) * PxPerMm)), false, 200);
    const double top = runNear(down, paperRect.top() * PxPerMm, 6);
    const double bottom = runNear(down, paperRect.bottom() * PxPerMm, 6);
    const double left = runNear(across, paperRect.left() * PxPerMm, 6);
    const double right = runNear(across, paperRect.right() * PxPerMm, 6);
    if (std::isnan(top) || std::isnan(bottom) || std::isnan(left) || std::isnan(right))
        return QSizeF(-1, -1);
    return QSizeF((right - left) / PxPerMm, (bottom - top) / PxPerMm);
}

// A course page's tile (its content rectangle on the paper) measured between its corner cut
// marks (PageRenderer: 5 mm long, 2 mm from each corner), in mm.
inline QSizeF measureTile(const QImage &image, const QRectF &content)
{
    using namespace printtest;
    const QList<double> across =
        darkRuns(image, int(std::lround(content.top() * PxPerMm)), false, 160);
    const QList<double> down =
        darkRuns(image, int(std::lround(content.left() * PxPerMm)), true, 160);
    const double left = runNear(across, (content.left() - 4.5) * PxPerMm, 8);
    const double right = runNear(across, (content.right() + 4.5) * PxPerMm, 8);
    const double top = runNear(down, (content.top() - 4.5) * PxPerMm, 8);
    const double bottom = runNear(down, (content.bottom() + 4.5) * PxPerMm, 8);
    if (std::isnan(top) || std::isnan(bottom) || std::isnan(left) || std::isnan(right))
        return QSizeF(-1, -1);
    return QSizeF((right - left) / PxPerMm - 9, (bottom - top) / PxPerMm - 9);
}

// The longest dark run of any row of the image, in mm: the contents page's 100 mm bar.
inline double longestBarMm(const QImage &image)
{
    int best = 0;
    for (int y = 0; y < image.height(); ++y) {
        int run = 0;
        for (int x = 0; x < image.width(); ++x) {
            run = qGray(image.pixel(x, y)) < 100 ? run + 1 : 0;
            best = std::max(best, run);
        }
    }
    return best / PxPerMm;
}

// Item `item` of part `part` measured between its cut lines on its sheet's front page, in mm, as
// it lies on the page (turned pieces have their size turned); (-1, -1) when not found.
inline QSizeF measurePiece(const KitDocument &document, const QString &pdf, int part, int item,
                           const QString &prefix)
{
    const std::vector<Sheet> &sheets = document.sheets(part);
    int page = document.firstPage(KitDocument::Page::Kind::SheetFront, part);
    for (const Sheet &sheet : sheets) {
        for (int i = 0; i < int(sheet.placed.size()); ++i)
            if (sheet.placed[std::size_t(i)].item == item)
                return measureFront(kittest::page(pdf, page, prefix),
                                    sheet.paperRect(i, document.sheetPage(), false));
        page +=
            1 +
            (SheetPacker::hasBacks(sheet, document.kit().parts[std::size_t(part)].items) ? 1 : 0);
    }
    return QSizeF(-1, -1);
}

// Whether `measured` is `expected` (either way round: the packer may turn a piece) within the
// tolerance.
inline bool sameSize(const QSizeF &measured, const QSizeF &expected)
{
    auto close = [](const QSizeF &a, const QSizeF &b) {
        return std::abs(a.width() - b.width()) <= TolerancePx / PxPerMm &&
               std::abs(a.height() - b.height()) <= TolerancePx / PxPerMm;
    };
    return close(measured, expected) || close(measured, expected.transposed());
}

// What every kit must be: the contents page first and the player aid last, each part's contents
// lines counting its items, every page in the PDF, the contents page's bar 100 mm long, the
// course's first tile at its size, and every part's first piece and first back measured where
// they should be. `prefix` names the rendered pages. Fails the test on the first fault.
inline void checkKit(const KitDocument &document, const QString &pdf, const QString &prefix)
{
    using Kind = KitDocument::Page::Kind;
    QCOMPARE(printtest::pdfPages(pdf), document.pageCount());
    QCOMPARE(document.page(0).kind, Kind::Contents);
    QCOMPARE(document.page(document.pageCount() - 1).kind, Kind::Aid);
    QVERIFY(!document.kit().aid.sections.empty());
    for (const KitPart &part : document.kit().parts) {
        int lines = 0;
        for (const KitLine &line : part.lines)
            lines += line.count;
        QCOMPARE(lines, int(part.items.size()));
    }

    const double bar = longestBarMm(page(pdf, 0, prefix));
    qInfo("contents page: the calibration bar measures %.1f mm", bar);
    QVERIFY2(std::abs(bar - 100) <= 0.4, qPrintable(QString::number(bar)));

    if (const int first = document.firstPage(Kind::Course); first >= 0) {
        const PageTiling &tiling = document.courseTiling();
        const PageTile &tile = tiling.tiles.front();
        const QSizeF measured =
            measureTile(page(pdf, first + tiling.pageOfTile(0) - 1, prefix), tile.paperRectMm());
        qInfo("course page %d: tile %s measures %.1f × %.1f mm (expected %.1f × %.1f)",
              first + tiling.pageOfTile(0), qPrintable(tile.label), measured.width(),
              measured.height(), tile.regionMm.width(), tile.regionMm.height());
        QVERIFY(std::abs(measured.width() - tile.regionMm.width()) <= TolerancePx / PxPerMm);
        QVERIFY(std::abs(measured.height() - tile.regionMm.height()) <= TolerancePx / PxPerMm);
    }

    for (int part = 0; part < int(document.kit().parts.size()); ++part) {
        const KitPart &kitPart = document.kit().parts[std::size_t(part)];
        const int front = document.firstPage(Kind::SheetFront, part);
        QVERIFY(front > 0);
        const Sheet &sheet = document.sheets(part).front();
        const PageSpec &paper = document.sheetPage();
        const PlacedItem &placed = sheet.placed.front();
        const QSizeF expected = placed.rectMm.size();
        const QSizeF measured =
            measureFront(page(pdf, front, prefix), sheet.paperRect(0, paper, false));
        qInfo("%s: the first piece measures %.1f × %.1f mm between its cut lines (expected %.1f "
              "× %.1f)",
              qPrintable(kitPart.name), measured.width(), measured.height(), expected.width(),
              expected.height());
        QVERIFY(std::abs(measured.width() - expected.width()) <= TolerancePx / PxPerMm);
        QVERIFY(std::abs(measured.height() - expected.height()) <= TolerancePx / PxPerMm);
        if (!SheetPacker::hasBacks(sheet, kitPart.items))
            continue;
        // The back page follows its front; a back lies where its front lies once the sheet is
        // turned over left to right (tests/print/tst_sheet_packer measures that to the tenth of
        // a millimetre on a sheet of one piece). Here: the first back's mirrored cell has ink at
        // its centre and around it (text on it may leave one probe white), and the paper beside
        // the sheet has none.
        QCOMPARE(document.page(front + 1).kind, Kind::SheetBack);
        int reference = 0;
        while (!kitPart.items[std::size_t(sheet.placed[std::size_t(reference)].item)].back)
            ++reference;
        const QImage back = page(pdf, front + 1, prefix);
        const QRectF cell = sheet.paperRect(reference, paper, true);
        auto inked = [&](const QPointF &mm) {
            return qGray(back.pixel(int(std::lround(mm.x() * PxPerMm)),
                                    int(std::lround(mm.y() * PxPerMm)))) < 245;
        };
        const QPointF c = cell.center();
        const double dx = cell.width() * 0.3, dy = cell.height() * 0.3;
        int probes = 0;
        for (const QPointF &probe :
             {c, c + QPointF(dx, 0), c - QPointF(dx, 0), c + QPointF(0, dy), c - QPointF(0, dy)})
            probes += inked(probe);
        const QPointF beside(sheet.originOn(paper).x() - 3, c.y());
        qInfo("%s: the first back, mirrored to %.1f–%.1f mm across, has ink at %d of 5 probes",
              qPrintable(kitPart.name), cell.left(), cell.right(), probes);
        QVERIFY(probes >= 4);
        QVERIFY(!inked(beside));
    }
}

} // namespace kittest
