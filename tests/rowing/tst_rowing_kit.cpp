// The rowing race's print-and-play kit (RowingKit): one PDF with the contents page, the course's
// strips at true scale, a deck of 21 cards for every lane with its backs printed double-sided,
// the boats, stroke-rate cards and markers, and the player aid. Every piece is measured on pages
// rendered with pdftoppm (poppler-utils, scripts/packages.txt): a card 63 × 88 mm between its cut
// lines, a boat one space long, a stroke-rate marker 12 mm, the backs behind their fronts.
#include "KitTestSupport.h"
#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "rowing/RowingCardSheets.h"
#include "rowing/RowingCourse.h"
#include "rowing/RowingKit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::print;
using namespace cw::rowing;
using namespace kittest;

class TestRowingKit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // docs/rules/rowing.md, "Setup": 4 each of Pace 1, 2 and 3, 3 Instability, 6 Stamina per boat.
    void aDeckPerBoat()
    {
        const std::vector<RowingCardSheets::PrintedCard> cards = RowingCardSheets::allCards(6);
        QCOMPARE(int(cards.size()), 6 * 21);
        for (int boat = 0; boat < 6; ++boat) {
            CardCounts counts;
            for (const auto &card : cards)
                if (card.boat == boat)
                    ++counts[card.card];
            QCOMPARE(counts[Card::Pace1], 4);
            QCOMPARE(counts[Card::Pace2], 4);
            QCOMPARE(counts[Card::Pace3], 4);
            QCOMPARE(counts[Card::Instability], 3);
            QCOMPARE(counts[Card::Stamina], 6);
        }
        const auto &sheets = CoursePrinting::cardSheets();
        QVERIFY(std::any_of(sheets.begin(), sheets.end(), [](const CardSheetsKind &kind) {
            return kind.gameId == QLatin1String("rowing");
        }));
    }

    void standardCourseKitMeasured()
    {
        const QString pdf = file(QStringLiteral("rowing-kit.pdf"));
        const std::unique_ptr<KitDocument> document =
            writeKit(QStringLiteral("rowing"), std::nullopt, std::nullopt, pdf);
        QVERIFY(document);
        checkKit(*document, pdf, file(QStringLiteral("standard-")));
        if (QTest::currentTestFailed())
            return;
        // The cards: 6 decks of 21, then 6 boats, 6 stroke-rate cards and 6 markers.
        QCOMPARE(document->kit().parts.size(), std::size_t(2));
        QCOMPARE(int(document->kit().parts[0].items.size()), 6 * 21);
        QCOMPARE(int(document->kit().parts[1].items.size()), 3 * 6);
        const QSizeF card = measurePiece(*document, pdf, 0, 0, file(QStringLiteral("card-")));
        qInfo("a card: %.1f × %.1f mm", card.width(), card.height());
        QVERIFY(sameSize(card, QSizeF(63, 88)));
        // The standard course's spaces are 25 mm long and its lanes 30 mm wide: a boat is 23 mm
        // long and 45 % of that wide.
        const QSizeF boat = measurePiece(*document, pdf, 1, 0, file(QStringLiteral("boat-")));
        qInfo("a boat: %.1f × %.1f mm", boat.width(), boat.height());
        QVERIFY(sameSize(boat, QSizeF(23, 23 * 0.45)));
        const QSizeF marker = measurePiece(*document, pdf, 1, 12, file(QStringLiteral("marker-")));
        qInfo("a stroke-rate marker: %.1f × %.1f mm", marker.width(), marker.height());
        QVERIFY(sameSize(marker, QSizeF(12, 12)));
        const QSizeF rate = measurePiece(*document, pdf, 1, 6, file(QStringLiteral("rate-")));
        qInfo("a stroke-rate card: %.1f × %.1f mm", rate.width(), rate.height());
        QVERIFY(sameSize(rate, QSizeF(63, 88)));
    }

    // A course of 4 lanes makes 4 decks and 4 boats; its split lines are on the player aid.
    void kitFollowsTheCourse()
    {
        RowingCourse course = RowingCourse::standard();
        course.name = QStringLiteral("Four lanes");
        course.setLanes(4);
        course.splitLines = {{600, 5}, {1200, 7}};
        const QString pdf = file(QStringLiteral("four.pdf"));
        const std::unique_ptr<KitDocument> document =
            writeKit(QStringLiteral("rowing"), course.toJson(), Paper::Letter, pdf);
        QVERIFY(document);
        QCOMPARE(int(document->kit().parts[0].items.size()), 4 * 21);
        QCOMPARE(int(document->kit().parts[1].items.size()), 3 * 4);
        QCOMPARE(document->kit().course.title, QStringLiteral("Four lanes"));
        QStringList aid;
        for (const PlayerAid::Section &section : document->kit().aid.sections)
            aid << section.heading << section.lines;
        const QString text = aid.join(u'\n');
        QVERIFY2(text.contains(QLatin1String("600 m: pace limit 5")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("1200 m: pace limit 7")), qPrintable(text));
        checkKit(*document, pdf, file(QStringLiteral("four-")));
    }

    // A course of another game is refused, naming the kinds.
    void aCourseOfAnotherKindIsRefused()
    {
        CourseProblems problems;
        const std::optional<QJsonObject> river =
            CourseFile::read(QStringLiteral(":/courses/salmon-beginner.json"), &problems);
        QVERIFY(river);
        QVERIFY(!GameKits::make(QStringLiteral("rowing"), *river, &problems));
        QVERIFY2(problemTexts(problems).join(u'\n').contains(QLatin1String("salmon-river")),
                 qPrintable(problemTexts(problems).join(u'\n')));
    }

    // Stopping the writing leaves no file.
    void cancelledKitWritesNothing()
    {
        CourseProblems problems;
        const std::optional<GameKit> kit =
            GameKits::make(QStringLiteral("rowing"), std::nullopt, &problems);
        QVERIFY(kit);
        const KitDocument document(*kit, std::nullopt);
        const QString pdf = file(QStringLiteral("cancelled.pdf"));
        QString error;
        int asked = 0;
        QVERIFY(!document.writePdf(pdf, nullptr, &error, [&](int page, int) {
            ++asked;
            return page < 3;
        }));
        QCOMPARE(asked, 4);
        QVERIFY2(error.endsWith(QLatin1String("cancelled")), qPrintable(error));
        QVERIFY(!QFile::exists(pdf));
    }
};

QTEST_MAIN(TestRowingKit)
#include "tst_rowing_kit.moc"
