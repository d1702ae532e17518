#include "TilePainterDocument.h"

#include "ChangePaintedTile.h"

#include <QUndoStack>

namespace cw::cycling {

TilePainterDocument::TilePainterDocument(QObject *parent)
    : QObject(parent), m_tile(blankTile(QStringLiteral("My tile"))),
      m_undoStack(new QUndoStack(this))
{
    setTile(m_tile);
}

RoadTile TilePainterDocument::blankTile(const QString &id, int rows)
{
    RoadTile tile;
    tile.id = id;
    tile.name = id;
    TileSide side;
    side.side = QStringLiteral("A");
    side.rows.assign(std::size_t(rows), RoadRow{});
    tile.sides.push_back(side);
    return tile;
}

void TilePainterDocument::setTile(const RoadTile &tile)
{
    m_tile = tile;
    if (m_tile.sides.empty())
        m_tile.sides.push_back(TileSide{QStringLiteral("A"), {}, {}, 0});
    CourseProblems problems;
    RoadTile::read(m_tile.toJson(), QString(), &problems);
    m_issues = problemTexts(problems);
    // The painter has one side: its fields are named without it ("shape.radius: …").
    m_issues.replaceInStrings(QStringLiteral("sides[0]."), QString());
    emit changed();
}

bool TilePainterDocument::change(const RoadTile &tile, const QString &text, int mergeKey)
{
    if (tile == m_tile)
        return false;
    m_undoStack->push(new ChangePaintedTile(this, tile, text, mergeKey));
    return true;
}

bool TilePainterDocument::changeSide(const TileSide &side, const QString &text, int mergeKey)
{
    RoadTile tile = m_tile;
    tile.sides.front() = side;
    return change(tile, text, mergeKey);
}

} // namespace cw::cycling
