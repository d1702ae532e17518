#pragma once

#include "core/CourseDocumentOf.h"
#include "visions/VisionsCourse.h"

#include <optional>

namespace cw::visions {

// The Visions of Rainbows road being edited ("visions-road"). Undo commands change the road
// through setCourse(); everything else reads it (CourseDocumentOf). The selection is the road
// itself, a placed tile ("tile", its placement index) or a bonus line ("bonusLine", its index in
// the road's list); a problem's row is remembered with a tile (selectedRow) so the canvas can mark
// it. What the palette adds (tiles and bonus lines) and where a drop puts it are
// VisionsPaletteDrop's.
class VisionsCourseDocument : public CourseDocumentOf<VisionsCourse> {
    Q_OBJECT

public:
    static QString tileElement() { return QStringLiteral("tile"); }
    static QString bonusLineElement() { return QStringLiteral("bonusLine"); }
    // A tile or a bonus line as a selection; the road itself for an index below 0.
    static CourseSelection tileSelection(int index);
    static CourseSelection bonusLineSelection(int line);

    explicit VisionsCourseDocument(const VisionsCourse &road, QObject *parent = nullptr);

    const VisionsCourse &road() const { return course(); }

    int selectedTile() const;
    int selectedBonusLine() const;
    // The tile row a problem named when it was selected, or -1.
    int selectedRow() const { return m_selectedRow; }
    void selectTile(int index, int row = -1);
    void selectBonusLine(int line);
    void selectRoad();
    // Selects a tile or a bonus line that exists, else the road.
    void select(const CourseSelection &selection);

    // The tile a road or palette id names: the road's own and built-in tiles. nullptr when none.
    const VisionsTile *findTile(const QString &id) const;
    // The other side of placement `index`'s tile, or empty when it has one side.
    QString otherSide(int index) const;

    // The editing operations the canvas, panel and palette offer, each one undo command; false
    // (nothing pushed) when it cannot be done.
    bool addTile(const TilePlacement &placement, int index = -1); // -1: after the selected tile
    // Replacing or flipping a tile keeps its bonus lines where they fit the new side
    // (VisionsCourseEdits); message() says which moved or went.
    bool replaceTile(int index, const TilePlacement &placement);
    bool removeTile(int index);
    bool moveTile(int index, int to);
    bool flipTile(int index);
    // Where the index of a new tile goes when none is given: after the selected tile (or the
    // selected bonus line's), else before the Finish the road ends with, else at the end.
    int insertionIndex(const VisionsTile &tile) const;

    // A new bonus line exactly as given (the validator judges it). Where a palette's line goes
    // is VisionsPaletteDrop's to decide.
    bool addBonusLineAt(const BonusLine &line);
    bool removeBonusLine(int line);
    bool setBonusLineType(int line, BonusLine::Type type);
    bool moveBonusLine(int line, int placement, int row, int mergeKey = 0);

    // The road's name (merged while `mergeKey` stays the same) and its print settings and table
    // size.
    bool rename(const QString &name, int mergeKey = 0);
    bool setPrintLayout(const RoadPrintLayout &layout);
    // Random Course: a new random road of that length (VisionsRandomCourse), from `seed`.
    void randomRoad(GameLength length, std::uint64_t seed);

    QString kindId() const override { return QStringLiteral("visions-road"); }
    QJsonObject toJson() const override { return road().toJson(); }
    CourseSelection selectionForPath(const QString &path) const override;
    // "Tile 3 (2B)", "Bonus line 1", "Table", "Road space"; other paths as they are.
    QString describePath(const QString &path) const override;
    // Selects the tile or bonus line the problem at `path` names and marks the row it names (the
    // validator's first issue at that path with a row).
    void selectProblem(const QString &path) override;
    bool canDeleteSelection() const override;
    void deleteSelection() override;
    bool addFromPalette(const QString &entryId, std::optional<QPointF> positionMm,
                        DropMode mode = DropMode::Insert) override;
    DropOutcome dropOutcome(const QString &entryId, const QPointF &positionMm,
                            DropMode mode) const override;

protected:
    void courseReplaced() override;

private:
    // After a replace or a flip of `index`: which of its bonus lines moved or went.
    void reportRefitLines(const VisionsCourse &before, int index);

    int m_selectedRow = -1;
};

} // namespace cw::visions
