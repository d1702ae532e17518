#include "SalmonTmxWriter.h"

#include "core/WriterName.h"

#include <QXmlStreamWriter>

namespace cw::salmon {

namespace RiverTiles {

int riverTile(const HexCell &cell)
{
    if (cell.terrain == Terrain::Water && cell.spawn)
        return SpawnTile;
    if (cell.terrain == Terrain::Water && cell.start)
        return StartTile;
    return int(cell.terrain);
}

int symbolTile(const HexCell &cell)
{
    if (!cell.isRiver() || cell.symbol == Symbol::None)
        return -1;
    return FirstSymbolTile + int(cell.symbol) - 1;
}

int currentTile(const HexCell &cell)
{
    if (!cell.isRiver())
        return -1;
    const int first = cell.arrows[0], second = cell.arrows[1];
    if (first == HexCell::NoArrow && second == HexCell::NoArrow)
        return -1;
    if (first == HexCell::NoArrow || second == HexCell::NoArrow || first == second)
        return FirstArrowTile + (first == HexCell::NoArrow ? second : first);
    return FirstArrowPairTile + first * (DirectionCount - 1) +
           (second > first ? second - 1 : second);
}

Layer tileLayer(int index)
{
    if (index < FirstSymbolTile)
        return Layer::River;
    if (index < FirstArrowTile)
        return Layer::Symbols;
    return Layer::Currents;
}

HexCell tileCell(int index)
{
    HexCell cell;
    cell.terrain = Terrain::Water;
    if (index < FirstSymbolTile) {
        cell.terrain = index < StartTile ? Terrain(index) : Terrain::Water;
        cell.start = index == StartTile;
        cell.spawn = index == SpawnTile;
    } else if (index < FirstArrowTile) {
        cell.symbol = Symbol(index - FirstSymbolTile + 1);
    } else if (index < FirstArrowPairTile) {
        cell.arrows[0] = std::int8_t(index - FirstArrowTile);
    } else if (index < Count) {
        const int pair = index - FirstArrowPairTile;
        const int first = pair / (DirectionCount - 1), rest = pair % (DirectionCount - 1);
        cell.arrows[0] = std::int8_t(first);
        cell.arrows[1] = std::int8_t(rest >= first ? rest + 1 : rest);
    }
    return cell;
}

} // namespace RiverTiles

int SalmonTmxWriter::mapWidthPx(int columns)
{
    using namespace RiverTiles;
    // Tiled: each column moves (tile width + side) / 2; the last one adds the rest of its tile.
    return columns * (TileWidth + HexSide) / 2 + (TileWidth - HexSide) / 2;
}

int SalmonTmxWriter::mapHeightPx(int columns, int rows)
{
    using namespace RiverTiles;
    return rows * TileHeight + (columns > 1 ? TileHeight / 2 : 0);
}

QByteArray SalmonTmxWriter::write(const SalmonCourseMap &river, const QString &name,
                                  const QString &tilesetImage)
{
    using namespace RiverTiles;
    const int columns = river.columns(), rows = river.rows();
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("map"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.8"));
    xml.writeAttribute(QStringLiteral("orientation"), QStringLiteral("hexagonal"));
    xml.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(columns));
    xml.writeAttribute(QStringLiteral("height"), QString::number(rows));
    xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(TileWidth));
    xml.writeAttribute(QStringLiteral("tileheight"), QString::number(TileHeight));
    xml.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
    xml.writeAttribute(QStringLiteral("hexsidelength"), QString::number(HexSide));
    xml.writeAttribute(QStringLiteral("staggeraxis"), QStringLiteral("x"));
    // Rows are flipped (row 0 of the map is our top row): our raised odd columns become the
    // higher ones, so the even columns are the staggered (lowered) ones.
    xml.writeAttribute(QStringLiteral("staggerindex"), QStringLiteral("even"));
    xml.writeAttribute(QStringLiteral("nextlayerid"), QStringLiteral("4"));
    xml.writeAttribute(QStringLiteral("nextobjectid"), QStringLiteral("1"));

    xml.writeStartElement(QStringLiteral("properties"));
    xml.writeStartElement(QStringLiteral("property"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("name"));
    xml.writeAttribute(QStringLiteral("value"), name);
    xml.writeEndElement();
    // Who wrote the map: a later export replaces only a map it wrote (render/print/ExportMarks).
    xml.writeStartElement(QStringLiteral("property"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("generator"));
    xml.writeAttribute(QStringLiteral("value"), writerName());
    xml.writeEndElement();
    xml.writeEndElement();

    xml.writeStartElement(QStringLiteral("tileset"));
    xml.writeAttribute(QStringLiteral("firstgid"), QStringLiteral("1"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("salmon-river"));
    xml.writeAttribute(QStringLiteral("tilewidth"), QString::number(TileWidth));
    xml.writeAttribute(QStringLiteral("tileheight"), QString::number(TileHeight));
    xml.writeAttribute(QStringLiteral("tilecount"), QString::number(Count));
    xml.writeAttribute(QStringLiteral("columns"), QString::number(Columns));
    xml.writeStartElement(QStringLiteral("image"));
    xml.writeAttribute(QStringLiteral("source"), tilesetImage);
    xml.writeAttribute(QStringLiteral("width"), QString::number(Columns * TileWidth));
    xml.writeAttribute(QStringLiteral("height"), QString::number(Rows * TileHeight));
    xml.writeEndElement(); // image
    xml.writeEndElement(); // tileset

    const auto writeLayer = [&](int id, const QString &layerName, int (*tile)(const HexCell &)) {
        xml.writeStartElement(QStringLiteral("layer"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(id));
        xml.writeAttribute(QStringLiteral("name"), layerName);
        xml.writeAttribute(QStringLiteral("width"), QString::number(columns));
        xml.writeAttribute(QStringLiteral("height"), QString::number(rows));
        xml.writeStartElement(QStringLiteral("data"));
        xml.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
        QString csv = QStringLiteral("\n");
        for (int y = 0; y < rows; ++y) {
            const int row = rows - 1 - y; // map row 0 is the most upstream row
            for (int col = 0; col < columns; ++col) {
                csv += QString::number(tile(river.at({col, row})) + 1);
                if (y + 1 < rows || col + 1 < columns)
                    csv += QLatin1Char(',');
            }
            csv += QLatin1Char('\n');
        }
        xml.writeCharacters(csv);
        xml.writeEndElement(); // data
        xml.writeEndElement(); // layer
    };
    writeLayer(1, QStringLiteral("river"), &riverTile);
    writeLayer(2, QStringLiteral("symbols"), &symbolTile);
    writeLayer(3, QStringLiteral("currents"), &currentTile);
    xml.writeEndElement(); // map
    xml.writeEndDocument();
    return out;
}

} // namespace cw::salmon
