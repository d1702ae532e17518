#include "GameRecord.h"

#include "AtomicFile.h"
#include "BoundedFile.h"
#include "Echoed.h"
#include "GameRegistry.h"
#include "HexColour.h"
#include "JsonNumber.h"
#include "JsonText.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <limits>

namespace cw {

QJsonObject GameRecord::toJson() const
{
    QJsonArray seats;
    for (const SeatConfig &seat : setup.seats) {
        seats.append(QJsonObject{{QStringLiteral("name"), seat.name},
                                 {QStringLiteral("colour"), seat.colour},
                                 {QStringLiteral("controller"), controllerKey(seat.controller)}});
    }
    QJsonArray actionArray;
    for (Action action : actions)
        actionArray.append(action);
    // The seed is written as a string: JSON numbers lose precision above 2^53.
    QJsonObject json{{QStringLiteral("formatVersion"), FormatVersion},
                     {QStringLiteral("game"), setup.gameId},
                     {QStringLiteral("courseSource"), setup.courseSource},
                     {QStringLiteral("course"), setup.course},
                     {QStringLiteral("seats"), seats},
                     {QStringLiteral("seed"), QString::number(setup.seed)},
                     {QStringLiteral("actions"), actionArray}};
    // Options are optional: records of games without any stay as they were.
    if (!setup.options.isEmpty())
        json.insert(QStringLiteral("options"), setup.options);
    return json;
}

namespace {

// A string field of at most `maxLength` characters ("" when absent, as records have always
// allowed). Returns false with *error set ("seats[1].name: at most 200 characters, found 5000").
bool readString(const QJsonObject &json, const QString &key, const QString &path, int maxLength,
                QString *out, QString *error)
{
    const QJsonValue value = json.value(key);
    if (!value.isUndefined() && !value.isString()) {
        *error = GameRecord::tr("%1: not a string").arg(path);
        return false;
    }
    const QString text = value.toString();
    if (text.size() > maxLength) {
        *error = GameRecord::tr("%1: at most %2 characters, found %3")
                     .arg(path)
                     .arg(maxLength)
                     .arg(text.size());
        return false;
    }
    *out = text;
    return true;
}

} // namespace

std::optional<GameRecord> GameRecord::fromJson(const QJsonObject &json, QString *error)
{
    auto fail = [error](const QString &message) {
        *error = message;
        return std::nullopt;
    };
    const QJsonValue versionValue = json.value(QStringLiteral("formatVersion"));
    if (!versionValue.isDouble())
        return fail(tr("formatVersion: missing or not a number"));
    QString reason;
    const std::optional<qint64> version =
        JsonNumber::readWhole(versionValue, 1, JsonNumber::MaxFormatVersion, &reason);
    if (!version)
        return fail(QStringLiteral("formatVersion: %1").arg(reason));
    if (*version > FormatVersion)
        return fail(tr("formatVersion: %1 is newer than this version of Coursewright reads (%2)")
                        .arg(*version)
                        .arg(FormatVersion));

    GameRecord record;
    record.setup.gameId = json.value(QStringLiteral("game")).toString();
    const GameInfo *game = GameRegistry::find(record.setup.gameId);
    if (!game)
        return fail(tr("game: unknown game \"%1\"").arg(echoed(record.setup.gameId)));
    record.setup.gameId = game->id; // a record of an earlier version may say a former id
    if (!readString(json, QStringLiteral("courseSource"), QStringLiteral("courseSource"),
                    MaxSourceLength, &record.setup.courseSource, error))
        return std::nullopt;
    const QJsonValue course = json.value(QStringLiteral("course"));
    if (!course.isObject())
        return fail(tr("course: missing or not an object"));
    record.setup.course = course.toObject();
    const QJsonValue options = json.value(QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        return fail(tr("options: not an object"));
    record.setup.options = options.toObject();

    const QJsonValue seats = json.value(QStringLiteral("seats"));
    if (!seats.isArray() || seats.toArray().isEmpty())
        return fail(tr("seats: missing or empty"));
    const QJsonArray seatArray = seats.toArray();
    if (seatArray.size() > MaxSeats)
        return fail(tr("seats: at most %1 entries, found %2").arg(MaxSeats).arg(seatArray.size()));
    for (qsizetype i = 0; i < seatArray.size(); ++i) {
        const QJsonObject seat = seatArray.at(i).toObject();
        const QString path = QStringLiteral("seats[%1]").arg(i);
        SeatConfig config;
        if (!readString(seat, QStringLiteral("name"), path + QStringLiteral(".name"), MaxNameLength,
                        &config.name, error) ||
            !readString(seat, QStringLiteral("colour"), path + QStringLiteral(".colour"),
                        MaxNameLength, &config.colour, error))
            return std::nullopt;
        if (!HexColour::isValid(config.colour)) // as a course's lane colours are read
            return fail(
                QStringLiteral("%1.colour: %2").arg(path, HexColour::problem(config.colour)));
        const QString key = seat.value(QStringLiteral("controller")).toString();
        if (!controllerFromKey(key, &config.controller))
            return fail(tr("seats[%1].controller: \"%2\" is not human, easy, normal or hard")
                            .arg(i)
                            .arg(echoed(key)));
        record.setup.seats.append(config);
    }

    bool seedOk = false;
    const QJsonValue seed = json.value(QStringLiteral("seed"));
    record.setup.seed = seed.toString().toULongLong(&seedOk);
    if (!seedOk)
        return fail(tr("seed: missing or not a whole number in a string"));

    const QJsonValue actions = json.value(QStringLiteral("actions"));
    if (!actions.isArray())
        return fail(tr("actions: missing or not an array"));
    const QJsonArray actionArray = actions.toArray();
    if (actionArray.size() > MaxActions)
        return fail(
            tr("actions: at most %1 entries, found %2").arg(MaxActions).arg(actionArray.size()));
    record.actions.reserve(std::size_t(actionArray.size()));
    for (qsizetype i = 0; i < actionArray.size(); ++i) {
        const std::optional<qint64> action =
            JsonNumber::readWhole(actionArray.at(i), std::numeric_limits<Action>::min(),
                                  std::numeric_limits<Action>::max(), &reason);
        if (!action)
            return fail(QStringLiteral("actions[%1]: %2").arg(i).arg(reason));
        record.actions.push_back(Action(*action));
    }
    return record;
}

bool GameRecord::save(const QString &path, QString *error) const
{
    QString reason;
    if (!AtomicFile::write(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented),
                           &reason)) {
        *error = tr("%1: cannot write: %2").arg(path, reason);
        return false;
    }
    return true;
}

std::optional<GameRecord> GameRecord::load(const QString &path, QString *error)
{
    QByteArray data;
    QString reason;
    if (BoundedFile::read(path, MaxFileBytes, &data, &reason) != BoundedFile::Status::Read) {
        *error = QStringLiteral("%1: %2").arg(path, reason);
        return std::nullopt;
    }
    const std::optional<QJsonObject> json = JsonText::parseObject(data, &reason);
    if (!json) {
        *error = QStringLiteral("%1: %2").arg(path, reason);
        return std::nullopt;
    }
    std::optional<GameRecord> record = fromJson(*json, &reason);
    if (!record)
        *error = QStringLiteral("%1: %2").arg(path, reason);
    return record;
}

std::unique_ptr<Game> GameRecord::replay(int count, QString *error) const
{
    std::unique_ptr<Game> game = GameRegistry::create(setup, error);
    if (!game)
        return nullptr;
    const int limit = count < 0 ? int(actions.size()) : std::min(count, int(actions.size()));
    for (int i = 0; i < limit; ++i) {
        if (!game->isLegal(actions[std::size_t(i)])) {
            *error = tr("actions[%1]: %2 is not a legal action in that position")
                         .arg(i)
                         .arg(actions[std::size_t(i)]);
            return nullptr;
        }
        game->apply(actions[std::size_t(i)]);
    }
    return game;
}

std::uint64_t GameRecord::decisionSeed(int move) const
{
    // splitmix64's finaliser over the game's seed and the move.
    std::uint64_t z = setup.seed ^ ((std::uint64_t(move) + 1) * 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace cw
