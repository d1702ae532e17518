#include "VisionsTile.h"

#include "core/Echoed.h"
#include "course/CourseJsonReader.h"

#include <QJsonArray>

#include <algorithm>

namespace cw::visions {

namespace {

constexpr const char *TerrainKeys[RoadTerrainCount] = {"flats", "mountain", "descent", "sprint",
                                                       "cobbles"};
constexpr int MaxIdLength = VisionsTile::MaxIdLength;
constexpr int MaxNameLength = VisionsTile::MaxNameLength;

// Rows are written as runs of equal rows, {"count": 10, "lanes": 3, …}, so a tile file stays
// short enough to read.
QJsonObject rowJson(const RoadRow &row, int count)
{
    QJsonArray pseudo;
    for (const int p : row.pseudo)
        pseudo.append(p);
    return {{QStringLiteral("count"), count},
            {QStringLiteral("lanes"), row.lanes},
            {QStringLiteral("priority"), row.priority},
            {QStringLiteral("terrain"), terrainKey(row.terrain)},
            {QStringLiteral("pseudo"), pseudo}};
}

QJsonObject shapeJson(const TileShape &shape)
{
    if (!shape.isCurve())
        return {{QStringLiteral("kind"), QStringLiteral("straight")}};
    return {{QStringLiteral("kind"), QStringLiteral("curve")},
            {QStringLiteral("turn"), shape.left ? QStringLiteral("left") : QStringLiteral("right")},
            {QStringLiteral("radius"), shape.radius}};
}

QString roleKey(TileRole role)
{
    switch (role) {
    case TileRole::Start:
        return QStringLiteral("start");
    case TileRole::Finish:
        return QStringLiteral("finish");
    case TileRole::Road:
        break;
    }
    return QStringLiteral("road");
}

class TileReader {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsTile)

public:
    TileReader(CourseProblems *problems) : m_reader(problems) {}

    bool shape(const QJsonObject &json, const QString &path, TileShape *shape)
    {
        const std::optional<QJsonObject> object =
            m_reader.object(json, path, QStringLiteral("shape"), true);
        if (!object)
            return false;
        const QString shapePath = CourseJsonReader::path(path, QStringLiteral("shape"));
        QString kind;
        if (!m_reader.string(*object, shapePath, QStringLiteral("kind"), true, 16, &kind))
            return false;
        if (kind == QLatin1String("straight")) {
            shape->kind = TileShape::Kind::Straight;
            return true;
        }
        if (kind != QLatin1String("curve")) {
            m_reader.fail(CourseJsonReader::path(shapePath, QStringLiteral("kind")),
                          tr("must be \"straight\" or \"curve\", found \"%1\"").arg(echoed(kind)));
            return false;
        }
        shape->kind = TileShape::Kind::Curve;
        QString turn;
        bool ok = m_reader.string(*object, shapePath, QStringLiteral("turn"), true, 8, &turn);
        if (ok && turn != QLatin1String("left") && turn != QLatin1String("right")) {
            m_reader.fail(CourseJsonReader::path(shapePath, QStringLiteral("turn")),
                          tr("must be \"left\" or \"right\", found \"%1\"").arg(echoed(turn)));
            ok = false;
        }
        shape->left = turn == QLatin1String("left");
        return m_reader.number(*object, shapePath, QStringLiteral("radius"), true,
                               TileShape::MinRadius, TileShape::MaxRadius, &shape->radius) &&
               ok;
    }

