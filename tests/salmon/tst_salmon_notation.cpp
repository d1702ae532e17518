// One hex notation wherever a person reads a hex (docs/course-format.md, "Hex notation"):
// "column-row" counted from 1. The Players dock, the game log and the replay text name the same
// hex alike; the view's JSON keeps the 0-based numbers.
#include "SalmonTestSupport.h"
#include "core/PlayerTable.h"
#include "salmon/SalmonGameInfo.h"
#include "salmon/SalmonNarration.h"

#include <QJsonArray>
#include <QTest>

using namespace cw;
using namespace cw::salmon;
using namespace cw::salmon::test;

class TestSalmonNotation : public QObject {
    Q_OBJECT
private slots:
    void hexLabelCountsFromOne()
    {
        QCOMPARE(hexLabel({0, 0}), QStringLiteral("1-1"));
        QCOMPARE(hexLabel({5, 1}), QStringLiteral("6-2"));
        QCOMPARE(hexLabel({12, 30}), QStringLiteral("13-31"));
    }

    void playersDockAndNarrationAgree()
    {
        const std::shared_ptr<const SalmonCourseMap> river = beginnerRiver();
        QVERIFY(river);
        SalmonGame game(river, 2, 1);
        const Hex hex{5, 1};
        place(game, 0, hex);
        const QJsonObject view = game.viewFor(-1);
        const QJsonObject salmon = view.value(QStringLiteral("salmon")).toArray().at(0).toObject();
        // The data stays 0-based.
        QCOMPARE(salmon.value(QStringLiteral("hex")).toArray(), (QJsonArray{5, 1}));

        const PlayerTable table = gameInfo().playerTable(QJsonObject());
        const auto column =
            std::find_if(table.columns.begin(), table.columns.end(),
                         [](const PlayerColumn &c) { return c.header == QStringLiteral("Hex"); });
        QVERIFY(column != table.columns.end());
        QCOMPARE(column->text(salmon), QStringLiteral("6-2"));

        // The game log: a swim from the hex below to this one.
        const int columns = river->columns();
        const SalmonEvent moved{SalmonEvent::Moved, 0, hex.col, hex.row * columns + hex.col, 0};
        QCOMPARE(SalmonNarration({QStringLiteral("Astrid")}).sentence(moved, columns),
                 QStringLiteral("Astrid: swims from hex 6-1 to hex 6-2."));
    }

    // Issue 55: after a reshuffle a salmon's Fatigue cards are in its draw pile and hand; the
    // Players dock counted the discard pile only and showed 0 where the ranking counts 2.
    void playersDockCountsEveryFatigueCard()
    {
        const std::shared_ptr<const SalmonCourseMap> river = beginnerRiver();
        QVERIFY(river);
        SalmonGame game(river, 2, 1);
        setCards(game, 0, {Card::Fatigue, Card::SwimForward}, {Card::Fatigue, Card::SwimLeft},
                 {Card::SwimRight});
        setCards(game, 1, {Card::SwimForward}, {}, {Card::Fatigue});
        QCOMPARE(game.fatigueCount(0), 2);

        const PlayerTable table = gameInfo().playerTable(QJsonObject());
        const auto column =
            std::find_if(table.columns.begin(), table.columns.end(), [](const PlayerColumn &c) {
                return c.header == QStringLiteral("Fatigue");
            });
        QVERIFY(column != table.columns.end());
        for (const int viewer : {-1, 0, 1}) {
            const QJsonArray salmon =
                game.viewFor(viewer).value(QStringLiteral("salmon")).toArray();
            QCOMPARE(column->text(salmon.at(0).toObject()), QStringLiteral("2"));
            QCOMPARE(column->text(salmon.at(1).toObject()), QStringLiteral("1"));
        }
    }
};

QTEST_GUILESS_MAIN(TestSalmonNotation)
#include "tst_salmon_notation.moc"
