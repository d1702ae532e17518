// SheetPacker, the one layout of every game's cards, tokens and mats, and the pages a game kit
// (KitDocument) makes of them: how many pieces of a size a sheet holds and when they are turned,
// rows of one size, and a back printed where its front lies once the sheet is turned over left to
// right, measured on a page rendered with pdftoppm (poppler-utils).
#include "PrintTestSupport.h"
#include "print/GameKit.h"
#include "print/KitDocument.h"
#include "print/SheetPacker.h"

#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace cw;
using namespace cw::print;
using namespace printtest;

namespace {

SheetItem piece(const QSizeF &size, bool withBack)
{
    SheetItem item;
    item.sizeMm = size;
    item.front = [](QPainter &painter, const QRectF &rect) {
        painter.fillRect(rect.adjusted(5, 5, -5, -5), QColor(0xc0, 0xc0, 0xc0));
    };
    if (withBack)
        item.back = [](QPainter &painter, const QRectF &rect) {
            painter.fillRect(rect, Qt::black);
        };
    return item;
}

} // namespace

class TestSheetPacker : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // A card is turned when more cards fit a sheet that way.
    void cardsPerSheet_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<bool>("landscape");
        QTest::addColumn<int>("perSheet");
        QTest::addColumn<bool>("turned");
        QTest::newRow("A4 portrait: 3 × 3 upright") << int(Paper::A4) << false << 9 << false;
        QTest::newRow("A4 landscape: 3 × 3 turned") << int(Paper::A4) << true << 9 << true;
        QTest::newRow("Letter portrait: 2 × 4 turned") << int(Paper::Letter) << false << 8 << true;
        QTest::newRow("Letter landscape: 4 × 2 upright")
            << int(Paper::Letter) << true << 8 << false;
    }
    void cardsPerSheet()
    {
        QFETCH(int, paper);
        QFETCH(bool, landscape);
        QFETCH(int, perSheet);
        QFETCH(bool, turned);
        const PageSpec page{Paper(paper), landscape};
        const QSizeF card(63, 88);
        QCOMPARE(SheetPacker::perSheet(card, page), perSheet);
        QCOMPARE(SheetPacker::turns(card, page), turned);
        const SheetItems items(20, piece(card, false));
        const std::vector<Sheet> sheets = SheetPacker::pack(items, page);
        QCOMPARE(int(sheets.size()), (20 + perSheet - 1) / perSheet);
        QCOMPARE(int(sheets.front().placed.size()), perSheet);
        QCOMPARE(sheets.front().placed.front().turned, turned);
    }

    // A row holds pieces of one size: a piece of another size starts a new row.
    void rowsOfOneSize()
    {
        const PageSpec page{Paper::A4, false};
        const SheetItems items{piece({20, 20}, false), piece({20, 20}, false),
                               piece({30, 15}, false), piece({20, 20}, false)};
        const std::vector<Sheet> sheets = SheetPacker::pack(items, page);
        QCOMPARE(sheets.size(), std::size_t(1));
        const std::vector<PlacedItem> &placed = sheets.front().placed;
        QCOMPARE(placed[1].rectMm, QRectF(20, 0, 20, 20));
        QCOMPARE(placed[2].rectMm, QRectF(0, 20, 30, 15));
        QCOMPARE(placed[3].rectMm, QRectF(0, 35, 20, 20));
        QCOMPARE(sheets.front().sizeMm, QSizeF(40, 55));
    }

    // Two pieces side by side, only the first with a back: its back is printed where the second
    // lies on the front, the first's place left blank, so that turned over left to right the
    // back is behind its front. The 80 mm sheet is centred on A4 (210 mm wide): the fronts lie at
    // 65–105 and 105–145 mm, so the first's back lies at 210 − 105 = 105 to 145 mm.
    void backLiesBehindItsFront()
    {
        GameKit kit;
        kit.game = QStringLiteral("Test");
        kit.parts.push_back({QStringLiteral("Pieces"),
                             QString(),
                             {{QStringLiteral("pieces"), 2}},
                             {piece({40, 30}, true), piece({40, 30}, false)}});
        const KitDocument document(kit, Paper::A4);
        QCOMPARE(document.pageCount(), 4); // contents, front, back, aid
        QCOMPARE(document.page(1).kind, KitDocument::Page::Kind::SheetFront);
        QCOMPARE(document.page(2).kind, KitDocument::Page::Kind::SheetBack);
        const Sheet &sheet = document.sheets(0).front();
        QCOMPARE(sheet.paperRect(0, document.sheetPage(), false), QRectF(65, 133.5, 40, 30));
        QCOMPARE(sheet.paperRect(0, document.sheetPage(), true), QRectF(105, 133.5, 40, 30));
        const QString pdf = m_dir.filePath(QStringLiteral("backs.pdf"));
        QString error;
        QVERIFY2(document.writePdf(pdf, nullptr, &error), qPrintable(error));
        QCOMPARE(pdfPages(pdf), 4);
        const QImage back = renderPage(pdf, 3, m_dir.filePath(QStringLiteral("back")));
        QVERIFY(!back.isNull());
        QCOMPARE(darkRuns(back, 1485, false, 128).size(), 1);
        int left = -1, right = -1; // the run's first and last pixels, at 10 px/mm
        for (int x = 0; x < back.width(); ++x)
            if (qGray(back.pixel(x, 1485)) < 128) {
                if (left < 0)
                    left = x;
                right = x;
            }
        qInfo("the back spans %.1f–%.1f mm (expected 105.0–145.0)", left / 10.0,
              (right + 1) / 10.0);
        QVERIFY2(std::abs(left - 1050) <= 3, qPrintable(QString::number(left)));
        QVERIFY2(std::abs(right + 1 - 1450) <= 3, qPrintable(QString::number(right)));
    }
};

QTEST_MAIN(TestSheetPacker)
#include "tst_sheet_packer.moc"
