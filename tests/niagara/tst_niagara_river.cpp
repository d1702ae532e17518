// The niagara-river course kind: the standard river, reading and writing, and one broken river per
// rule of the validator (the fixtures tests/errors/niagara-*.json) with its exact message.
#include "niagara/NiagaraCourse.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace cw;
using namespace cw::niagara;

namespace {

QJsonObject fixture(const QString &name)
{
    QFile file(qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/tests/errors/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(name));
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestNiagaraRiver : public QObject {
    Q_OBJECT

private slots:
    void standardRiverIsValidAndRoundTrips()
    {
        const NiagaraCourse river = NiagaraCourse::standard();
        QVERIFY(river.validate().isEmpty());
        QCOMPARE(river.spaceLabels().join(u' '), QStringLiteral("1 2 3 4 5 L6 L7 R6 R7"));
        CourseProblems problems;
        const std::optional<NiagaraCourse> read = NiagaraCourse::read(river.toJson(), &problems);
        QVERIFY2(read, qPrintable(problemTexts(problems).join(u';')));
        QVERIFY(*read == river);
    }

    // A label names the space whose label it is, written exactly so (no sign, space or leading
    // zero), on every shape of river the format accepts.
    void spaceIndexReadsBackOnlyTheLabelsWritten()
    {
        QStringList candidates;
        for (const QString &prefix : {QString(), QStringLiteral("L"), QStringLiteral("R"),
                                      QStringLiteral("l"), QStringLiteral("LR")})
            for (const QString &number :
                 {QStringLiteral("0"), QStringLiteral("03"), QStringLiteral("+3"),
                  QStringLiteral(" 3"), QStringLiteral("3 "), QStringLiteral("3x"), QString(),
                  QStringLiteral("100")})
                candidates << prefix + number;
        for (int n = 1; n <= NiagaraCourse::MaxSpaces + 1; ++n)
            for (const QString &prefix : {QString(), QStringLiteral("L"), QStringLiteral("R")})
                candidates << prefix + QString::number(n);
        NiagaraCourse river = NiagaraCourse::standard();
        for (river.mainLength = 1; river.mainLength <= NiagaraCourse::MaxMain; ++river.mainLength)
            for (river.leftArm = 0; river.leftArm <= NiagaraCourse::MaxArm; ++river.leftArm)
                for (river.rightArm = 0; river.rightArm <= NiagaraCourse::MaxArm; ++river.rightArm)
                    for (const QString &label : std::as_const(candidates)) {
                        const int space = river.spaceIndex(label);
                        const bool named = river.spaceLabels().contains(label);
                        QVERIFY2(named ? river.spaceLabel(space) == label : space == -1,
                                 qPrintable(QStringLiteral("%1 on %2/%3/%4 gave %5")
                                                .arg(label)
                                                .arg(river.mainLength)
                                                .arg(river.leftArm)
                                                .arg(river.rightArm)
                                                .arg(space)));
                    }
    }

    void fixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("arm") << "niagara-arm-empty.json"
                             << "rightArm: an arm needs at least one space between the fork and "
                                "its waterfall";
        QTest::newRow("colour") << "niagara-colour-unreachable.json"
                                << "places.red: the red discovery place touches no space, so its "
                                   "gems can never be loaded: every colour must be reachable";
        QTest::newRow("off river")
            << "niagara-place-off-river.json"
            << "places.blue[1]: \"R9\" is not a space of this river (1–5, L6–L7, R6–R7)";
        QTest::newRow("two places")
            << "niagara-space-two-places.json"
            << "places.yellow[0]: space 4 is already beside the clear discovery place";
        QTest::newRow("weather") << "niagara-weather-no-zero.json"
                                 << "weather: the weather track must run from 0 or below to 0 or "
                                    "above, over at least two steps (the cloud starts on 0 and "
                                    "must always be able to move), found 1 to 3";
    }
    void fixtures()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        CourseProblems problems;
        const std::optional<NiagaraCourse> river = NiagaraCourse::read(fixture(file), &problems);
        QVERIFY2(river, qPrintable(problemTexts(problems).join(u';')));
        const CourseProblems found = river->validate();
        QVERIFY(hasErrors(found));
        QVERIFY2(problemTexts(found).contains(message),
                 qPrintable(problemTexts(found).join(u'\n')));
        QVERIFY(!NiagaraCourse::fromJson(fixture(file), &problems));
    }

    void tooManySeatsAndFewGemsAreReported()
    {
        NiagaraCourse river = NiagaraCourse::standard();
        river.gemsPerColour = 3;
        CourseCheckOptions options;
        options.seats = 6;
        const QStringList texts = problemTexts(river.validate(options));
        QVERIFY(texts.contains(QStringLiteral(
            "gemsPerColour: with 3 gems of each colour nobody can win with four of one colour")));
        QVERIFY(texts.contains(QStringLiteral("Niagara takes 2 to 5 players, not 6")));
    }
};

QTEST_GUILESS_MAIN(TestNiagaraRiver)
#include "tst_niagara_river.moc"
