#include "SeatCopySuite.h"

#include "SuiteGames.h"
#include "core/GameState.h"
#include "core/SeatCopy.h"

#include <QTest>

namespace cw::suites {

namespace {

constexpr int RoundTripGames = 24;   // games per test course, each saved at every position
constexpr int ViewEvery = 6;         // views compared at one position in this many
constexpr int PrivacyPositions = 40; // positions per test course, every seat's copy compared
constexpr int DamagedPositions = 2;  // saved positions per test course, every byte damaged
constexpr int DamagedPlayOn = 40;    // random legal actions played after a damaged copy loads
constexpr int MoveCap = 200000;

// A seed whose eight bytes look random, so that finding them in a copy is not chance.
std::uint64_t bigSeed(int g)
{
    return 0x9e3779b97f4a7c15ULL * std::uint64_t(g + 1) ^ 0x5851f42d4c957f2dULL;
}

std::unique_ptr<Game> create(const GameInfo &info, const QString &course, int seats,
                             std::uint64_t seed)
{
    return gameOnCourse(info, course, seats, seed);
}

// The largest seat count `course` takes, 0 when it takes none.
int largestSeatsOn(const GameInfo &info, const QString &course)
{
    for (int seats = info.maxSeats; seats >= info.minSeats; --seats)
        if (create(info, course, seats, 1))
            return seats;
    return 0;
}

// Game g's seat count on `course`: every count the course takes, in turn.
int seatsFor(const GameInfo &info, const QString &course, int g)
{
    const int largest = largestSeatsOn(info, course);
    return info.minSeats + g % std::max(1, largest - info.minSeats + 1);
}

// What differs between two positions that should be alike, or empty.
QString difference(const Game &a, const Game &b)
{
    for (int seat = -1; seat < a.seatCount(); ++seat)
        if (a.viewFor(seat) != b.viewFor(seat))
            return QStringLiteral("the view of seat %1").arg(seat);
    const ActionList actions = a.legalActions();
    if (actions != b.legalActions())
        return QStringLiteral("the legal actions");
    for (Action action : actions)
        if (a.actionName(action) != b.actionName(action))
            return QStringLiteral("the name of action %1").arg(action);
    if (a.currentSeat() != b.currentSeat() || a.moveNumber() != b.moveNumber())
        return QStringLiteral("the seat to act or the move number");
    return {};
}

std::unique_ptr<Game> load(const Game &context, const QByteArray &bytes, QString *error)
{
    return GameState::load(context, bytes, error);
}

// Whether a damaged copy is judged well: refused with a message naming a field, or loaded into a
// position that keeps the game's invariants and names its legal actions. The problem, or empty.
QString judgeDamaged(const GameInfo &info, const Game &context, const QByteArray &bytes)
{
    QString error;
    auto loaded = GameState::load(context, bytes, &error);
    if (!loaded)
        return error.contains(QLatin1String(": ")) ? QString()
                                                   : QStringLiteral("refused without naming a "
                                                                    "field: ") +
                                                         error;
    const QString broken = brokenInvariant(info, *loaded);
    if (!broken.isEmpty())
        return QStringLiteral("loaded, breaking an invariant: ") + broken;
    // Played on as the seat that received it would: a position that loads must not break the
    // invariants later or come to a dead end (no legal action while the game goes on), so the
    // loader's checks must reach the whole turn in progress, not only what the position shows.
    // What the position offers must be readable: a name reads the position as the rules do.
    Rng rng(qHash(bytes, 0));
    ActionList actions;
    for (int step = 0; step < DamagedPlayOn && !loaded->isOver(); ++step) {
        loaded->legalActions(actions);
        if (actions.empty())
            return QStringLiteral("loaded, then no legal action after %1 actions").arg(step);
        for (Action action : actions)
            loaded->actionName(action);
        loaded->apply(actions[rng.below(std::uint32_t(actions.size()))]);
        const QString later = brokenInvariant(info, *loaded);
        if (!later.isEmpty())
            return QStringLiteral("loaded, then breaking an invariant after %1 actions: %2")
                .arg(step + 1)
                .arg(later);
    }
    return {};
}

// Positions of a random game on `course`, one in `every`, up to `count` of them.
std::vector<std::unique_ptr<Game>> positions(const GameInfo &info, const QString &course, int g,
                                             int count)
{
    std::vector<std::unique_ptr<Game>> out;
    auto game = create(info, course, seatsFor(info, course, g), bigSeed(g));
    if (!game)
        return out;
    Rng rng(std::uint64_t(g) + 5);
    TestPlay play = TestPlay::mixed(info);
    const int every = 1 + int(rng.below(12));
    for (int move = 0; !game->isOver() && move < MoveCap && int(out.size()) < count; ++move) {
        if (move % every == 0)
            out.push_back(game->clone());
        game->apply(play.next(*game, rng));
    }
    return out;
}

} // namespace

SeatCopySuite::SeatCopySuite(QStringList gameIds, QObject *parent)
    : QObject(parent), m_gameIds(std::move(gameIds))
{
}

void SeatCopySuite::savedPositionsLoadWithTheSameViewsActionsAndFuture_data()
{
    addCourseRows(m_gameIds);
}

// Every position of seeded games is saved and loaded into a game of the same setup but another
// seed: saving the loaded position gives the same bytes, one position in ViewEvery shows every
// seat the same and offers the same actions with the same names, and one position per game is
// played on to the end beside the original with the same actions, the two saving alike at every
// step and ranking alike at the end.
void SeatCopySuite::savedPositionsLoadWithTheSameViewsActionsAndFuture()
{
    QFETCH(QString, gameId);
    QFETCH(QString, course);
    const GameInfo &info = *GameRegistry::find(gameId);
    int checked = 0;
    for (int g = 0; g < RoundTripGames; ++g) {
        const int seats = seatsFor(info, course, g);
        auto game = create(info, course, seats, bigSeed(g));
        QVERIFY(game);
        const auto context = create(info, course, seats, bigSeed(g + 1000));
        Rng rng{std::uint64_t(g)};
        TestPlay play = TestPlay::mixed(info);
        const int followFrom = int(rng.below(60));
        for (int move = 0; move < MoveCap; ++move) {
            const QByteArray saved = GameState::save(*game);
            QString error;
            auto loaded = load(*context, saved, &error);
            QVERIFY2(loaded, qPrintable(QStringLiteral("move %1: %2").arg(move).arg(error)));
            QCOMPARE(GameState::save(*loaded), saved);
            ++checked;
            if (move % ViewEvery == 0) {
                const QString differs = difference(*game, *loaded);
                QVERIFY2(differs.isEmpty(),
                         qPrintable(QStringLiteral("move %1: %2 differs").arg(move).arg(differs)));
            }
            if (move == followFrom || game->isOver()) {
                auto original = game->clone();
                Rng future(std::uint64_t(g) * 31 + 7);
                TestPlay futurePlay = TestPlay::mixed(info);
                for (int step = 0; !original->isOver() && step < MoveCap; ++step) {
                    const Action action = futurePlay.next(*original, future);
                    QVERIFY(loaded->isLegal(action));
                    original->apply(action);
                    loaded->apply(action);
                    QCOMPARE(GameState::save(*loaded), GameState::save(*original));
                }
                QVERIFY2(loaded->isOver(),
                         qPrintable(QStringLiteral("from move %1: over %2 after %3")
                                        .arg(move)
                                        .arg(original->isOver())
                                        .arg(original->moveNumber())));
                QCOMPARE(loaded->ranks(), original->ranks());
                QCOMPARE(difference(*loaded, *original), QString());
            }
            if (game->isOver())
                break;
            game->apply(play.next(*game, rng));
        }
    }
    QVERIFY2(m_ledger.record(gameId, checked), "no position saved");
}

void SeatCopySuite::seatCopiesHoldNothingTheSeatCannotSee_data()
{
    addCourseRows(m_gameIds);
}

// For every seat at positions of seeded games: the position and a copy of it whose hidden cards
// were dealt otherwise (it looks the same to the seat) give byte-identical seat copies from equal
// session generators; the copy holds neither the game's seed nor the words of its generator, and
// loads into a position the seat sees as it saw the original.
void SeatCopySuite::seatCopiesHoldNothingTheSeatCannotSee()
{
    QFETCH(QString, gameId);
    QFETCH(QString, course);
    const GameInfo &info = *GameRegistry::find(gameId);
    int checked = 0;
    for (int g = 0; checked < PrivacyPositions && g < PrivacyPositions; ++g) {
        const auto all = positions(info, course, g, PrivacyPositions / 4 + 1);
        for (const auto &position : all) {
            const Game &game = *position;
            QByteArray seedBytes(8, '\0');
            for (int i = 0; i < 8; ++i)
                seedBytes[i] = char((bigSeed(g) >> (8 * i)) & 0xff);
            // Every codec writes the generator last: its four words end the saved position.
            const QByteArray generator = GameState::save(game).right(32);
            for (int seat = 0; seat < game.seatCount(); ++seat) {
                auto alike = game.clone();
                Rng scrambler(std::uint64_t(g) * 131 + std::uint64_t(seat) + 3);
                alike->resampleHidden(seat, scrambler);
                Rng session(std::uint64_t(g) * 17 + std::uint64_t(seat));
                Rng sameSession = session;
                const QByteArray copy = makeSeatCopy(game, seat, session);
                const QByteArray alikeCopy = makeSeatCopy(*alike, seat, sameSession);
                QVERIFY2(copy == alikeCopy,
                         qPrintable(QStringLiteral("seat %1 at move %2: copies differ at byte %3")
                                        .arg(seat)
                                        .arg(game.moveNumber())
                                        .arg(std::mismatch(copy.begin(), copy.end(),
                                                           alikeCopy.begin(), alikeCopy.end())
                                                 .first -
                                             copy.begin())));
                QVERIFY2(!copy.contains(seedBytes), "the game's seed is in the copy");
                for (int word = 0; word < 4; ++word)
                    QVERIFY2(!copy.contains(generator.mid(word * 8, 8)),
                             "a word of the game's generator is in the copy");
                QString error;
                const auto context = create(info, course, game.seatCount(), 1);
                const auto loaded = loadSeatCopy(*context, copy, &error);
                QVERIFY2(loaded, qPrintable(error));
                QCOMPARE(loaded->viewFor(seat), game.viewFor(seat));
                QCOMPARE(loaded->viewFor(-1), game.viewFor(-1));
                ++checked;
            }
        }
    }
    QVERIFY2(m_ledger.record(gameId, checked), "no seat copy compared");
}

void SeatCopySuite::damagedCopiesAreRefusedOrKeepTheInvariants_data()
{
    addCourseRows(m_gameIds);
}

// Every prefix of saved positions, and every byte of them changed in several ways (each bit
// flipped, and set to 0x00, 0x7f, 0x80 and 0xff), is refused with a message naming a field or
// loads into a position that keeps the game's invariants and names its legal actions (a damaged
// copy may hold a position the rules could not reach: docs/seat-copy.md, "Limits") and keeps them,
// with a legal action while the game goes on, through up to DamagedPlayOn random legal actions
// (a generator seeded from the copy). Appended bytes and an oversized copy are refused.
void SeatCopySuite::damagedCopiesAreRefusedOrKeepTheInvariants()
{
    QFETCH(QString, gameId);
    QFETCH(QString, course);
    const GameInfo &info = *GameRegistry::find(gameId);
    int checked = 0;
    for (int g = 0; g < DamagedPositions; ++g) {
        const auto all = positions(info, course, g + 50, 1000);
        if (all.empty())
            continue;
        const Game &game = *all[all.size() / 2];
        const auto context = create(info, course, game.seatCount(), 1);
        const QByteArray saved = GameState::save(game);
        QString problem;
        for (qsizetype size = 0; size < saved.size() && problem.isEmpty(); ++size, ++checked) {
            problem = judgeDamaged(info, *context, saved.left(size));
            if (!problem.isEmpty())
                problem = QStringLiteral("the first %1 bytes: %2").arg(size).arg(problem);
        }
        for (qsizetype at = 0; at < saved.size() && problem.isEmpty(); ++at) {
            QList<char> values;
            for (int bit = 0; bit < 8; ++bit)
                values.append(char(saved[at] ^ (1 << bit)));
            values << char(0x00) << char(0x7f) << char(0x80) << char(0xff);
            for (char value : values) {
                if (value == saved[at] || !problem.isEmpty())
                    continue;
                ++checked;
                QByteArray damaged = saved;
                damaged[at] = value;
                problem = judgeDamaged(info, *context, damaged);
                if (!problem.isEmpty())
                    problem = QStringLiteral("byte %1 set to %2: %3")
                                  .arg(at)
                                  .arg(int(std::uint8_t(value)))
                                  .arg(problem);
            }
        }
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QString error;
        QVERIFY(!load(*context, saved + char(0), &error));
        QVERIFY(!load(*context, saved + QByteArray(GameState::MaxBytes, '\0'), &error));
        QVERIFY(error.startsWith(QLatin1String("copy: ")));
    }
    QVERIFY2(m_ledger.record(gameId, checked), "no damaged copy tried");
}

void SeatCopySuite::copiesForAnotherGameOrSeatCountAreRefused_data()
{
    addGameRows(m_gameIds);
}

// A position of one game is refused by every other registered game, and by the same game with
// another seat count, each naming the field that tells.
void SeatCopySuite::copiesForAnotherGameOrSeatCountAreRefused()
{
    QFETCH(QString, gameId);
    const GameInfo &info = *GameRegistry::find(gameId);
    const auto game = newGame(info, 7);
    const QByteArray saved = GameState::save(*game);
    int checked = 0;
    QString error;
    for (const GameInfo &other : GameRegistry::games()) {
        const auto otherGame = newGame(other, 7);
        if (otherGame->gameId() == game->gameId())
            continue; // the same game registered again (the sample's short variant)
        QVERIFY(!load(*otherGame, saved, &error));
        QVERIFY2(error.startsWith(QLatin1String("game: ")), qPrintable(error));
        ++checked;
    }
    for (int seats = info.minSeats; seats <= info.maxSeats; ++seats) {
        const auto context = create(info, QString(), seats, 7);
        if (!context || seats == game->seatCount())
            continue;
        QVERIFY(!load(*context, saved, &error));
        QVERIFY2(error.startsWith(QLatin1String("seats: ")), qPrintable(error));
        ++checked;
    }
    QVERIFY(!load(*game, QByteArray("CWst"), &error));
    QVERIFY(!load(*game, QByteArray("not a position"), &error));
    QVERIFY2(error.startsWith(QLatin1String("magic: ")), qPrintable(error));
    QVERIFY2(m_ledger.record(gameId, checked + 2), "nothing refused");
}

} // namespace cw::suites
