#include "SalmonRiverBoard.h"

#include "core/Echoed.h"
#include "course/CourseJsonReader.h"

#include <QJsonArray>

#include <set>
#include <utility>

namespace cw::salmon {

namespace {

constexpr int MaxIdLength = SalmonRiverBoard::MaxIdLength;
constexpr int MaxNameLength = SalmonRiverBoard::MaxNameLength;

// File keys, in enum order.
const char *const TerrainKeys[] = {"land", "water", "rock", "waterfall"};
const char *const SymbolKeys[] = {
    "none",        "swim",    "doubleSwim", "drawOne",         "eagle",
    "fatigue",     "current", "rapids",     "currentOrRapids", "reeds",
    "doubleReeds", "wild",    "bearPaw"};
const char *const RoleKeys[] = {"start", "middle", "finish"};
const char *const DifficultyKeys[] = {"easy", "medium", "hard"};

template <typename Enum, std::size_t N>
bool fromKey(const char *const (&keys)[N], const QString &key, Enum *out)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (key == QLatin1String(keys[i])) {
            *out = Enum(i);
            return true;
        }
    }
    return false;
}

template <std::size_t N>
QString keyList(const char *const (&keys)[N])
{
    QStringList list;
    for (const char *key : keys)
        list.append(QStringLiteral("\"%1\"").arg(QLatin1String(key)));
    return list.join(QStringLiteral(", "));
}

// Reads an enum-valued string field; false (and a problem) when it is there but unknown.
template <typename Enum, std::size_t N>
bool readKey(CourseJsonReader &reader, const QJsonObject &object, const QString &parent,
             const QString &key, bool required, const char *const (&keys)[N], Enum *out)
{
    QString text;
    if (!reader.string(object, parent, key, required, 64, &text))
        return false;
    if (!object.contains(key))
        return true; // absent and optional
    if (fromKey(keys, text, out))
        return true;
    reader.fail(
        CourseJsonReader::path(parent, key),
        SalmonRiverBoard::tr("must be one of %1, found \"%2\"").arg(keyList(keys), echoed(text)));
    return false;
}

// Reads one entry of "hexes" into board; false when it has a problem.
bool readHex(CourseJsonReader &reader, const QJsonValue &value, const QString &path,
             SalmonRiverBoard *board, std::set<std::pair<int, int>> *seen)
{
    if (!value.isObject()) {
        reader.fail(path, SalmonRiverBoard::tr("must be an object"));
        return false;
    }
    const QJsonObject object = value.toObject();
    const QString atPath = CourseJsonReader::path(path, QStringLiteral("at"));
    const QJsonValue at = object.value(QStringLiteral("at"));
    const QJsonArray pair = at.toArray();
    if (!at.isArray() || pair.size() != 2 || !pair[0].isDouble() || !pair[1].isDouble()) {
        reader.fail(atPath, SalmonRiverBoard::tr("must be a pair of numbers [column, row]"));
        return false;
    }
    const double col = pair[0].toDouble(), row = pair[1].toDouble();
    if (!(col >= 0 && col < board->columns && row >= 0 && row < board->rows) || col != int(col) ||
        row != int(row)) {
        reader.fail(atPath,
                    SalmonRiverBoard::tr("must be a hex of the %1 × %2 board, found [%3, %4]")
                        .arg(board->columns)
                        .arg(board->rows)
                        .arg(QString::number(col, 'g', 12), QString::number(row, 'g', 12)));
        return false;
    }
    const Hex hex{int(col), int(row)};
    if (!seen->insert({hex.col, hex.row}).second) {
        reader.fail(atPath, SalmonRiverBoard::tr("hex %1 is listed twice").arg(hexLabel(hex)));
        return false;
    }

    bool ok = true;
    HexCell cell;
    cell.terrain = Terrain::Water;
    ok &=
        readKey(reader, object, path, QStringLiteral("terrain"), false, TerrainKeys, &cell.terrain);
    ok &= readKey(reader, object, path, QStringLiteral("symbol"), false, SymbolKeys, &cell.symbol);
    ok &= reader.boolean(object, path, QStringLiteral("start"), false, &cell.start);
    ok &= reader.boolean(object, path, QStringLiteral("spawn"), false, &cell.spawn);
    const QString arrowsKey = QStringLiteral("arrows");
    if (const std::optional<QJsonArray> arrows = reader.array(object, path, arrowsKey, false, 2)) {
        for (qsizetype i = 0; i < arrows->size(); ++i) {
            const QString arrowPath =
                CourseJsonReader::path(CourseJsonReader::path(path, arrowsKey), i);
            Direction direction{};
            const QByteArray key = arrows->at(i).toString().toLatin1();
            if (!arrows->at(i).isString() || !directionFromKey(key.constData(), &direction)) {
                reader.fail(arrowPath, SalmonRiverBoard::tr(
                                           "must be one of \"N\", \"NE\", \"SE\", \"S\", \"SW\", "
                                           "\"NW\""));
                ok = false;
                continue;
            }
            if (i == 1 && cell.arrows[0] == std::int8_t(direction)) {
                reader.fail(arrowPath, SalmonRiverBoard::tr("points the same way as arrow 1"));
                ok = false;
                continue;
            }
            cell.arrows[std::size_t(i)] = std::int8_t(direction);
        }
    } else if (object.contains(arrowsKey)) {
        ok = false;
    }
    if (!ok)
        return false;

    // What a hex of each terrain can carry: rocks nothing, land is not listed at all, and only
    // water is somewhere a salmon starts or spawns.
    if (cell.terrain == Terrain::Land) {
        reader.fail(CourseJsonReader::path(path, QStringLiteral("terrain")),
                    SalmonRiverBoard::tr("land hexes are not listed"));
        return false;
    }
    if (cell.terrain == Terrain::Rock && (cell.symbol != Symbol::None || cell.arrowCount() > 0)) {
        reader.fail(path, SalmonRiverBoard::tr("a rock carries no symbol and no current arrow"));
        return false;
    }
    if ((cell.start || cell.spawn) && cell.terrain != Terrain::Water) {
        reader.fail(path, SalmonRiverBoard::tr("only a water hex can be a start or spawning hex"));
        return false;
    }
    board->cell(hex) = cell;
    return true;
}

} // namespace

