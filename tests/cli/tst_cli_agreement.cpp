// One gate (issue 31): a course or record is accepted by every command of coursewright-cli or
// refused by every one. The built-in courses of every kind and a record of every game are damaged
// (tests/support/JsonMutants.h) and each damaged copy is given to validate, export (the course's
// print and its game's kit), lab and replay; no command may accept what another refuses, none may
// crash, and no message may be long (every value echoed is cut). The suite's run is short: a few
// mutants a file. A longer run:
//   CW_MUTANTS=200 CW_MUTATION_SEED=7 tests/cli/tst_cli_agreement   (scripts/mutation-run)
#include "CliTestSupport.h"
#include "JsonMutants.h"

#include "core/GameRecord.h"
#include "core/GameRegistry.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliAgreement : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void coursesAgree_data();
    void coursesAgree();
    void recordsAgree_data();
    void recordsAgree();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    // Runs the tool and checks what every run must do: finish with 0 or 1, and keep every line
    // of standard error short. Returns the exit code.
    int run(const QStringList &arguments, CliRun *result = nullptr) const;

    QTemporaryDir m_dir;
    int m_courseMutants = 2;
    int m_recordMutants = 4;
    std::uint64_t m_seed = 31;
};

namespace {

// The longest line a message may be: a path, a reason and values cut at 200 characters.
constexpr int MaxLine = 1000;

QJsonObject readObject(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(in.readAll()).object()
                                        : QJsonObject();
}

void writeFile(const QString &file, const QByteArray &data)
{
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(data), data.size());
}

QList<cw::SeatConfig> seats(int count)
{
    QList<cw::SeatConfig> list;
    for (int seat = 0; seat < count; ++seat)
        list.append({QStringLiteral("Seat %1").arg(seat + 1), QStringLiteral("#336699"),
                     cw::Controller::AiEasy});
    return list;
}

QString easySeats(int count)
{
    QStringList levels;
    for (int seat = 0; seat < count; ++seat)
        levels << QStringLiteral("easy");
    return levels.join(QLatin1Char(','));
}

// A record of `info` on its default course: its fewest seats, up to 60 random legal actions.
cw::GameRecord randomRecord(const cw::GameInfo &info, std::uint64_t seed)
{
    cw::GameRecord record;
    record.setup.gameId = info.id;
    record.setup.courseSource = info.defaultCourse;
    if (!info.defaultCourse.isEmpty())
        record.setup.course = readObject(info.defaultCourse);
    record.setup.seats = seats(info.minSeats);
    record.setup.seed = seed;
    QString error;
    std::unique_ptr<cw::Game> game = cw::GameRegistry::create(record.setup, &error);
    if (!game)
        qFatal("cannot set up %s: %s", qPrintable(info.id), qPrintable(error));
    cw::Rng rng(seed);
    for (int move = 0; move < 60 && !game->isOver(); ++move) {
        const cw::ActionList actions = game->legalActions();
        const cw::Action action = actions[rng.below(std::uint32_t(actions.size()))];
        game->apply(action);
        record.actions.push_back(action);
    }
    return record;
}

// A copy of a mutant that made commands disagree, outside the test's temporary folder.
QString keep(const QString &file)
{
    const QString kept = QDir::temp().filePath(QStringLiteral("cw-disagreement-%1-%2")
                                                   .arg(QCoreApplication::applicationPid())
                                                   .arg(QFileInfo(file).fileName()));
    QFile::remove(kept);
    QFile::copy(file, kept);
    return kept;
}

QString verdicts(const QStringList &names, const QList<int> &codes)
{
    QStringList parts;
    for (qsizetype i = 0; i < names.size(); ++i)
        parts << QStringLiteral("%1 %2").arg(
            names.at(i), codes.at(i) == 0 ? QStringLiteral("accepts") : QStringLiteral("refuses"));
    return parts.join(QStringLiteral(", "));
}

} // namespace

void TestCliAgreement::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (qEnvironmentVariableIsSet("CW_MUTANTS")) {
        m_courseMutants = qEnvironmentVariableIntValue("CW_MUTANTS");
        m_recordMutants = m_courseMutants;
    }
    if (qEnvironmentVariableIsSet("CW_MUTATION_SEED"))
        m_seed = qEnvironmentVariable("CW_MUTATION_SEED").toULongLong();
}

int TestCliAgreement::run(const QStringList &arguments, CliRun *result) const
{
    const CliRun done = runCli(arguments);
    const QString what = arguments.join(QLatin1Char(' '));
    if (done.exitCode != 0 && done.exitCode != 1)
        qFatal("%s: exit %d\n%s", qPrintable(what), done.exitCode, qPrintable(done.err));
    for (const QString &line : done.errLines()) {
        if (line.size() > MaxLine)
            qFatal("%s: a line of %lld characters: %s…", qPrintable(what),
                   static_cast<long long>(line.size()), qPrintable(line.left(200)));
    }
    if (result)
        *result = done;
    return done.exitCode;
}

void TestCliAgreement::coursesAgree_data()
{
    QTest::addColumn<QString>("course");
    QDirIterator it(QStringLiteral(":/courses"));
    QStringList courses;
    while (it.hasNext())
        courses << it.next();
    courses.sort();
    QVERIFY(courses.size() >= 4);
    for (const QString &course : courses)
        QTest::newRow(qPrintable(QFileInfo(course).fileName())) << course;
}

