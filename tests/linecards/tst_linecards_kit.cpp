// Line cards' print-and-play kit (LineCardsKit): played without a course file, so its course is
// the 7 × 7 table, tiled with an assembly map; both players' 21 cards with backs of their colour
// printed double-sided, an energy marker each and the player aid. Measured on pages rendered with
// pdftoppm (poppler-utils): a card 50 mm square (a table square), a marker 10 mm.
#include "KitTestSupport.h"
#include "linecards/LineCardsCardSheets.h"
#include "linecards/LineCardsKit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::print;
using namespace cw::linecards;
using namespace kittest;

class TestLineCardsKit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void kitMeasured_data()
    {
        QTest::addColumn<int>("paper");
        QTest::newRow("A4") << int(Paper::A4);
        QTest::newRow("Letter") << int(Paper::Letter);
    }
    void kitMeasured()
    {
        QFETCH(int, paper);
        const QString pdf = file(QStringLiteral("linecards-%1.pdf").arg(paper));
        const std::unique_ptr<KitDocument> document =
            writeKit(QStringLiteral("linecards"), std::nullopt, Paper(paper), pdf);
        QVERIFY(document);
        checkKit(*document, pdf, file(QStringLiteral("kit-%1-").arg(paper)));
        if (QTest::currentTestFailed())
            return;
        // The table: 7 squares of 50 mm, larger than the paper, so tiled with its map.
        QCOMPARE(document->kit().course.pieces.size(), std::size_t(1));
        QCOMPARE(document->kit().course.pieces.front().sizeMm, QSizeF(350, 350));
        QVERIFY(document->courseTiling().hasMap());
        QCOMPARE(int(document->kit().parts[0].items.size()), 2 * 21);
        const QSizeF card = measurePiece(*document, pdf, 0, 0, file(QStringLiteral("card-")));
        const QSizeF marker = measurePiece(*document, pdf, 1, 0, file(QStringLiteral("marker-")));
        qInfo("a card: %.1f × %.1f mm, an energy marker: %.1f × %.1f mm", card.width(),
              card.height(), marker.width(), marker.height());
        QVERIFY(sameSize(card, QSizeF(LineCardsCardSheets::CardMm, LineCardsCardSheets::CardMm)));
        QVERIFY(sameSize(marker, QSizeF(10, 10)));
    }

    // The game has no course file: giving one is refused.
    void aCourseIsRefused()
    {
        CourseProblems problems;
        QVERIFY(!GameKits::make(QStringLiteral("linecards"),
                                QJsonObject{{QStringLiteral("kind"), QStringLiteral("rowing")}},
                                &problems));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.front().path, QStringLiteral("kind"));
    }
};

QTEST_MAIN(TestLineCardsKit)
#include "tst_linecards_kit.moc"
