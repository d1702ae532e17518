#include "VisionsTilePainterDocument.h"

#include "VisionsChangePaintedTile.h"

#include <QJsonArray>
#include <QUndoStack>

#include <algorithm>

namespace cw::visions {

VisionsTilePainterDocument::VisionsTilePainterDocument(QObject *parent)
    : QObject(parent), m_tile(blankTile(QStringLiteral("My tile"))),
      m_undoStack(new QUndoStack(this))
{
    setTile(m_tile);
}

VisionsTile VisionsTilePainterDocument::blankTile(const QString &id, int rows)
{
    VisionsTile tile;
    tile.id = id;
    tile.name = id;
    TileSide side;
    side.side = QStringLiteral("A");
    side.rows.assign(std::size_t(rows), RoadRow{});
    tile.sides.push_back(side);
    return tile;
}

std::optional<VisionsTile> VisionsTilePainterDocument::readDraft(const QJsonObject &json,
                                                                 QString *error)
{
    // What the rules refuse but a tile being painted may be, set aside for the reader and put
    // back after it: the name, the rows when there are none, the radius.
    const QString id = json.value(QStringLiteral("id")).toString();
    QJsonObject readable = json;
    readable.insert(QStringLiteral("id"), QStringLiteral("draft"));
    QJsonArray sides = json.value(QStringLiteral("sides")).toArray();
    QJsonObject side = sides.isEmpty() ? QJsonObject() : sides.first().toObject();
    const bool noRows = side.value(QStringLiteral("rows")).toArray().isEmpty();
    QJsonObject shape = side.value(QStringLiteral("shape")).toObject();
    const std::optional<double> radius =
        shape.contains(QStringLiteral("radius"))
            ? std::optional<double>(shape.value(QStringLiteral("radius")).toDouble())
            : std::nullopt;
    if (!sides.isEmpty()) {
        if (noRows) { // one row, as a blank tile has
            const QJsonObject blank = blankTile(id, 1)
                                          .toJson()
                                          .value(QStringLiteral("sides"))
                                          .toArray()
                                          .first()
                                          .toObject();
            side.insert(QStringLiteral("rows"), blank.value(QStringLiteral("rows")));
        }
        if (radius)
            shape.insert(QStringLiteral("radius"), TileShape::MaxRadius);
        side.insert(QStringLiteral("shape"), shape);
        sides.replace(0, side);
        readable.insert(QStringLiteral("sides"), sides);
    }
    CourseProblems problems;
    std::optional<VisionsTile> tile = VisionsTile::read(readable, QString(), &problems);
    if (!tile || tile->sides.size() != 1) {
        *error = tile ? tr("a painted tile has one side")
                      : problemTexts(problems).join(QStringLiteral("; "));
        return std::nullopt;
    }
    tile->id = tile->name = id;
    if (noRows)
        tile->sides.front().rows.clear();
    if (radius) // a straight has none
        tile->sides.front().shape.radius =
            std::clamp(*radius, TileShape::MinRadius, TileShape::MaxRadius);
    return tile;
}

void VisionsTilePainterDocument::setTile(const VisionsTile &tile)
{
    m_tile = tile;
    if (m_tile.sides.empty())
        m_tile.sides.push_back(TileSide{QStringLiteral("A"), {}, {}, 0});
    CourseProblems problems;
    VisionsTile::read(m_tile.toJson(), QString(), &problems);
    m_issues = problemTexts(problems);
    // The painter has one side: its fields are named without it ("shape.radius: …").
    m_issues.replaceInStrings(QStringLiteral("sides[0]."), QString());
    emit changed();
}

bool VisionsTilePainterDocument::change(const VisionsTile &tile, const QString &text, int mergeKey)
{
    if (tile == m_tile)
        return false;
    m_undoStack->push(new VisionsChangePaintedTile(this, tile, text, mergeKey));
    return true;
}

bool VisionsTilePainterDocument::changeSide(const TileSide &side, const QString &text, int mergeKey)
{
    VisionsTile tile = m_tile;
    tile.sides.front() = side;
    return change(tile, text, mergeKey);
}

} // namespace cw::visions
