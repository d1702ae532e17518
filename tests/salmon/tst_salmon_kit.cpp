// Salmon Run's print-and-play kit (SalmonKit): the contents page, the river's boards at true
// scale, the 124 cards with one back for all printed double-sided, the 4 salmon and a bear for
// every paw (the rulebook's 6 at least), each a disc that fits a hex, and the player aid; the die
// comes from a standard box. Measured on pages rendered with pdftoppm (poppler-utils).
#include "KitTestSupport.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseMap.h"
#include "salmon/SalmonKit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::print;
using namespace cw::salmon;
using namespace kittest;

class TestSalmonKit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString &name) const { return m_dir.filePath(name); }

    static SalmonCourse river(const QString &path)
    {
        CourseProblems problems;
        const std::optional<QJsonObject> json = CourseFile::read(path, &problems);
        return SalmonCourse::read(json.value_or(QJsonObject()), &problems).value_or(SalmonCourse());
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void beginnerRiverKitMeasured()
    {
        const QString path = QStringLiteral(":/courses/salmon-beginner.json");
        const SalmonCourse beginner = river(path);
        QVERIFY(!beginner.boards.empty());
        const QString pdf = file(QStringLiteral("salmon-kit.pdf"));
        const std::unique_ptr<KitDocument> document =
            writeKit(QStringLiteral("salmon"), std::nullopt, std::nullopt, pdf);
        QVERIFY(document);
        checkKit(*document, pdf, file(QStringLiteral("beginner-")));
        if (QTest::currentTestFailed())
            return;
        // docs/rules/salmon.md, "Setup": 4 swim decks of 11, 48 additional cards, 32 Fatigue
        // cards.
        QCOMPARE(int(document->kit().parts[0].items.size()), 4 * 11 + 48 + 32);
        const int paws = int(SalmonCourseMap(beginner).bearPaws().size());
        QCOMPARE(int(document->kit().parts[1].items.size()),
                 4 + std::max(SalmonKit::RulebookBears, paws));
        QCOMPARE(document->kit().fromBox.size(), 1); // the die
        const QSizeF card = measurePiece(*document, pdf, 0, 0, file(QStringLiteral("card-")));
        qInfo("a card: %.1f × %.1f mm", card.width(), card.height());
        QVERIFY(sameSize(card, QSizeF(63, 88)));
        // A token is 70 % of the river's hex across the flats.
        const double token = beginner.print.hexMm * 0.7;
        const QSizeF salmon = measurePiece(*document, pdf, 1, 0, file(QStringLiteral("salmon-")));
        const QSizeF bear = measurePiece(*document, pdf, 1, 4, file(QStringLiteral("bear-")));
        qInfo("a salmon: %.1f × %.1f mm, a bear: %.1f × %.1f mm (hex %.0f mm)", salmon.width(),
              salmon.height(), bear.width(), bear.height(), beginner.print.hexMm);
        QVERIFY(sameSize(salmon, QSizeF(token, token)));
        QVERIFY(sameSize(bear, QSizeF(token, token)));
    }

    // A river with more paws than the box's 6 bears gets a bear for each.
    void aBearForEveryPaw()
    {
        for (const char *name : {"salmon-beginner", "salmon-short", "salmon-long", "salmon-expert",
                                 "salmon-marathon"}) {
            const QString path = QStringLiteral(":/courses/%1.json").arg(QLatin1String(name));
            const SalmonCourse one = river(path);
            CourseProblems problems;
            const std::optional<GameKit> kit =
                GameKits::make(QStringLiteral("salmon"), one.toJson(), &problems);
            QVERIFY2(kit, qPrintable(problemTexts(problems).join(u'\n')));
            const int paws = int(SalmonCourseMap(one).bearPaws().size());
            QCOMPARE(int(kit->parts[1].items.size()), 4 + std::max(SalmonKit::RulebookBears, paws));
        }
    }
};

QTEST_MAIN(TestSalmonKit)
#include "tst_salmon_kit.moc"
