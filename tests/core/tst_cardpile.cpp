#include "core/CardPile.h"

#include <QTest>

using cw::CardPile;
using cw::Rng;
using Pile = CardPile<int, 10>;

class TestCardPile : public QObject {
    Q_OBJECT
private slots:
    void drawTakesFromTheTop()
    {
        Pile pile;
        pile.putOnDrawPile(1);
        pile.putOnDrawPile(2);
        Rng rng(1);
        int card = 0;
        QVERIFY(pile.draw(rng, card));
        QCOMPARE(card, 2);
        QCOMPARE(pile.drawCount(), 1);
    }

    void emptyDrawPileReshufflesTheDiscardPile()
    {
        Pile pile;
        for (int c = 0; c < 5; ++c)
            pile.discard(c);
        Rng rng(2);
        int card = -1;
        QVERIFY(pile.draw(rng, card));
        QVERIFY(card >= 0 && card < 5);
        QCOMPARE(pile.discardCount(), 0);
        QCOMPARE(pile.drawCount(), 4);
    }

    void discardSeveralCopiesAtOnce()
    {
        Pile pile;
        pile.discard(7, 3);
        pile.discard(8, 0);
        pile.discard(9);
        QCOMPARE(pile.discardCount(), 4);
        QCOMPARE(pile.countInDiscard(7), 3);
        QCOMPARE(pile.countInDiscard(8), 0);
        QCOMPARE(pile.discardAt(3), 9);
    }

    void drawFromTwoEmptyPilesFails()
    {
        Pile pile;
        Rng rng(3);
        int card = 0;
        QVERIFY(!pile.draw(rng, card));
        QVERIFY(pile.empty());
    }

    void reshuffleConservesCards()
    {
        Pile pile;
        for (int c = 0; c < 8; ++c)
            pile.discard(c % 3);
        Rng rng(4);
        pile.reshuffleDiscardIntoDraw(rng);
        QCOMPARE(pile.drawCount(), 8);
        QCOMPARE(pile.countInDraw(0), 3);
        QCOMPARE(pile.countInDraw(1), 3);
        QCOMPARE(pile.countInDraw(2), 2);
    }

    void sameSeedSameShuffle()
    {
        Pile a, b;
        for (int c = 0; c < 10; ++c) {
            a.discard(c);
            b.discard(c);
        }
        Rng r1(5), r2(5);
        a.reshuffleDiscardIntoDraw(r1);
        b.reshuffleDiscardIntoDraw(r2);
        QVERIFY(a == b);
    }

    void takeFromDiscardAndDrawRemoveOneCard()
    {
        Pile pile;
        pile.discard(7);
        pile.discard(8);
        QVERIFY(pile.takeFromDiscard(7));
        QVERIFY(!pile.takeFromDiscard(7));
        QCOMPARE(pile.discardCount(), 1);
        pile.putOnDrawPile(1);
        pile.putOnDrawPile(2);
        pile.putOnDrawPile(3);
        QVERIFY(pile.takeFromDraw(2));
        QCOMPARE(pile.drawAt(0), 1);
        QCOMPARE(pile.drawAt(1), 3);
    }
};

QTEST_GUILESS_MAIN(TestCardPile)
#include "tst_cardpile.moc"