    // One run of rows; appends `count` copies to *rows.
    bool rowRun(const QJsonObject &json, const QString &path, int rowsSoFar,
                std::vector<RoadRow> *rows)
    {
        int count = 1;
        RoadRow row;
        bool ok = m_reader.wholeNumber(json, path, QStringLiteral("count"), false, 1,
                                       VisionsTile::MaxRows, &count);
        ok = m_reader.wholeNumber(json, path, QStringLiteral("lanes"), true, 1, RoadRow::MaxLanes,
                                  &row.lanes) &&
             ok;
        if (ok && !m_reader.wholeNumber(json, path, QStringLiteral("priority"), true, 0,
                                        row.lanes - 1, &row.priority))
            ok = false;
        QString terrain;
        if (m_reader.string(json, path, QStringLiteral("terrain"), true, 16, &terrain)) {
            if (const std::optional<RoadTerrain> t = terrainFromKey(terrain)) {
                row.terrain = *t;
            } else {
                m_reader.fail(CourseJsonReader::path(path, QStringLiteral("terrain")),
                              tr("must be flats, mountain, descent, sprint or cobbles, found "
                                 "\"%1\"")
                                  .arg(echoed(terrain)));
                ok = false;
            }
        } else {
            ok = false;
        }
        if (!ok)
            return false;
        row.pseudo.assign(std::size_t(row.lanes), 1);
        const std::optional<QJsonArray> pseudo =
            m_reader.array(json, path, QStringLiteral("pseudo"), false, RoadRow::MaxLanes);
        if (pseudo) {
            const QString pseudoPath = CourseJsonReader::path(path, QStringLiteral("pseudo"));
            if (pseudo->size() != row.lanes) {
                m_reader.fail(pseudoPath, tr("must have one entry per lane (%1), found %2")
                                              .arg(row.lanes)
                                              .arg(pseudo->size()));
                return false;
            }
            for (qsizetype i = 0; i < pseudo->size(); ++i) {
                const QJsonValue value = pseudo->at(i);
                if (!value.isDouble() || (value.toDouble() != 1 && value.toDouble() != 2)) {
                    m_reader.fail(CourseJsonReader::path(pseudoPath, i), tr("must be 1 or 2"));
                    return false;
                }
                row.pseudo[std::size_t(i)] = value.toInt();
            }
        }
        if (rowsSoFar + count > VisionsTile::MaxRows) {
            m_reader.fail(CourseJsonReader::path(path, QStringLiteral("count")),
                          tr("a tile side has at most %1 rows").arg(VisionsTile::MaxRows));
            return false;
        }
        rows->insert(rows->end(), std::size_t(count), row);
        return true;
    }

    bool side(const QJsonObject &json, const QString &path, TileRole role, TileSide *side)
    {
        bool ok = m_reader.string(json, path, QStringLiteral("side"), true, 1, &side->side);
        if (ok && side->side != QLatin1String("A") && side->side != QLatin1String("B")) {
            m_reader.fail(CourseJsonReader::path(path, QStringLiteral("side")),
                          tr("must be \"A\" or \"B\", found \"%1\"").arg(echoed(side->side)));
            ok = false;
        }
        ok = shape(json, path, &side->shape) && ok;
        const QString rowsKey = QStringLiteral("rows");
        if (const std::optional<QJsonArray> runs =
                m_reader.array(json, path, rowsKey, true, VisionsTile::MaxRows)) {
            const QString rowsPath = CourseJsonReader::path(path, rowsKey);
            for (qsizetype i = 0; i < runs->size(); ++i) {
                const QString runPath = CourseJsonReader::path(rowsPath, i);
                if (!runs->at(i).isObject()) {
                    m_reader.fail(runPath, tr("must be an object"));
                    ok = false;
                    continue;
                }
                ok = rowRun(runs->at(i).toObject(), runPath, int(side->rows.size()), &side->rows) &&
                     ok;
            }
            if (ok && side->rows.empty()) {
                m_reader.fail(rowsPath, tr("a tile side needs at least one row"));
                ok = false;
            }
        } else {
            ok = false;
        }
        if (role == TileRole::Start && ok)
            ok = m_reader.wholeNumber(json, path, QStringLiteral("startRows"), true, 1,
                                      int(side->rows.size()), &side->startRows);
        if (ok && side->shape.isCurve()) {
            int widest = 0;
            for (const RoadRow &row : side->rows)
                widest = std::max(widest, row.lanes);
            if (side->shape.radius < widest / 2.0 + 0.5) {
                m_reader.fail(
                    CourseJsonReader::path(CourseJsonReader::path(path, QStringLiteral("shape")),
                                           QStringLiteral("radius")),
                    tr("must be at least %1: half the widest row and half a space")
                        .arg(widest / 2.0 + 0.5));
                ok = false;
            }
        }
        return ok;
    }

