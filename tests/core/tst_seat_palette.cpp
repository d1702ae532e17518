// The default seat colours stay apart for every player (issue 54): every pair of the colours a
// game with 2…7 seats starts with is at CIEDE2000 ≥ 15 in normal vision and ≥ 10 as a protanope,
// deuteranope or tritanope sees them (Machado 2009 simulation). The palette before issue 54 fails
// here (orange and yellow 4.2 apart for a deuteranope at six seats). The colour difference itself
// is checked against Sharma, Wu & Dalal's published test pairs.
#include "core/GameRegistry.h"
#include "core/GameSetup.h"
#include "core/SeatColourDistance.h"

#include <QTest>

#include <algorithm>

using namespace cw;

namespace {

constexpr int MostSeatsChecked = 7; // the palette repeats after its seventh colour

const char *visionName(ColourVision vision)
{
    switch (vision) {
    case ColourVision::Normal:
        return "normal";
    case ColourVision::Protanopia:
        return "protanopia";
    case ColourVision::Deuteranopia:
        return "deuteranopia";
    case ColourVision::Tritanopia:
        return "tritanopia";
    }
    return "";
}

} // namespace

class TestSeatPalette : public QObject {
    Q_OBJECT
private slots:
    // Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
    // supplementary test data", Table 1: all 34 pairs, to the 4 decimals published.
    void ciede2000MatchesSharmaPairs_data()
    {
        QTest::addColumn<double>("l1");
        QTest::addColumn<double>("a1");
        QTest::addColumn<double>("b1");
        QTest::addColumn<double>("l2");
        QTest::addColumn<double>("a2");
        QTest::addColumn<double>("b2");
        QTest::addColumn<double>("expected");
        static const double pairs[][7] = {
            {50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425},
            {50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615},
            {50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412},
            {50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000},
            {50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000},
            {50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000},
            {50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669},
            {50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669},
            {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792},
            {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792},
            {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195},
            {50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195},
            {50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045},
            {50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045},
            {50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461},
            {50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065},
            {50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492},
            {50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977},
            {50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030},
            {50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535},
            {50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000},
            {50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000},
            {50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000},
            {50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000},
            {60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644},
            {63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630},
            {61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731},
            {35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645},
            {22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373},
            {36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146},
            {90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441},
            {90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381},
            {6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377},
            {2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082}};
        int row = 0;
        for (const auto &p : pairs)
            QTest::addRow("pair %d", ++row) << p[0] << p[1] << p[2] << p[3] << p[4] << p[5] << p[6];
    }
    void ciede2000MatchesSharmaPairs()
    {
        QFETCH(double, l1);
        QFETCH(double, a1);
        QFETCH(double, b1);
        QFETCH(double, l2);
        QFETCH(double, a2);
        QFETCH(double, b2);
        QFETCH(double, expected);
        const Lab one{l1, a1, b1}, two{l2, a2, b2};
        QVERIFY2(std::abs(ciede2000(one, two) - expected) < 5e-5,
                 qPrintable(QString::number(ciede2000(one, two), 'f', 5)));
        // The formula is symmetric.
        QVERIFY(std::abs(ciede2000(two, one) - expected) < 5e-5);
    }

    // Known points: sRGB white and black, and the Machado matrices keep white white and black
    // black (their rows sum to 1), while a deuteranope sees this red and green nearly alike
    // (2.8 apart; a tritanope still 56.6).
    void simulationAnchors()
    {
        for (ColourVision v : {ColourVision::Normal, ColourVision::Protanopia,
                               ColourVision::Deuteranopia, ColourVision::Tritanopia}) {
            const Lab white = seenAs(QStringLiteral("#ffffff"), v);
            QVERIFY2(std::abs(white.l - 100.0) < 0.05, visionName(v));
            QVERIFY(std::abs(white.a) < 0.05 && std::abs(white.b) < 0.05);
            QCOMPARE(seenAs(QStringLiteral("#000000"), v).l, 0.0);
        }
        const Lab red = seenAs(QStringLiteral("#ff0000"), ColourVision::Normal);
        QVERIFY(std::abs(red.l - 53.24) < 0.05 && std::abs(red.a - 80.09) < 0.05 &&
                std::abs(red.b - 67.20) < 0.05);
        const QString r = QStringLiteral("#d03030"), g = QStringLiteral("#4a8a30");
        QVERIFY(seenDifference(r, g, ColourVision::Normal) > 40);
        QVERIFY(seenDifference(r, g, ColourVision::Deuteranopia) < 5);
        QVERIFY(seenDifference(r, g, ColourVision::Tritanopia) > 40);
    }

    // Every pair of the first n default colours, for every seat count n in 2…7 some registered
    // game allows.
    void defaultSeatColoursStayApart()
    {
        QList<int> counts;
        for (const GameInfo &game : GameRegistry::games())
            for (int n = std::max(2, game.minSeats); n <= std::min(MostSeatsChecked, game.maxSeats);
                 ++n)
                if (!counts.contains(n))
                    counts.append(n);
        QVERIFY(counts.contains(MostSeatsChecked)); // Visions seats seven teams
        for (int n : counts)
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j)
                    for (ColourVision v : {ColourVision::Normal, ColourVision::Protanopia,
                                           ColourVision::Deuteranopia, ColourVision::Tritanopia}) {
                        const double least = v == ColourVision::Normal ? 15.0 : 10.0;
                        const double d =
                            seenDifference(defaultSeatColour(i), defaultSeatColour(j), v);
                        QVERIFY2(d >= least,
                                 qPrintable(QStringLiteral("%1 seats: %2 and %3 %4 "
                                                           "apart in %5 vision")
                                                .arg(n)
                                                .arg(defaultSeatColour(i), defaultSeatColour(j))
                                                .arg(d, 0, 'f', 1)
                                                .arg(QLatin1String(visionName(v)))));
                    }
    }
};

QTEST_GUILESS_MAIN(TestSeatPalette)
#include "tst_seat_palette.moc"
