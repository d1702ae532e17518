// Line cards' print-and-play set (coursewright-cli export --cards --game linecards): the table at
// true scale, tiled over pages, then both players' 21 cards on sheets; the PDF's page count is the
// table's tiles plus the card sheets.
#include "linecards/LineCardsCardSheets.h"
#include "print/CoursePrint.h"
#include "print/PageTiler.h"
#include "print/PrintExport.h"
#include "print/SheetPacker.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::print;
using namespace cw::linecards;

namespace {

int pdfPages(const QString &pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), {pdf});
    if (!process.waitForFinished(60000))
        return -1;
    const QRegularExpression line(QStringLiteral("^Pages:\\s*(\\d+)"),
                                  QRegularExpression::MultilineOption);
    return line.match(QString::fromUtf8(process.readAllStandardOutput())).captured(1).toInt();
}

} // namespace

class TestLineCardsPrint : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void registeredForExport()
    {
        const auto &kinds = CoursePrinting::cardSheets();
        QVERIFY(std::any_of(kinds.begin(), kinds.end(), [](const CardSheetsKind &kind) {
            return kind.gameId == QLatin1String("linecards");
        }));
    }

    void everyCardOnce()
    {
        const std::vector<LineCardsCardSheets::PrintedCard> cards = LineCardsCardSheets::allCards();
        QCOMPARE(int(cards.size()), 2 * (1 + DeckSize + 1)); // start, 19 cards, energy
        for (int player = 0; player < 2; ++player) {
            std::array<int, KindCount> kinds{};
            int starts = 0, energies = 0;
            for (const auto &card : cards) {
                if (card.player != player)
                    continue;
                starts += card.face == LineCardsCardSheets::Face::Start;
                energies += card.face == LineCardsCardSheets::Face::Energy;
                if (card.face == LineCardsCardSheets::Face::Line)
                    ++kinds[std::size_t(card.kind)];
            }
            QCOMPARE(starts, 1);
            QCOMPARE(energies, 1);
            for (int kind = 0; kind < KindCount; ++kind)
                QCOMPARE(kinds[std::size_t(kind)], Kinds[std::size_t(kind)].copies);
        }
    }

    void pageCount_data()
    {
        QTest::addColumn<int>("paper");
        QTest::newRow("A4") << int(Paper::A4);
        QTest::newRow("Letter") << int(Paper::Letter);
    }
    void pageCount()
    {
        QFETCH(int, paper);
        const PageSpec page{Paper(paper), false};
        const PrintLayout layout = LineCardsCardSheets::layout(page);
        const int perSheet = SheetPacker::perSheet(
            QSizeF(LineCardsCardSheets::CardMm, LineCardsCardSheets::CardMm), page);
        QVERIFY(perSheet >= 12);
        const int sheets = (2 * 21 + perSheet - 1) / perSheet;
        QCOMPARE(int(layout.pieces.size()), 1 + sheets);
        // The table is 7 squares of 50 mm: larger than the paper, so tiled.
        QCOMPARE(layout.pieces.front().sizeMm, QSizeF(350, 350));
        PrintLayout tableOnly = layout;
        tableOnly.pieces.resize(1);
        const int tableTiles = PageTiler(page).tile(tableOnly).pageCount();
        QVERIFY(tableTiles >= 4);
        const QString pdf = m_dir.filePath(QStringLiteral("linecards-%1.pdf").arg(paper));
        QString error;
        QVERIFY2(PrintExport::write(layout, page, ExportFormat::Pdf, pdf, nullptr, &error),
                 qPrintable(error));
        QCOMPARE(pdfPages(pdf), tableTiles + sheets);
    }
};

QTEST_MAIN(TestLineCardsPrint)
#include "tst_linecards_print.moc"
