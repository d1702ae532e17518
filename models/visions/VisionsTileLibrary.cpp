#include "VisionsTileLibrary.h"

#include <QFile>
#include <QJsonDocument>

#include <algorithm>

namespace cw::visions {

namespace {

std::vector<VisionsTile> readLibrary()
{
    std::vector<VisionsTile> tiles;
    for (const QString &id : VisionsTileLibrary::ids()) {
        QFile file(QStringLiteral(":/visions/tiles/%1.json").arg(id));
        if (!file.open(QIODevice::ReadOnly)) {
            qWarning("VisionsTileLibrary: cannot open tile %s", qPrintable(id));
            continue;
        }
        CourseProblems problems;
        std::optional<VisionsTile> tile =
            VisionsTile::read(QJsonDocument::fromJson(file.readAll()).object(), id, &problems);
        if (!tile || tile->id != id) {
            qWarning("VisionsTileLibrary: tile %s: %s", qPrintable(id),
                     qPrintable(problemTexts(problems).join(QStringLiteral("; "))));
            continue;
        }
        tiles.push_back(std::move(*tile));
    }
    return tiles;
}

} // namespace

const std::vector<VisionsTile> &VisionsTileLibrary::all()
{
    static const std::vector<VisionsTile> tiles = readLibrary();
    return tiles;
}

const VisionsTile *VisionsTileLibrary::find(const QString &id)
{
    const std::vector<VisionsTile> &tiles = all();
    const auto it = std::find_if(tiles.begin(), tiles.end(),
                                 [&](const VisionsTile &tile) { return tile.id == id; });
    return it == tiles.end() ? nullptr : &*it;
}

const QStringList &VisionsTileLibrary::ids()
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

} // namespace cw::visions
