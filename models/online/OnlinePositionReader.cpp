// The reader of a host's `position` message (docs/protocol.md, "Host to client"): the seat's copy
// (base64, at most what a saved position may hold), the new log lines and move names, and, once
// the game is over, its record. Whether the copy loads is the client's check (cw::loadSeatCopy
// against its game), which needs the game this reader knows nothing of.
#include "OnlineFields.h"
#include "OnlineMessages.h"

#include "core/GameRecord.h"
#include "core/GameState.h"
#include "core/JsonNumber.h"

#include <QJsonDocument>

namespace cw::OnlineMessages {

namespace {

// The most base64 characters a copy of GameState::MaxBytes bytes takes.
constexpr qsizetype MaxCopyBase64 = (GameState::MaxBytes + 2) / 3 * 4;

bool readCopy(const OnlineFields &fields, QByteArray *copy)
{
    const QString text = fields.text(QStringLiteral("copy"), 1, int(MaxCopyBase64));
    if (!fields.ok())
        return false;
    const QByteArray::FromBase64Result decoded =
        QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty())
        return fields.fail(QStringLiteral("copy"), OnlineFields::tr("not base64"));
    *copy = decoded.decoded;
    return true;
}

bool readLog(const OnlineFields &fields, QStringList *log)
{
    const QJsonArray lines = fields.array(QStringLiteral("log"), MaxLogLines);
    log->clear();
    for (qsizetype i = 0; fields.ok() && i < lines.size(); ++i) {
        if (!lines[i].isString())
            return fields.fail(QStringLiteral("log[%1]").arg(i), OnlineFields::tr("not a string"));
        const QString text = lines[i].toString();
        if (text.size() > MaxLogLineLength)
            return fields.fail(QStringLiteral("log[%1]").arg(i),
                               OnlineFields::tr("must have %1 to %2 characters, found %3")
                                   .arg(0)
                                   .arg(MaxLogLineLength)
                                   .arg(text.size()));
        log->append(text);
    }
    return fields.ok();
}

bool readMoves(const OnlineFields &fields, QString *error, QList<OnlineMove> *moves)
{
    const QJsonArray entries = fields.array(QStringLiteral("moves"), GameRecord::MaxActions);
    moves->clear();
    for (qsizetype i = 0; fields.ok() && i < entries.size(); ++i) {
        const QString key = QStringLiteral("moves[%1]").arg(i);
        if (!entries[i].isObject())
            return fields.fail(key, OnlineFields::tr("not an object"));
        const OnlineFields entry(entries[i].toObject(), fields.pathOf(key), error);
        OnlineMove move;
        move.seat = int(entry.whole(QStringLiteral("seat"), -1, MaxSeats - 1));
        move.name = entry.text(QStringLiteral("name"), 0, MaxMoveNameLength);
        moves->append(move);
    }
    return fields.ok();
}

// The game's record, once over: no larger than a record file may be, read as one is.
bool readRecord(const OnlineFields &fields, bool over, QJsonObject *record)
{
    *record = {};
    if (!fields.ok())
        return false;
    const QJsonObject sent = fields.object(QStringLiteral("record"), true);
    if (!fields.ok())
        return false;
    if (!over) {
        if (!sent.isEmpty())
            return fields.fail(QStringLiteral("record"),
                               OnlineFields::tr("sent before the game is over"));
        return true;
    }
    if (sent.isEmpty())
        return fields.fail(QStringLiteral("record"), OnlineFields::tr("missing"));
    if (QJsonDocument(sent).toJson(QJsonDocument::Compact).size() > GameRecord::MaxFileBytes)
        return fields.fail(QStringLiteral("record"),
                           OnlineFields::tr("larger than a game record may be (%1 bytes)")
                               .arg(GameRecord::MaxFileBytes));
    QString reason;
    if (!GameRecord::fromJson(sent, &reason))
        return fields.fail(QStringLiteral("record"), reason);
    *record = sent;
    return true;
}

} // namespace

bool readPosition(const QJsonObject &json, OnlinePosition *out, QString *error)
{
    error->clear();
    const OnlineFields fields(json, QStringLiteral("position"), error);
    fields.text(QStringLiteral("code"), 1, 64);
    out->seat = int(fields.whole(QStringLiteral("seat"), -1, MaxSeats - 1));
    out->move = int(fields.whole(QStringLiteral("move"), 0, GameRecord::MaxActions));
    out->current = int(fields.whole(QStringLiteral("current"), -1, MaxSeats - 1));
    out->over = fields.boolean(QStringLiteral("over"));
    out->ranks.clear();
    if (out->over) {
        const QJsonArray ranks = fields.array(QStringLiteral("ranks"), MaxSeats);
        for (qsizetype i = 0; fields.ok() && i < ranks.size(); ++i) {
            QString reason;
            const std::optional<qint64> rank =
                JsonNumber::readWhole(ranks[i], 1, MaxSeats, &reason);
            if (!rank)
                fields.fail(QStringLiteral("ranks[%1]").arg(i), reason);
            out->ranks.append(int(rank.value_or(0)));
        }
    }
    readCopy(fields, &out->copy);
    readLog(fields, &out->log);
    out->movesFrom = int(fields.whole(QStringLiteral("movesFrom"), 0, GameRecord::MaxActions));
    readMoves(fields, error, &out->moves);
    if (fields.ok() && out->movesFrom + out->moves.size() > GameRecord::MaxActions)
        fields.fail(QStringLiteral("moves"),
                    OnlineFields::tr("more than %1 moves").arg(GameRecord::MaxActions));
    readRecord(fields, out->over, &out->record);
    return fields.ok();
}

} // namespace cw::OnlineMessages
