#pragma once

#include "VisionsTile.h"
#include "course/CourseKind.h"
#include "course/PageSpec.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace cw::visions {

// One tile of a road: which tile, which side up.
struct TilePlacement {
    QString tile; // a VisionsTile id, from the built-in library or the road's customTiles
    QString side = QStringLiteral("A");
    bool operator==(const TilePlacement &) const = default;
};

// A bonus line (docs/rules/visions.md, "Bonus lines and game length"): a sprint line or a Monarch
// of the Mountain line, lying on placement `placement` between its rows `row - 1` and `row`
// (0-based, so 1 … rows - 1).
struct BonusLine {
    enum class Type : std::uint8_t { Sprint, Mountain };
    Type type = Type::Sprint;
    int placement = 0;
    int row = 1;
    bool operator==(const BonusLine &) const = default;
};

// The game length class (rulebook, "Game length reference").
enum class GameLength : std::uint8_t { Short, Medium, Long };
QString lengthKey(GameLength length);

// How the road is printed and laid out: the size of a road space (lane width and row length,
// sized for 20 mm rider chits), the paper, and the table it must fit.
struct RoadPrintLayout {
    static constexpr double MinSpaceMm = 15;
    static constexpr double MaxSpaceMm = 60;
    static constexpr double MinTableCm = 30;
    static constexpr double MaxTableCm = 1000;

    double spaceMm = 22;
    PageSpec page{Paper::A4, true};
    double tableWidthCm = 180;
    double tableDepthCm = 90;
    bool operator==(const RoadPrintLayout &) const = default;
};

// A Visions of Rainbows road, the "visions-road" course kind: tiles placed one after the other
// from the Start to the Finish, each joined to the previous one's exit. Tiles the road uses that
// are not in the built-in library travel inside it (customTiles), so a road file is complete on
// its own. The rows are VisionsCourseMap; the table layout VisionsCourseGeometry; the rules
// VisionsCourseValidator.
struct VisionsCourse {
    static constexpr int FormatVersion = 1;
    static constexpr int MaxTiles = 40;
    static constexpr int MaxCustomTiles = 32;
    static constexpr int MaxBonusLinesRead = 40; // the rules allow 5; more are read and reported

    QString name;
    std::vector<TilePlacement> tiles;
    std::vector<BonusLine> bonusLines;
    std::optional<GameLength> length; // nullopt: derived from the straights (lengthClass())
    std::vector<VisionsTile> customTiles;
    RoadPrintLayout print;

    // The tile with that id: the road's own custom tiles first, then the built-in library;
    // nullptr when neither has it.
    const VisionsTile *findTile(const QString &id) const;
    // The side a placement puts up, or nullptr when the tile or side is unknown.
    const TileSide *sideOf(const TilePlacement &placement) const;
    // The intermediate straight tiles: road tiles (not start or finish) that are straights.
    int straightCount() const;
    // `length`, or from the straights (docs/rules/visions.md, "Bonus lines and game length": up to
    // 3 short, 4-5 medium, 6 or more long).
    GameLength lengthClass() const;

    QJsonObject toJson() const;
    // Reads the structure of a road of the current format version. Returns nullopt and appends
    // the problems, each named by its JSON path, when it cannot be read. Unknown tiles and every
    // rule are VisionsCourseValidator's, so that the editor can still open the road.
    static std::optional<VisionsCourse> read(const QJsonObject &json, CourseProblems *problems);
    // read() and then the rules' errors: the road a game can be played on, or nullopt.
    static std::optional<VisionsCourse> fromJson(const QJsonObject &json, CourseProblems *problems);
    // The rules (VisionsCourseValidator): errors make the road unplayable, warnings advise.
    CourseProblems validate(const CourseCheckOptions &options = {}) const;

    bool operator==(const VisionsCourse &) const = default;

    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsCourse)
};

} // namespace cw::visions
