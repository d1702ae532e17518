// A strength check that can fail (issue 35): one Hard team against two Easy teams (the fewest
// Visions of Rainbows allows) on the standard road, seats rotating, 9 games from a fixed seed: a
// game costs Hard about 3 s of CPU, so no more are affordable in the suite. Measured with
// `coursewright-cli match --game visions --seats hard,easy,easy`: Hard won 50 of 60
// games at seed 1 (83 %; a fair share is 33 %), and of the first 9 games 6 at seed 1, 7 at seeds
// 2 and 3, 6 at seed 4 (9 of the first 12 at seed 2). Hard must win at least 6 of the 9 played
// here, from seed 2 (a fair share is 3); an equal team reaches 6 about once in 24 runs.
// About 27 s of CPU (two threads: about 14 s).
#include "AiStrength.h"

using namespace cw;

class TestVisionsAiStrength : public QObject {
    Q_OBJECT

private slots:
    void hardBeatsEasy();
};

void TestVisionsAiStrength::hardBeatsEasy()
{
    test::checkStronger(QStringLiteral("visions"), Controller::AiHard, Controller::AiEasy, 3, 9, 2,
                        6);
}

QTEST_GUILESS_MAIN(TestVisionsAiStrength)
#include "tst_visions_ai_strength.moc"