// validate (with the lab's seats), export, lab and a replay of no move on the course: all
// accept a damaged course or all refuse it.
void TestCliAgreement::coursesAgree()
{
    QFETCH(QString, course);
    const QJsonObject original = readObject(course);
    const cw::GameInfo *info = gameOfKind(original.value(QStringLiteral("kind")).toString());
    QVERIFY(info);
    const int seatCount = info->minSeats;
    cw::test::JsonMutants mutants(m_seed ^ qHash(course));
    for (int i = 0; i < m_courseMutants; ++i) {
        const QByteArray bytes = mutants.mutate(original);
        const QString file = path(QStringLiteral("mutant.json"));
        writeFile(file, bytes);
        QStringList names{QStringLiteral("validate"), QStringLiteral("export"),
                          QStringLiteral("export --kit"), QStringLiteral("lab")};
        QList<int> codes{run({QStringLiteral("validate"), file, QStringLiteral("--seats"),
                              QString::number(seatCount)}),
                         run({QStringLiteral("export"), file, QStringLiteral("--out"),
                              path(QStringLiteral("mutant.pdf"))}),
                         run({QStringLiteral("export"), QStringLiteral("--kit"),
                              QStringLiteral("--game"), info->id, QStringLiteral("--course"), file,
                              QStringLiteral("--out"), path(QStringLiteral("mutant-kit.pdf"))}),
                         run({QStringLiteral("lab"), file, QStringLiteral("--games"),
                              QStringLiteral("1"), QStringLiteral("--threads"), QStringLiteral("1"),
                              QStringLiteral("--seats"), easySeats(seatCount)})};
        const QJsonDocument parsed = QJsonDocument::fromJson(bytes);
        if (parsed.isObject() && !bytes.contains('\0')) {
            cw::GameRecord record;
            record.setup.gameId = info->id;
            record.setup.course = parsed.object();
            record.setup.seats = seats(seatCount);
            record.setup.seed = 1;
            const QString recordFile = path(QStringLiteral("mutant.cwgame"));
            writeFile(recordFile, QJsonDocument(record.toJson()).toJson());
            names << QStringLiteral("replay");
            codes << run({QStringLiteral("replay"), recordFile});
        }
        if (codes.count(codes.first()) != codes.size()) {
            const QString kept = keep(file);
            QFAIL(qPrintable(QStringLiteral("%1 (mutant %2 of %3, kept in %4)")
                                 .arg(verdicts(names, codes))
                                 .arg(i)
                                 .arg(course, kept)));
        }
    }
}

void TestCliAgreement::recordsAgree_data()
{
    QTest::addColumn<QString>("game");
    for (const cw::GameInfo &info : cw::GameRegistry::games())
        QTest::newRow(qPrintable(info.id)) << info.id;
}

// A damaged record that replays has a course validate and export accept; one refused for its
// course ("course: …") has a course validate refuses.
void TestCliAgreement::recordsAgree()
{
    QFETCH(QString, game);
    const cw::GameInfo *info = cw::GameRegistry::find(game);
    QVERIFY(info);
    const QJsonObject original = randomRecord(*info, m_seed).toJson();
    cw::test::JsonMutants mutants(m_seed ^ qHash(game));
    for (int i = 0; i < m_recordMutants; ++i) {
        const QByteArray bytes = mutants.mutate(original);
        const QString file = path(QStringLiteral("mutant.cwgame"));
        writeFile(file, bytes);
        CliRun replay;
        const int replayed = run({QStringLiteral("replay"), file}, &replay);
        const QJsonObject record = QJsonDocument::fromJson(bytes).object();
        const QJsonValue course = record.value(QStringLiteral("course"));
        const bool forCourse =
            replay.errLines().value(0).startsWith(file + QStringLiteral(": course: "));
        if (!course.isObject() || course.toObject().isEmpty() || (replayed == 1 && !forCourse))
            continue;
        const QString courseFile = path(QStringLiteral("mutant-course.json"));
        writeFile(courseFile, QJsonDocument(course.toObject()).toJson());
        const QString seatCount =
            QString::number(record.value(QStringLiteral("seats")).toArray().size());
        const int validated =
            run({QStringLiteral("validate"), courseFile, QStringLiteral("--seats"), seatCount});
        QList<int> codes{replayed, validated};
        QStringList names{QStringLiteral("replay"), QStringLiteral("validate")};
        if (replayed == 0) {
            names << QStringLiteral("export");
            codes << run({QStringLiteral("export"), courseFile, QStringLiteral("--out"),
                          path(QStringLiteral("mutant.pdf"))});
        }
        if (codes.count(codes.first()) != codes.size()) {
            const QString kept = keep(file);
            QFAIL(qPrintable(QStringLiteral("%1 (mutant %2 of the %3 record, kept in %4): %5")
                                 .arg(verdicts(names, codes))
                                 .arg(i)
                                 .arg(game, kept, replay.err)));
        }
    }
}

QTEST_GUILESS_MAIN(TestCliAgreement)
#include "tst_cli_agreement.moc"
