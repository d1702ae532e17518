// What every registered game declares about itself (suites/RegistrySuite, run on each game the
// registry lists: a new game that forgets a piece fails here, not in the app), that the registry
// lists each game once, and GameOption::read, the one reader of New Game options, on both kinds
// of option.
#include "suites/RegistrySuite.h"
#include "suites/SuiteGames.h"

#include <QTest>

using namespace cw;

class TestGameRegistry : public QObject {
    Q_OBJECT

private slots:
    void gamesAreListedOnceEach()
    {
        QStringList ids;
        for (const GameInfo &info : GameRegistry::games()) {
            QVERIFY2(!ids.contains(info.id), qPrintable(info.id));
            ids.append(info.id);
            QCOMPARE(GameRegistry::find(info.id), &info);
        }
        QVERIFY(ids.size() >= 2);
        QCOMPARE(GameRegistry::find(QStringLiteral("no-such-game")), nullptr);
    }

    void checkOptionReadsBooleansOnly()
    {
        const GameOption check{QStringLiteral("fast"), GameOption::Kind::Check, {}, {}, true, {}};
        QString error;
        QCOMPARE(check.read({}, &error), std::optional<QJsonValue>(true));
        QCOMPARE(check.read({{QStringLiteral("fast"), false}}, &error),
                 std::optional<QJsonValue>(false));
        QVERIFY(!check.read({{QStringLiteral("fast"), 1}}, &error));
        QCOMPARE(error, QStringLiteral("options.fast: must be true or false"));
    }

    void choiceOptionReadsItsValuesOnly()
    {
        const GameOption choice{QStringLiteral("grid"),     GameOption::Kind::Choice, {}, {}, 7,
                                {{5, {}}, {7, {}}, {9, {}}}};
        QString error;
        QCOMPARE(choice.read({}, &error), std::optional<QJsonValue>(7));
        QCOMPARE(choice.read({{QStringLiteral("grid"), 9}}, &error), std::optional<QJsonValue>(9));
        QVERIFY(!choice.read({{QStringLiteral("grid"), 8}}, &error));
        QCOMPARE(error, QStringLiteral("options.grid: must be one of 5, 7, 9"));
        QVERIFY(!choice.read({{QStringLiteral("grid"), QStringLiteral("7")}}, &error));
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    TestGameRegistry registry;
    suites::RegistrySuite everyGame(suites::registeredGameIds());
    const int failed = QTest::qExec(&registry, argc, argv);
    return failed + QTest::qExec(&everyGame, argc, argv);
}

#include "tst_game_registry.moc"
