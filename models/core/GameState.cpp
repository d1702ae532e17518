#include "GameState.h"

#include "GameRegistry.h"
#include "StateBytes.h"

namespace cw::GameState {

namespace {

constexpr char Magic[] = {'C', 'W', 's', 't'};
constexpr int MaxIdLength = 64;

QString censusText(const std::vector<int> &census)
{
    QStringList counts;
    for (int count : census)
        counts.append(QString::number(count));
    return counts.join(QLatin1Char(' '));
}

// The checks every game shares, on a position read without error: the game's invariants first,
// as they are written to look at any position, then what reads the position as the rules do.
QString sharedProblem(const Game &context, const Game &game)
{
    if (const GameInfo *info = GameRegistry::find(game.gameId());
        info && info->conformance.brokenInvariant) {
        const QString broken = info->conformance.brokenInvariant(game);
        if (!broken.isEmpty())
            return QStringLiteral("position: %1").arg(broken);
    }
    if (game.cardCensus() != context.cardCensus())
        return QStringLiteral("cards: the census %1 does not add up to the game's %2")
            .arg(censusText(game.cardCensus()), censusText(context.cardCensus()));
    const int seat = game.currentSeat();
    if (seat < -1 || seat >= game.seatCount() || (seat == -1) != game.isOver())
        return QStringLiteral("seat to act: %1 does not fit a game of %2 seats that is%3 over")
            .arg(seat)
            .arg(game.seatCount())
            .arg(game.isOver() ? QString() : QStringLiteral(" not"));
    if (!game.isOver() && game.legalActions().empty())
        return QStringLiteral("position: no legal action while the game is not over");
    return {};
}

} // namespace

QByteArray save(const Game &game)
{
    const QByteArray id = game.gameId().toLatin1();
    StateWriter header;
    header.integer(FormatVersion);
    header.integer(id.size());
    StateWriter body;
    body.integer(game.seatCount());
    game.writeState(body);
    return QByteArray(Magic, sizeof Magic) + header.bytes() + id + body.bytes();
}

std::unique_ptr<Game> load(const Game &context, QByteArrayView bytes, QString *error)
{
    auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return nullptr;
    };
    if (bytes.size() > MaxBytes)
        return refuse(QStringLiteral("copy: %1 bytes, more than the %2 a position may take")
                          .arg(bytes.size())
                          .arg(MaxBytes));
    if (bytes.size() < qsizetype(sizeof Magic) ||
        QByteArrayView(bytes.data(), sizeof Magic) != QByteArrayView(Magic, sizeof Magic))
        return refuse(QStringLiteral("magic: not a saved Coursewright position"));
    StateReader in(bytes.sliced(sizeof Magic));
    const int version = in.integer("formatVersion", 1, 1 << 20);
    if (in.ok() && version > FormatVersion)
        return refuse(QStringLiteral("formatVersion: %1 is newer than this version reads (%2)")
                          .arg(version)
                          .arg(FormatVersion));
    const int idLength = in.integer("game", 1, MaxIdLength);
    if (!in.ok())
        return refuse(in.error());
    const qsizetype idAt = qsizetype(sizeof Magic) + in.position();
    if (bytes.size() - idAt < idLength)
        return refuse(QStringLiteral("game: the copy ends before it"));
    const QByteArray id(bytes.data() + idAt, idLength);
    if (QString::fromLatin1(id) != context.gameId())
        return refuse(
            QStringLiteral("game: a position of another game, not %1").arg(context.gameId()));
    StateReader body(bytes.sliced(idAt + idLength));
    const int seats = body.integer("seats", 0, 1 << 16);
    if (body.ok() && seats != context.seatCount())
        return refuse(
            QStringLiteral("seats: %1, but this game has %2").arg(seats).arg(context.seatCount()));
    std::unique_ptr<Game> game = context.clone();
    if (!body.ok() || !game->readState(body) || !body.ok())
        return refuse(body.ok() ? QStringLiteral("position: refused") : body.error());
    if (!body.atEnd())
        return refuse(QStringLiteral("copy: bytes after the position"));
    const QString problem = sharedProblem(context, *game);
    if (!problem.isEmpty())
        return refuse(problem);
    return game;
}

} // namespace cw::GameState