    CourseJsonReader &reader() { return m_reader; }

private:
    CourseJsonReader m_reader;
};

} // namespace

QString terrainKey(RoadTerrain terrain)
{
    return QString::fromLatin1(TerrainKeys[int(terrain)]);
}

std::optional<RoadTerrain> terrainFromKey(const QString &key)
{
    for (int i = 0; i < RoadTerrainCount; ++i)
        if (key == QLatin1String(TerrainKeys[i]))
            return RoadTerrain(i);
    return std::nullopt;
}

const TileSide *VisionsTile::findSide(const QString &side) const
{
    const auto it =
        std::find_if(sides.begin(), sides.end(), [&](const TileSide &s) { return s.side == side; });
    return it == sides.end() ? nullptr : &*it;
}

QJsonObject VisionsTile::toJson() const
{
    QJsonArray sideArray;
    for (const TileSide &side : sides) {
        QJsonArray runs;
        for (std::size_t i = 0; i < side.rows.size();) {
            std::size_t end = i + 1;
            while (end < side.rows.size() && side.rows[end] == side.rows[i])
                ++end;
            runs.append(rowJson(side.rows[i], int(end - i)));
            i = end;
        }
        QJsonObject sideJson{{QStringLiteral("side"), side.side},
                             {QStringLiteral("shape"), shapeJson(side.shape)},
                             {QStringLiteral("rows"), runs}};
        if (role == TileRole::Start)
            sideJson.insert(QStringLiteral("startRows"), side.startRows);
        sideArray.append(sideJson);
    }
    QJsonObject json{{QStringLiteral("id"), id},
                     {QStringLiteral("role"), roleKey(role)},
                     {QStringLiteral("pieces"), pieces},
                     {QStringLiteral("sides"), sideArray}};
    if (!name.isEmpty())
        json.insert(QStringLiteral("name"), name);
    return json;
}

std::optional<VisionsTile> VisionsTile::read(const QJsonObject &json, const QString &path,
                                             CourseProblems *problems)
{
    const qsizetype before = problems->size();
    TileReader tiles(problems);
    CourseJsonReader &reader = tiles.reader();
    VisionsTile tile;
    if (reader.string(json, path, QStringLiteral("id"), true, MaxIdLength, &tile.id) &&
        tile.id.trimmed().isEmpty())
        reader.fail(CourseJsonReader::path(path, QStringLiteral("id")), tr("must not be empty"));
    reader.string(json, path, QStringLiteral("name"), false, MaxNameLength, &tile.name);
    QString role = QStringLiteral("road");
    if (reader.string(json, path, QStringLiteral("role"), false, 16, &role)) {
        if (role == QLatin1String("start"))
            tile.role = TileRole::Start;
        else if (role == QLatin1String("finish"))
            tile.role = TileRole::Finish;
        else if (role != QLatin1String("road"))
            reader.fail(CourseJsonReader::path(path, QStringLiteral("role")),
                        tr("must be start, road or finish, found \"%1\"").arg(echoed(role)));
    }
    reader.wholeNumber(json, path, QStringLiteral("pieces"), false, 1, MaxPieces, &tile.pieces);
    const QString sidesKey = QStringLiteral("sides");
    if (const std::optional<QJsonArray> sides = reader.array(json, path, sidesKey, true, 2)) {
        const QString sidesPath = CourseJsonReader::path(path, sidesKey);
        for (qsizetype i = 0; i < sides->size(); ++i) {
            const QString sidePath = CourseJsonReader::path(sidesPath, i);
            TileSide side;
            if (!sides->at(i).isObject())
                reader.fail(sidePath, tr("must be an object"));
            else if (tiles.side(sides->at(i).toObject(), sidePath, tile.role, &side))
                tile.sides.push_back(std::move(side));
        }
        if (sides->isEmpty())
            reader.fail(sidesPath, tr("a tile needs at least one side"));
        else if (tile.sides.size() == 2 && tile.sides[0].side == tile.sides[1].side)
            reader.fail(sidesPath, tr("the two sides must be \"A\" and \"B\""));
    }
    if (problems->size() > before)
        return std::nullopt;
    return tile;
}

} // namespace cw::visions
