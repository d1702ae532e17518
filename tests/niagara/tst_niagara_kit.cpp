// Niagara's print-and-play kit (NiagaraKit): the contents page, the board at true scale, each
// seat's paddle cards with backs of its colour printed double-sided, then the river discs (one per
// space and 3 spare: the box's 12 on the standard river), 2 canoes a seat, the gems of each colour
// and one spare, the cloud, the life preserver, the fork marker (Left and Right, double-sided),
// the seat mats and the player aid. Measured on pages rendered with pdftoppm (poppler-utils).
#include "KitTestSupport.h"
#include "niagara/NiagaraCourse.h"
#include "niagara/NiagaraCourseGeometry.h"
#include "niagara/NiagaraKit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::print;
using namespace cw::niagara;
using namespace kittest;

class TestNiagaraKit : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void standardRiverKitMeasured()
    {
        const QString pdf = file(QStringLiteral("niagara-kit.pdf"));
        const std::unique_ptr<KitDocument> document =
            writeKit(QStringLiteral("niagara"), std::nullopt, std::nullopt, pdf);
        QVERIFY(document);
        checkKit(*document, pdf, file(QStringLiteral("standard-")));
        if (QTest::currentTestFailed())
            return;
        const std::vector<KitPart> &parts = document->kit().parts;
        QCOMPARE(parts.size(), std::size_t(3));
        QCOMPARE(int(parts[0].items.size()), 5 * 7);
        // The rulebook's components: 12 discs, 10 canoes, 40 gems, the cloud, the life preserver;
        // and the marker of the fork pointer (docs/rules/niagara.md, "The river").
        QCOMPARE(int(parts[1].items.size()), 12 + 10 + 40 + 3);
        const QSizeF card = measurePiece(*document, pdf, 0, 0, file(QStringLiteral("card-")));
        qInfo("a paddle card: %.1f × %.1f mm", card.width(), card.height());
        QVERIFY(sameSize(card, QSizeF(63, 88)));
        // A disc is the one drawn on a board space: 36 mm less 2 mm each side.
        const QSizeF disc = measurePiece(*document, pdf, 1, 0, file(QStringLiteral("disc-")));
        const QSizeF canoe = measurePiece(*document, pdf, 1, 12, file(QStringLiteral("canoe-")));
        const QSizeF gem = measurePiece(*document, pdf, 1, 22, file(QStringLiteral("gem-")));
        const QSizeF cloud = measurePiece(*document, pdf, 1, 62, file(QStringLiteral("cloud-")));
        qInfo("a river disc %.1f × %.1f mm, a canoe %.1f × %.1f mm, a gem %.1f × %.1f mm, the "
              "cloud %.1f × %.1f mm",
              disc.width(), disc.height(), canoe.width(), canoe.height(), gem.width(), gem.height(),
              cloud.width(), cloud.height());
        QVERIFY(sameSize(disc, QSizeF(32, 32)));
        QVERIFY(sameSize(canoe, QSizeF(24, 9)));
        QVERIFY(sameSize(gem, QSizeF(10, 10)));
        // The cloud fits a step of the weather track.
        QVERIFY(cloud.width() <= NiagaraCourseGeometry::WeatherStepMm);
        QVERIFY(sameSize(cloud, QSizeF(16, 16)));
        const QSizeF mat = measurePiece(*document, pdf, 2, 0, file(QStringLiteral("mat-")));
        qInfo("a seat mat: %.1f × %.1f mm", mat.width(), mat.height());
        QVERIFY(sameSize(mat, QSizeF(190, 110)));
    }

    // A longer river needs more discs; its gems follow its places.
    void piecesFollowTheRiver()
    {
        NiagaraCourse river = NiagaraCourse::standard();
        river.mainLength = 7;
        // The arms are numbered on from the main channel: their places move with them (a kit is
        // printed only on a river validate accepts).
        river.places[Blue] = {QStringLiteral("L8"), QStringLiteral("R8")};
        river.places[Red] = {QStringLiteral("L9"), QStringLiteral("R9")};
        river.gemsPerColour = 5;
        CourseProblems problems;
        const std::optional<GameKit> kit =
            GameKits::make(QStringLiteral("niagara"), river.toJson(), &problems);
        QVERIFY2(kit, qPrintable(problemTexts(problems).join(u'\n')));
        QCOMPARE(int(kit->parts[1].items.size()), (11 + 3) + 10 + 5 * 6 + 3);
    }
};

QTEST_MAIN(TestNiagaraKit)
#include "tst_niagara_kit.moc"