QString terrainKey(Terrain terrain)
{
    return QLatin1String(TerrainKeys[std::size_t(terrain)]);
}

bool terrainFromKey(const QString &key, Terrain *out)
{
    return fromKey(TerrainKeys, key, out);
}

QString symbolKey(Symbol symbol)
{
    return QLatin1String(SymbolKeys[std::size_t(symbol)]);
}

bool symbolFromKey(const QString &key, Symbol *out)
{
    return fromKey(SymbolKeys, key, out);
}

QString roleKey(BoardRole role)
{
    return QLatin1String(RoleKeys[std::size_t(role)]);
}

bool roleFromKey(const QString &key, BoardRole *out)
{
    return fromKey(RoleKeys, key, out);
}

QString difficultyKey(Difficulty difficulty)
{
    return QLatin1String(DifficultyKeys[std::size_t(difficulty)]);
}

bool difficultyFromKey(const QString &key, Difficulty *out)
{
    return fromKey(DifficultyKeys, key, out);
}

QString symbolName(Symbol symbol)
{
    switch (symbol) {
    case Symbol::None:
        return SalmonRiverBoard::tr("No symbol");
    case Symbol::Swim:
        return SalmonRiverBoard::tr("Swim");
    case Symbol::DoubleSwim:
        return SalmonRiverBoard::tr("Double Swim");
    case Symbol::DrawOne:
        return SalmonRiverBoard::tr("Draw +1");
    case Symbol::Eagle:
        return SalmonRiverBoard::tr("Eagle");
    case Symbol::Fatigue:
        return SalmonRiverBoard::tr("Fatigue");
    case Symbol::Current:
        return SalmonRiverBoard::tr("Current");
    case Symbol::Rapids:
        return SalmonRiverBoard::tr("Rapids");
    case Symbol::CurrentOrRapids:
        return SalmonRiverBoard::tr("Current or Rapids");
    case Symbol::Reeds:
        return SalmonRiverBoard::tr("Reeds");
    case Symbol::DoubleReeds:
        return SalmonRiverBoard::tr("Reeds ×2");
    case Symbol::Wild:
        return SalmonRiverBoard::tr("Wild");
    case Symbol::BearPaw:
        return SalmonRiverBoard::tr("Bear paw");
    }
    return {};
}

std::vector<int> SalmonRiverBoard::entryColumns() const
{
    std::vector<int> columnsOut;
    for (int c = 0; c < columns && rows > 0 && int(cells.size()) == columns * rows; ++c)
        if (cell({c, 0}).isRiver())
            columnsOut.push_back(c);
    return columnsOut;
}

std::vector<int> SalmonRiverBoard::exitColumns() const
{
    std::vector<int> columnsOut;
    for (int c = 0; c < columns && rows > 0 && int(cells.size()) == columns * rows; ++c)
        if (cell({c, rows - 1}).isRiver())
            columnsOut.push_back(c);
    return columnsOut;
}

