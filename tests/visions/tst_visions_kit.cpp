// Visions of Rainbows' print-and-play kit (VisionsKit): the contents page, the road's tiles at
// true scale, every card with the back of its deck printed double-sided, the chits (riders with a
// white label on one side and a black one on the other), the mats and the player aid; a bonus
// chit of each kind for every bonus line of that kind on the road (the rulebook's 3 at least).
// Measured on pages rendered with pdftoppm (poppler-utils).
#include "KitTestSupport.h"
#include "course/CourseFile.h"
#include "visions/VisionsCardSheets.h"
#include "visions/VisionsCourse.h"
#include "visions/VisionsKit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::print;
using namespace cw::visions;
using namespace kittest;

class TestVisionsKit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void shortStageKitMeasured()
    {
        const QString pdf = file(QStringLiteral("visions-kit.pdf"));
        const std::unique_ptr<KitDocument> document =
            writeKit(QStringLiteral("visions"), std::nullopt, std::nullopt, pdf);
        QVERIFY(document);
        checkKit(*document, pdf, file(QStringLiteral("short-")));
        if (QTest::currentTestFailed())
            return;
        const std::vector<KitPart> &parts = document->kit().parts;
        QCOMPARE(parts.size(), std::size_t(3));
        QCOMPARE(int(parts[0].items.size()), 7 * 17 + 17 + 11);
        QCOMPARE(int(parts[2].items.size()), 7 * 2 + 1);
        const QSizeF card = measurePiece(*document, pdf, 0, 0, file(QStringLiteral("card-")));
        const QSizeF rider = measurePiece(*document, pdf, 1, 0, file(QStringLiteral("rider-")));
        const QSizeF fatigue =
            measurePiece(*document, pdf, 1, 43, file(QStringLiteral("fatigue-")));
        const QSizeF mat = measurePiece(*document, pdf, 2, 0, file(QStringLiteral("mat-")));
        const QSizeF podium = measurePiece(*document, pdf, 2, 14, file(QStringLiteral("podium-")));
        qInfo("a card %.1f × %.1f mm, a rider %.1f × %.1f mm, a fatigue chit %.1f × %.1f mm, a "
              "team mat %.1f × %.1f mm, the podium %.1f × %.1f mm",
              card.width(), card.height(), rider.width(), rider.height(), fatigue.width(),
              fatigue.height(), mat.width(), mat.height(), podium.width(), podium.height());
        QVERIFY(sameSize(card, QSizeF(63, 88)));
        QVERIFY(sameSize(rider, QSizeF(20, 20)));
        QVERIFY(sameSize(fatigue, QSizeF(15, 15)));
        QVERIFY(sameSize(mat, QSizeF(180, 120)));
        QVERIFY(sameSize(podium, QSizeF(180, 250)));
        // A rider fits a road space of the course.
        CourseProblems problems;
        const std::optional<VisionsCourse> road = VisionsCourse::read(
            CourseFile::read(QStringLiteral(":/courses/visions-short.json"), &problems)
                .value_or(QJsonObject()),
            &problems);
        QVERIFY(road);
        QVERIFY(VisionsCardSheets::RiderChitMm <= road->print.spaceMm);
    }

    // Four mountain lines need four Monarch chits (the long road: the only standard road with
    // mountain terrain on four tiles; a kit is printed only on a road validate accepts).
    void bonusChitsFollowTheRoad()
    {
        CourseProblems problems;
        std::optional<VisionsCourse> road = VisionsCourse::read(
            CourseFile::read(QStringLiteral(":/courses/visions-long.json"), &problems)
                .value_or(QJsonObject()),
            &problems);
        QVERIFY(road);
        road->bonusLines.clear();
        const std::pair<int, int> mountainLines[] = {{1, 7}, {2, 5}, {4, 2}, {7, 5}};
        for (const auto &[placement, row] : mountainLines)
            road->bonusLines.push_back({BonusLine::Type::Mountain, placement, row});
        const std::optional<GameKit> kit =
            GameKits::make(QStringLiteral("visions"), road->toJson(), &problems);
        QVERIFY2(kit, qPrintable(problemTexts(problems).join(u'\n')));
        int sprint = 0, mountain = 0;
        for (const KitLine &line : kit->parts[1].lines) {
            if (line.what.startsWith(QLatin1String("Sprint bonus")))
                sprint = line.count;
            if (line.what.startsWith(QLatin1String("Monarch")))
                mountain = line.count;
        }
        QCOMPARE(sprint, 3);
        QCOMPARE(mountain, 4);
        QCOMPARE(int(kit->parts[1].items.size()), 42 + 1 + 80 + 3 + 4 + 4 + 6);
    }
};

QTEST_MAIN(TestVisionsKit)
#include "tst_visions_kit.moc"
