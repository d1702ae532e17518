// NiagaraCourseGeometry, the river's one layout in millimetres (editor canvas, print, board): on
// every shape a river file may have (main channel 1–10, arms 0–5) with places beside random
// spaces, nothing overlaps, everything lies in the bounds that start at (0, 0), the main channel
// runs left to right from the rope with the Left arm above and the Right arm below, each place has
// one link per space it touches, and hit tests find what lies under a point.
#include "niagara/NiagaraCourseGeometry.h"

#include <QRandomGenerator>
#include <QTest>

using namespace cw;
using namespace cw::niagara;

namespace {

// A river of the given shape whose places lie beside random spaces (each space at most once).
NiagaraCourse randomRiver(int main, int left, int right, QRandomGenerator &random)
{
    NiagaraCourse river = NiagaraCourse::standard();
    river.mainLength = main;
    river.leftArm = left;
    river.rightArm = right;
    river.places = {};
    for (const QString &label : river.spaceLabels()) {
        const int colour = random.bounded(GemColours + 2) - 2; // about 2 in 7 spaces have none
        if (colour >= 0)
            river.places[std::size_t(colour)].append(label);
    }
    river.weatherMin = -random.bounded(4);
    river.weatherMax = random.bounded(5);
    return river;
}

} // namespace

class TestNiagaraRiverGeometry : public QObject {
    Q_OBJECT

private slots:
    void standardRiverLayout()
    {
        const NiagaraCourse river = NiagaraCourse::standard();
        const NiagaraCourseGeometry geometry(river);
        QCOMPARE(geometry.boundsMm().topLeft(), QPointF(0, 0));
        // Main channel left to right from the rope, on one line.
        QCOMPARE(geometry.spaceMm(0).left(), geometry.ropeMm().x1());
        for (int space = 1; space < river.mainLength; ++space) {
            QCOMPARE(geometry.spaceMm(space).left(), geometry.spaceMm(space - 1).right());
            QCOMPARE(geometry.spaceMm(space).top(), geometry.spaceMm(0).top());
        }
        // L6 above and R6 below the line, right after space 5; each arm ends in its waterfall.
        const int l6 = river.spaceIndex(QStringLiteral("L6"));
        const int r6 = river.spaceIndex(QStringLiteral("R6"));
        const int l7 = river.spaceIndex(QStringLiteral("L7"));
        const int r7 = river.spaceIndex(QStringLiteral("R7"));
        QVERIFY(geometry.spaceMm(l6).bottom() <= geometry.spaceMm(0).top());
        QVERIFY(geometry.spaceMm(r6).top() >= geometry.spaceMm(0).bottom());
        QCOMPARE(geometry.spaceMm(l6).left(), geometry.spaceMm(4).right());
        QCOMPARE(geometry.waterfallMm(NiagaraCourseGeometry::LeftArm).left(),
                 geometry.spaceMm(l7).right());
        QCOMPARE(geometry.waterfallMm(NiagaraCourseGeometry::RightArm).left(),
                 geometry.spaceMm(r7).right());
        // Blue touches L6 and R6: one place between the arms, two links.
        QCOMPARE(geometry.placeLinksMm(Blue).size(), 2);
        QVERIFY(geometry.placeMm(Blue).top() >= geometry.spaceMm(l6).bottom());
        QVERIFY(geometry.placeMm(Blue).bottom() <= geometry.spaceMm(r6).top());
        // Violet beside 3: below it.
        QCOMPARE(geometry.placeMm(Violet).center().x(), geometry.spaceMm(2).center().x());
        QVERIFY(geometry.placeMm(Violet).top() >= geometry.spaceMm(2).bottom());
        // The weather track: −1, 0, +1, +2 left to right, below everything else.
        QVERIFY(geometry.weatherStepMm(-2).isEmpty());
        QCOMPARE(geometry.weatherStepMm(0).left(), geometry.weatherStepMm(-1).right());
        QVERIFY(geometry.weatherTrackMm().top() >= geometry.landMm().bottom());
        QCOMPARE(geometry.spaceMm(river.spaceCount()), QRectF());
    }

    void nothingOverlapsOnAnyShape()
    {
        QRandomGenerator random(16);
        for (int main = 1; main <= NiagaraCourse::MaxMain; ++main)
            for (int left = 0; left <= NiagaraCourse::MaxArm; ++left)
                for (int right = 0; right <= NiagaraCourse::MaxArm; ++right) {
                    const NiagaraCourse river = randomRiver(main, left, right, random);
                    const NiagaraCourseGeometry geometry(river);
                    const QString shape = QStringLiteral("%1+%2/%3").arg(main).arg(left).arg(right);
                    QList<QRectF> parts{geometry.landMm(), geometry.weatherTrackMm(),
                                        geometry.waterfallMm(NiagaraCourseGeometry::LeftArm),
                                        geometry.waterfallMm(NiagaraCourseGeometry::RightArm)};
                    for (int space = 0; space < river.spaceCount(); ++space) {
                        parts << geometry.spaceMm(space);
                        QCOMPARE(geometry.spaceAt(geometry.spaceMm(space).center()), space);
                    }
                    for (int colour = 0; colour < GemColours; ++colour) {
                        const QRectF place = geometry.placeMm(colour);
                        QCOMPARE(place.isEmpty(), river.places[std::size_t(colour)].isEmpty());
                        QCOMPARE(geometry.placeLinksMm(colour).size(),
                                 river.places[std::size_t(colour)].size());
                        if (place.isEmpty())
                            continue;
                        parts << place;
                        QCOMPARE(geometry.placeAt(place.center()), colour);
                        for (const QLineF &link : geometry.placeLinksMm(colour))
                            QVERIFY(geometry.spaceAt(link.p2()) >= 0);
                    }
                    for (int i = 0; i < parts.size(); ++i) {
                        QVERIFY2(geometry.boundsMm().contains(parts[i]), qPrintable(shape));
                        for (int j = i + 1; j < parts.size(); ++j)
                            QVERIFY2(!parts[i].intersected(parts[j]).isValid() ||
                                         parts[i].intersected(parts[j]).isEmpty(),
                                     qPrintable(QStringLiteral("%1: parts %2 and %3 overlap")
                                                    .arg(shape)
                                                    .arg(i)
                                                    .arg(j)));
                    }
                }
    }
};

QTEST_GUILESS_MAIN(TestNiagaraRiverGeometry)
#include "tst_niagara_river_geometry.moc"
