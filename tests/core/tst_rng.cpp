#include "core/Rng.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <numeric>

using cw::Rng;

class TestRng : public QObject {
    Q_OBJECT
private slots:
    void sameSeedSameSequence()
    {
        Rng a(42), b(42);
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(a.next(), b.next());
    }

    void differentSeedsDiffer()
    {
        Rng a(1), b(2);
        int equal = 0;
        for (int i = 0; i < 100; ++i)
            equal += a.next() == b.next();
        QCOMPARE(equal, 0);
    }

    void copiedGeneratorRepeatsTheFuture()
    {
        Rng a(7);
        a.next();
        Rng copy = a;
        QCOMPARE(copy.next(), a.next());
        QVERIFY(copy == a);
    }

    void belowStaysInRangeAndCoversIt()
    {
        Rng rng(3);
        std::array<int, 6> seen{};
        for (int i = 0; i < 6000; ++i) {
            const auto v = rng.below(6);
            QVERIFY(v < 6);
            ++seen[v];
        }
        for (int count : seen)
            QVERIFY2(count > 800 && count < 1200, "a fair die lands near 1000 times per face");
    }

    void rollIsOneBased()
    {
        Rng rng(9);
        for (int i = 0; i < 500; ++i) {
            const int v = rng.roll(6);
            QVERIFY(v >= 1 && v <= 6);
        }
    }

    void shuffleIsAPermutationAndDeterministic()
    {
        std::array<int, 20> a{}, b{};
        std::iota(a.begin(), a.end(), 0);
        b = a;
        Rng r1(11), r2(11);
        r1.shuffle(a.begin(), a.end());
        r2.shuffle(b.begin(), b.end());
        QCOMPARE(a, b);
        std::array<int, 20> sorted = a;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 20; ++i)
            QCOMPARE(sorted[std::size_t(i)], i);
        QVERIFY(!std::is_sorted(a.begin(), a.end()));
    }

    void uniformIsInUnitInterval()
    {
        Rng rng(5);
        for (int i = 0; i < 1000; ++i) {
            const double u = rng.uniform();
            QVERIFY(u >= 0.0 && u < 1.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestRng)
#include "tst_rng.moc"
