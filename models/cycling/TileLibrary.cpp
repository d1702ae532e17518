#include "TileLibrary.h"

#include <QFile>
#include <QJsonDocument>

#include <algorithm>

namespace cw::cycling {

namespace {

std::vector<RoadTile> readLibrary()
{
    std::vector<RoadTile> tiles;
    for (const QString &id : TileLibrary::ids()) {
        QFile file(QStringLiteral(":/cycling/tiles/%1.json").arg(id));
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning("TileLibrary: cannot open tile %s", qPrintable(id));
            continue;
        }
        CourseProblems problems;
        std::optional<RoadTile> tile =
            RoadTile::read(QJsonDocument::fromJson(file.readAll()).object(), id, &problems);
        if (!tile || tile->id != id) {
            qWarning("TileLibrary: tile %s: %s", qPrintable(id),
                     qPrintable(problemTexts(problems).join(QStringLiteral("; "))));
            continue;
        }
        tiles.push_back(std::move(*tile));
    }
    return tiles;
}

} // namespace

const std::vector<RoadTile> &TileLibrary::all()
{
    static const std::vector<RoadTile> tiles = readLibrary();
    return tiles;
}

const RoadTile *TileLibrary::find(const QString &id)
{
    const std::vector<RoadTile> &tiles = all();
    const auto it = std::find_if(tiles.begin(), tiles.end(),
                                 [&](const RoadTile &tile) { return tile.id == id; });
    return it == tiles.end() ? nullptr : &*it;
}

const QStringList &TileLibrary::ids()
{
    static const QStringList list = [] {
        QStringList ids{QStringLiteral("S")};
        for (int number = 1; number <= 6; ++number)
            ids << QString::number(number);
        for (int number = 1; number <= 7; ++number)
            ids << QStringLiteral("C%1").arg(number);
        ids << QStringLiteral("F");
        return ids;
    }();
    return list;
}

} // namespace cw::cycling
