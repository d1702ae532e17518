#pragma once

#include "VisionsCourse.h"
#include "VisionsCourseMap.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace cw::visions {

// Where a bonus line may lie on a road (docs/rules/visions.md, "Bonus lines and game length"):
// between two rows of one map tile that is neither the Start nor the Finish, both rows of the
// line's terrain (sprint lines on sprint terrain, Monarch of the Mountain lines on mountain
// terrain), one line per tile. The validator judges a road's lines with it and says where a
// misplaced one could go; the editor puts new lines where it says.
class VisionsBonusLinePlaces {
    Q_DECLARE_TR_FUNCTIONS(cw::visions::VisionsBonusLinePlaces)

public:
    // `road` and `map` (built from it) must outlive this object.
    VisionsBonusLinePlaces(const VisionsCourse &road, const VisionsCourseMap &map);

    // The terrain lines of `type` lie on.
    static RoadTerrain terrainOf(BonusLine::Type type);
    // "sprint line", "Monarch of the Mountain line", inside a sentence.
    static QString typeName(BonusLine::Type type);

    // Whether placement `placement` may hold bonus lines at all: a known tile that is neither the
    // Start nor the Finish.
    bool onRoadTile(int placement) const;
    // Whether a line of `type` may lie at boundary `row` of `placement` (between its rows
    // `row - 1` and `row`, from 0), whatever other lines there are.
    bool fits(BonusLine::Type type, int placement, int row) const;
    // The boundaries of `placement` where a line of `type` fits, in order.
    std::vector<int> rowsFor(BonusLine::Type type, int placement) const;
    // The boundary of `placement` where `type` fits that is nearest `row`, or nothing.
    std::optional<int> nearestRow(BonusLine::Type type, int placement, int row) const;
    // The index of the bonus line on `placement` other than line `except`, or -1.
    int lineOn(int placement, int except = -1) const;

    // Where a new line of `type` goes: on `preferred` when it fits there and the tile holds no
    // line, else on the first such tile of the road; at the fitting boundary nearest the middle
    // of the tile. Nothing when no tile has room.
    std::optional<BonusLine> placeFor(BonusLine::Type type, int preferred = -1) const;

    // Where a line of `type` may go, for a message: "a sprint line may lie on tile 2 (2A) or
    // tile 5 (C7B)", or, when no tile of the road has the terrain, which built-in sides do.
    QString whereText(BonusLine::Type type) const;

private:
    const VisionsCourse &m_road;
    const VisionsCourseMap &m_map;
};

} // namespace cw::visions
