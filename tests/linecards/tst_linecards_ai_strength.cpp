// A strength check that can fail (issue 35): Hard against Easy, sides alternating, 12 games from
// a fixed seed. Measured with coursewright-cli match (Hard with LineCardsSearchPolicy's
// endgame playouts): 84 of 100 games at seed 31, 47 of 60 at seed 21 with a shorter endgame. Hard
// must win at least 8 of the 12 played here; an equal player reaches 8 about one time in five.
// About 40 s of CPU (two threads: about 20 s).
#include "AiStrength.h"

using namespace cw;

class TestLineCardsAiStrength : public QObject {
    Q_OBJECT

private slots:
    void hardBeatsEasy();
};

void TestLineCardsAiStrength::hardBeatsEasy()
{
    test::checkStronger(QStringLiteral("line-cards"), Controller::AiHard, Controller::AiEasy, 2, 12,
                        35, 8);
}

QTEST_GUILESS_MAIN(TestLineCardsAiStrength)
#include "tst_linecards_ai_strength.moc"