QString SalmonRiverBoard::displayName() const
{
    if (!name.isEmpty())
        return name;
    switch (role) {
    case BoardRole::Start:
        return tr("Start %1").arg(id);
    case BoardRole::Finish:
        return tr("Finish %1").arg(id);
    case BoardRole::Middle:
        break;
    }
    // A board on a sheet of its own (the user's boards) is named by its id, not as a numbered
    // sheet of the box.
    const bool ownSheet = sheet == id;
    switch (difficulty) {
    case Difficulty::Easy:
        return ownSheet ? tr("%1, easy side").arg(id) : tr("Board %1, easy side").arg(sheet);
    case Difficulty::Medium:
        return ownSheet ? tr("%1, medium side").arg(id) : tr("Board %1, medium side").arg(sheet);
    case Difficulty::Hard:
        return ownSheet ? tr("%1, hard side").arg(id) : tr("Board %1, hard side").arg(sheet);
    }
    return id;
}

QJsonObject SalmonRiverBoard::toJson() const
{
    QJsonArray hexes;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const HexCell &hexCell = cell({c, r});
            if (!hexCell.isRiver())
                continue;
            QJsonObject hex{{QStringLiteral("at"), QJsonArray{c, r}},
                            {QStringLiteral("terrain"), terrainKey(hexCell.terrain)}};
            if (hexCell.symbol != Symbol::None)
                hex.insert(QStringLiteral("symbol"), symbolKey(hexCell.symbol));
            if (hexCell.arrowCount() > 0) {
                QJsonArray arrows;
                for (int i = 0; i < 2; ++i)
                    if (hexCell.arrows[std::size_t(i)] != HexCell::NoArrow)
                        arrows.append(QLatin1String(directionKey(hexCell.arrow(i))));
                hex.insert(QStringLiteral("arrows"), arrows);
            }
            if (hexCell.start)
                hex.insert(QStringLiteral("start"), true);
            if (hexCell.spawn)
                hex.insert(QStringLiteral("spawn"), true);
            hexes.append(hex);
        }
    }
    QJsonObject json{{QStringLiteral("id"), id},
                     {QStringLiteral("sheet"), sheet},
                     {QStringLiteral("role"), roleKey(role)},
                     {QStringLiteral("difficulty"), difficultyKey(difficulty)},
                     {QStringLiteral("columns"), columns},
                     {QStringLiteral("rows"), rows},
                     {QStringLiteral("hexes"), hexes}};
    if (!name.isEmpty())
        json.insert(QStringLiteral("name"), name);
    return json;
}

std::optional<SalmonRiverBoard> SalmonRiverBoard::read(const QJsonObject &json, const QString &path,
                                                       CourseProblems *problems)
{
    const qsizetype before = problems->size();
    CourseJsonReader reader(problems);
    SalmonRiverBoard board;
    if (reader.string(json, path, QStringLiteral("id"), true, MaxIdLength, &board.id) &&
        board.id.trimmed().isEmpty())
        reader.fail(CourseJsonReader::path(path, QStringLiteral("id")), tr("must not be empty"));
    reader.string(json, path, QStringLiteral("name"), false, MaxNameLength, &board.name);
    board.sheet = board.id; // a custom board is its own sheet
    reader.string(json, path, QStringLiteral("sheet"), false, MaxIdLength, &board.sheet);
    readKey(reader, json, path, QStringLiteral("role"), false, RoleKeys, &board.role);
    readKey(reader, json, path, QStringLiteral("difficulty"), false, DifficultyKeys,
            &board.difficulty);
    const bool sized =
        reader.wholeNumber(json, path, QStringLiteral("columns"), false, 1, MaxColumns,
                           &board.columns) &
        reader.wholeNumber(json, path, QStringLiteral("rows"), false, 1, MaxRows, &board.rows);
    if (!sized)
        return std::nullopt;
    board.cells.assign(std::size_t(board.columns * board.rows), HexCell{});
    const QString hexesKey = QStringLiteral("hexes");
    std::set<std::pair<int, int>> seen;
    if (const std::optional<QJsonArray> hexes =
            reader.array(json, path, hexesKey, true, qsizetype(board.columns) * board.rows)) {
        const QString hexesPath = CourseJsonReader::path(path, hexesKey);
        for (qsizetype i = 0; i < hexes->size(); ++i)
            readHex(reader, hexes->at(i), CourseJsonReader::path(hexesPath, i), &board, &seen);
    }
    if (problems->size() > before)
        return std::nullopt;
    return board;
}

} // namespace cw::salmon
