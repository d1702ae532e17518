#include "VisionsCourse.h"

#include "VisionsCourseValidator.h"
#include "VisionsTileLibrary.h"
#include "core/Echoed.h"
#include "course/CourseHeader.h"
#include "course/CourseKindOf.h"

#include <QJsonArray>

#include <algorithm>
#include <set>

namespace cw::visions {

namespace {

// docs/rules/visions.md, "Bonus lines and game length": up to 3 intermediate straights is a short
// game, 4-5 medium.
constexpr int MaxShortStraights = 3;
constexpr int MaxMediumStraights = 5;

QString bonusKey(BonusLine::Type type)
{
    return type == BonusLine::Type::Sprint ? QStringLiteral("sprint") : QStringLiteral("mountain");
}

void readPlacements(const QJsonObject &json, CourseJsonReader &reader, VisionsCourse *road)
{
    const QString key = QStringLiteral("tiles");
    const std::optional<QJsonArray> tiles =
        reader.array(json, {}, key, true, VisionsCourse::MaxTiles);
    if (!tiles)
        return;
    for (qsizetype i = 0; i < tiles->size(); ++i) {
        const QString path = CourseJsonReader::path(key, i);
        if (!tiles->at(i).isObject()) {
            reader.fail(path, VisionsCourse::tr("must be an object"));
            continue;
        }
        const QJsonObject object = tiles->at(i).toObject();
        TilePlacement placement;
        const bool tileOk =
            reader.string(object, path, QStringLiteral("tile"), true, 32, &placement.tile);
        bool sideOk =
            reader.string(object, path, QStringLiteral("side"), false, 1, &placement.side);
        if (sideOk && placement.side != QLatin1String("A") &&
            placement.side != QLatin1String("B")) {
            reader.fail(CourseJsonReader::path(path, QStringLiteral("side")),
                        VisionsCourse::tr("must be \"A\" or \"B\", found \"%1\"")
                            .arg(echoed(placement.side)));
            sideOk = false;
        }
        if (tileOk && sideOk)
            road->tiles.push_back(placement);
    }
}

void readBonusLines(const QJsonObject &json, CourseJsonReader &reader, VisionsCourse *road)
{
    const QString key = QStringLiteral("bonusLines");
    const std::optional<QJsonArray> lines =
        reader.array(json, {}, key, false, VisionsCourse::MaxBonusLinesRead);
    if (!lines)
        return;
    for (qsizetype i = 0; i < lines->size(); ++i) {
        const QString path = CourseJsonReader::path(key, i);
        if (!lines->at(i).isObject()) {
            reader.fail(path, VisionsCourse::tr("must be an object"));
            continue;
        }
        const QJsonObject object = lines->at(i).toObject();
        BonusLine line;
        QString type;
        bool ok = reader.string(object, path, QStringLiteral("type"), true, 16, &type);
        if (ok && type != QLatin1String("sprint") && type != QLatin1String("mountain")) {
            reader.fail(CourseJsonReader::path(path, QStringLiteral("type")),
                        VisionsCourse::tr("must be \"sprint\" or \"mountain\", found \"%1\"")
                            .arg(echoed(type)));
            ok = false;
        }
        line.type =
            type == QLatin1String("sprint") ? BonusLine::Type::Sprint : BonusLine::Type::Mountain;
        ok = reader.wholeNumber(object, path, QStringLiteral("tile"), true, 0,
                                VisionsCourse::MaxTiles - 1, &line.placement) &&
             ok;
        ok = reader.wholeNumber(object, path, QStringLiteral("row"), true, 1,
                                VisionsTile::MaxRows - 1, &line.row) &&
             ok;
        if (ok)
            road->bonusLines.push_back(line);
    }
}

void readCustomTiles(const QJsonObject &json, CourseJsonReader &reader, CourseProblems *problems,
                     VisionsCourse *road)
{
    const QString key = QStringLiteral("customTiles");
    const std::optional<QJsonArray> custom =
        reader.array(json, {}, key, false, VisionsCourse::MaxCustomTiles);
    if (!custom)
        return;
    std::set<QString> ids;
    for (qsizetype i = 0; i < custom->size(); ++i) {
        const QString path = CourseJsonReader::path(key, i);
        if (!custom->at(i).isObject()) {
            reader.fail(path, VisionsCourse::tr("must be an object"));
            continue;
        }
        std::optional<VisionsTile> tile =
            VisionsTile::read(custom->at(i).toObject(), path, problems);
        if (!tile)
            continue;
        if (!ids.insert(tile->id).second) {
            reader.fail(CourseJsonReader::path(path, QStringLiteral("id")),
                        VisionsCourse::tr("another custom tile already has the id \"%1\"")
                            .arg(echoed(tile->id)));
            continue;
        }
        road->customTiles.push_back(std::move(*tile));
    }
}

void readLayout(const QJsonObject &json, CourseJsonReader &reader, VisionsCourse *road)
{
    RoadPrintLayout &layout = road->print;
    const QString printKey = QStringLiteral("print");
    if (const std::optional<QJsonObject> print = reader.object(json, {}, printKey, false)) {
        reader.number(*print, printKey, QStringLiteral("spaceMm"), false,
                      RoadPrintLayout::MinSpaceMm, RoadPrintLayout::MaxSpaceMm, &layout.spaceMm);
        CourseHeader::readPage(*print, printKey, reader, &layout.page);
    }
    const QString tableKey = QStringLiteral("table");
    if (const std::optional<QJsonObject> table = reader.object(json, {}, tableKey, false)) {
        reader.number(*table, tableKey, QStringLiteral("widthCm"), false,
                      RoadPrintLayout::MinTableCm, RoadPrintLayout::MaxTableCm,
                      &layout.tableWidthCm);
        reader.number(*table, tableKey, QStringLiteral("depthCm"), false,
                      RoadPrintLayout::MinTableCm, RoadPrintLayout::MaxTableCm,
                      &layout.tableDepthCm);
    }
}

} // namespace

QString lengthKey(GameLength length)
{
    switch (length) {
    case GameLength::Short:
        return QStringLiteral("short");
    case GameLength::Medium:
        return QStringLiteral("medium");
    case GameLength::Long:
        break;
    }
    return QStringLiteral("long");
}

const VisionsTile *VisionsCourse::findTile(const QString &id) const
{
    const auto it = std::find_if(customTiles.begin(), customTiles.end(),
                                 [&](const VisionsTile &tile) { return tile.id == id; });
    return it != customTiles.end() ? &*it : VisionsTileLibrary::find(id);
}

const TileSide *VisionsCourse::sideOf(const TilePlacement &placement) const
{
    const VisionsTile *tile = findTile(placement.tile);
    return tile ? tile->findSide(placement.side) : nullptr;
}

int VisionsCourse::straightCount() const
{
    int count = 0;
    for (const TilePlacement &placement : tiles) {
        const VisionsTile *tile = findTile(placement.tile);
        const TileSide *side = sideOf(placement);
        if (tile && side && tile->role == TileRole::Road && !side->shape.isCurve())
            ++count;
    }
    return count;
}

GameLength VisionsCourse::lengthClass() const
{
    if (length)
        return *length;
    const int straights = straightCount();
    if (straights <= MaxShortStraights)
        return GameLength::Short;
    return straights <= MaxMediumStraights ? GameLength::Medium : GameLength::Long;
}

QJsonObject VisionsCourse::toJson() const
{
    QJsonArray placements;
    for (const TilePlacement &placement : tiles)
        placements.append(QJsonObject{{QStringLiteral("tile"), placement.tile},
                                      {QStringLiteral("side"), placement.side}});
    QJsonArray lines;
    for (const BonusLine &line : bonusLines)
        lines.append(QJsonObject{{QStringLiteral("type"), bonusKey(line.type)},
                                 {QStringLiteral("tile"), line.placement},
                                 {QStringLiteral("row"), line.row}});
    QJsonArray custom;
    for (const VisionsTile &tile : customTiles)
        custom.append(tile.toJson());
    QJsonObject printJson{{QStringLiteral("spaceMm"), print.spaceMm}};
    CourseHeader::writePage(print.page, &printJson);
    QJsonObject json = CourseHeader::write(QStringLiteral("visions-road"), FormatVersion, name);
    json.insert(QStringLiteral("tiles"), placements);
    json.insert(QStringLiteral("bonusLines"), lines);
    if (length)
        json.insert(QStringLiteral("length"), lengthKey(*length));
    json.insert(QStringLiteral("customTiles"), custom);
    json.insert(QStringLiteral("print"), printJson);
    json.insert(QStringLiteral("table"),
                QJsonObject{{QStringLiteral("widthCm"), print.tableWidthCm},
                            {QStringLiteral("depthCm"), print.tableDepthCm}});
    return json;
}

std::optional<VisionsCourse> VisionsCourse::read(const QJsonObject &json, CourseProblems *problems)
{
    const qsizetype before = problems->size();
    CourseJsonReader reader(problems);
    VisionsCourse road;
    CourseHeader::read(json, reader, QStringLiteral("visions-road"), FormatVersion, &road.name);
    readPlacements(json, reader, &road);
    readBonusLines(json, reader, &road);
    QString length;
    if (reader.string(json, {}, QStringLiteral("length"), false, 16, &length) &&
        !length.isEmpty()) {
        for (const GameLength candidate : {GameLength::Short, GameLength::Medium, GameLength::Long})
            if (length == lengthKey(candidate))
                road.length = candidate;
        if (!road.length)
            reader.fail(QStringLiteral("length"),
                        tr("must be short, medium or long, found \"%1\"").arg(echoed(length)));
    }
    readCustomTiles(json, reader, problems, &road);
    readLayout(json, reader, &road);
    if (problems->size() > before)
        return std::nullopt;
    return road;
}

std::optional<VisionsCourse> VisionsCourse::fromJson(const QJsonObject &json,
                                                     CourseProblems *problems)
{
    return CourseKindOf<VisionsCourse>::playable(json, problems);
}

CourseProblems VisionsCourse::validate(const CourseCheckOptions &options) const
{
    return VisionsCourseValidator(*this, options).problems();
}

} // namespace cw::visions
