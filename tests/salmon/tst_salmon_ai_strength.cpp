// A strength check that can fail (issue 35): Hard against Easy on the standard river, two seats,
// sides alternating, 14 games from a fixed seed. Measured with `coursewright-cli match --game
// salmon --seats hard,easy --seed 1`: Hard won 60 of 60 games. Hard must win at least 12 of
// the 14 played here (a fair share is 7); an equal player reaches 12 about once in 150 runs.
// About 29 s of CPU (two threads: about 15 s).
#include "AiStrength.h"

using namespace cw;

class TestSalmonAiStrength : public QObject {
    Q_OBJECT

private slots:
    void hardBeatsEasy();
};

void TestSalmonAiStrength::hardBeatsEasy()
{
    test::checkStronger(QStringLiteral("salmon"), Controller::AiHard, Controller::AiEasy, 2, 14, 1,
                        12);
}

QTEST_GUILESS_MAIN(TestSalmonAiStrength)
#include "tst_salmon_ai_strength.moc"
