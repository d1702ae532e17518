// SalmonRandomCourse: the rulebook's random set-up ("Mise en place aléatoire") and the game-length
// presets ("Durée de partie"), all of them rivers that validate.
#include "SalmonCourseTestSupport.h"
#include "salmon/SalmonRandomCourse.h"

#include <QSet>

using namespace cw;
using namespace cw::salmon;

namespace {

QStringList idsOf(const SalmonCourse &river)
{
    QStringList ids;
    for (const BoardPlacement &placement : river.boards)
        ids.append(placement.board);
    return ids;
}

} // namespace

class TestSalmonRandomCourse : public QObject {
    Q_OBJECT

private slots:
    void lengths()
    {
        QCOMPARE(SalmonRandomCourse::middleBoards(GameLength::Short), 2);
        QCOMPARE(SalmonRandomCourse::middleBoards(GameLength::Beginner), 3);
        QCOMPARE(SalmonRandomCourse::middleBoards(GameLength::Expert), 4);
        QCOMPARE(SalmonRandomCourse::middleBoards(GameLength::Long), 5);
        QCOMPARE(SalmonRandomCourse::middleBoards(GameLength::Marathon), 6);
        QCOMPARE(SalmonRandomCourse::lengthName(GameLength::Marathon), QStringLiteral("Marathon"));
        QCOMPARE(SalmonRandomCourse::sidesName(SideChoice::Hard), QStringLiteral("Hard sides"));
    }

    void sameSeedSameRiver()
    {
        Rng a(42), b(42), c(43);
        const SalmonCourse first = SalmonRandomCourse::random(4, a);
        QCOMPARE(SalmonRandomCourse::random(4, b), first);
        bool differs = false;
        for (int i = 0; i < 5 && !differs; ++i)
            differs = !(SalmonRandomCourse::random(4, c) == first);
        QVERIFY(differs);
    }

    // Start side, distinct numbered boards, finish side, aligned shifts, and every river valid.
    void randomRiversFollowTheRulebook()
    {
        QSet<QString> seen;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            Rng rng(seed);
            const int middles = int(seed % 7);
            const SalmonCourse river = SalmonRandomCourse::random(middles, rng);
            const QStringList ids = idsOf(river);
            QCOMPARE(ids.size(), middles + 2);
            QVERIFY(ids.front() == QStringLiteral("S1") || ids.front() == QStringLiteral("S2"));
            QVERIFY(ids.back() == QStringLiteral("F1") || ids.back() == QStringLiteral("F2"));
            QSet<QString> sheets;
            for (const QString &id : ids) {
                const SalmonRiverBoard *board = river.findBoard(id);
                QVERIFY2(board, qPrintable(id));
                sheets.insert(board->sheet);
                seen.insert(id);
            }
            QCOMPARE(sheets.size(), ids.size());
            for (std::size_t i = 1; i < river.boards.size(); ++i)
                QVERIFY(jointLinesUp(*river.findBoard(ids[int(i) - 1]),
                                     *river.findBoard(ids[int(i)]), river.boards[i].shift));
            const SalmonCourseValidator validator(river);
            QVERIFY2(!validator.hasErrors(),
                     qPrintable(ids.join(u' ') + u'\n' + issueTexts(validator).join(u'\n')));
        }
        QCOMPARE(seen.size(), 16); // every side comes up sooner or later
        Rng rng(5);
        QCOMPARE(SalmonRandomCourse::random(9, rng).boards.size(), std::size_t(8)); // clamped to 6
    }

    // The die decides the sides: over many set-ups both start sides, both finish sides and
    // both sides of each board come up about equally often.
    void dieDecidesSides()
    {
        int s2 = 0, f2 = 0, easy = 0, middles = 0;
        for (std::uint64_t seed = 0; seed < 600; ++seed) {
            Rng rng(seed * 7919);
            const SalmonCourse river = SalmonRandomCourse::random(3, rng);
            s2 += river.boards.front().board == QStringLiteral("S2");
            f2 += river.boards.back().board == QStringLiteral("F2");
            for (std::size_t i = 1; i + 1 < river.boards.size(); ++i, ++middles)
                easy += river.boards[i].board.endsWith(u'E');
        }
        QVERIFY(s2 > 240 && s2 < 360);
        QVERIFY(f2 > 240 && f2 < 360);
        QVERIFY(easy > middles * 4 / 10 && easy < middles * 6 / 10);
    }

    void presets()
    {
        for (int length = 0; length < GameLengthCount; ++length) {
            for (int sides = 0; sides < SideChoiceCount; ++sides) {
                const SalmonCourse river =
                    SalmonRandomCourse::preset(GameLength(length), SideChoice(sides));
                const QStringList ids = idsOf(river);
                QCOMPARE(ids.size(), SalmonRandomCourse::middleBoards(GameLength(length)) + 2);
                for (int i = 1; i + 1 < ids.size(); ++i) {
                    const bool easySide = ids[i].endsWith(u'E');
                    if (SideChoice(sides) == SideChoice::Easy)
                        QVERIFY(easySide);
                    else if (SideChoice(sides) == SideChoice::Hard)
                        QVERIFY(!easySide);
                    else
                        QCOMPARE(easySide, i % 2 == 1);
                }
                const SalmonCourseValidator validator(river);
                QVERIFY2(!validator.hasErrors(),
                         qPrintable(ids.join(u' ') + u'\n' + issueTexts(validator).join(u'\n')));
                QVERIFY(!river.name.isEmpty());
            }
        }
        // The beginner preset on easy sides is the rulebook's first-game river.
        QCOMPARE(idsOf(SalmonRandomCourse::preset(GameLength::Beginner, SideChoice::Easy)),
                 (QStringList{QStringLiteral("S1"), QStringLiteral("1E"), QStringLiteral("2E"),
                              QStringLiteral("3E"), QStringLiteral("F1")}));
        QCOMPARE(SalmonRandomCourse::preset(GameLength::Long, SideChoice::Mixed).name,
                 QStringLiteral("Long river, mixed"));
    }
};

QTEST_GUILESS_MAIN(TestSalmonRandomCourse)
#include "tst_salmon_random_course.moc"
