#pragma once

#include "core/CourseDocumentOf.h"
#include "cycling/CyclingRoad.h"

#include <optional>

namespace cw::cycling {

// The Visions of Rainbows road being edited ("cycling-road"). Undo commands change the road
// through setCourse(); everything else reads it (CourseDocumentOf). The selection is the road
// itself or a placed tile ("tile", its placement index); a problem's row is remembered with it
// (selectedRow) so the canvas can mark it.
class CyclingRoadDocument : public CourseDocumentOf<CyclingRoad> {
    Q_OBJECT

public:
    static QString tileElement() { return QStringLiteral("tile"); }
    // Palette entries are this prefix and a tile side: "cycling.tile:C3:A".
    static QString tileEntryPrefix() { return QStringLiteral("cycling.tile:"); }
    static QString entryId(const QString &tile, const QString &side)
    {
        return tileEntryPrefix() + tile + u':' + side;
    }

    explicit CyclingRoadDocument(const CyclingRoad &road, QObject *parent = nullptr);

    const CyclingRoad &road() const { return course(); }

    int selectedTile() const;
    // The tile row a problem named when it was selected, or -1.
    int selectedRow() const { return m_selectedRow; }
    void selectTile(int index, int row = -1);
    void selectRoad();

    // The tile a road or palette id names: the road's own and built-in tiles. nullptr when none.
    const RoadTile *findTile(const QString &id) const;
    // The other side of placement `index`'s tile, or empty when it has one side.
    QString otherSide(int index) const;

    // The editing operations the canvas, panel and palette offer, each one undo command; false
    // (nothing pushed) when it cannot be done.
    bool addTile(const TilePlacement &placement, int index = -1); // -1: after the selected tile
    bool replaceTile(int index, const TilePlacement &placement);
    bool removeTile(int index);
    bool moveTile(int index, int to);
    bool flipTile(int index);
    bool moveBonusLine(int line, int placement, int row, int mergeKey = 0);
    // The road's name (merged while `mergeKey` stays the same) and its print settings and table
    // size.
    bool rename(const QString &name, int mergeKey = 0);
    bool setPrintLayout(const RoadPrintLayout &layout);
    // Random Course: a new random road of that length (RandomRoad), from `seed`.
    void randomRoad(GameLength length, std::uint64_t seed);

    QString kindId() const override { return QStringLiteral("cycling-road"); }
    QJsonObject toJson() const override { return road().toJson(); }
    CourseSelection selectionForPath(const QString &path) const override;
    // "Tile 3 (2B)", "Bonus line 1", "Table", "Road space"; other paths as they are.
    QString describePath(const QString &path) const override;
    // Selects the tile the problem at `path` names and marks the row it names (the validator's
    // first issue at that path with a row, or the bonus line's row).
    void selectProblem(const QString &path) override;
    bool canDeleteSelection() const override { return selectedTile() >= 0; }
    void deleteSelection() override;
    bool addFromPalette(const QString &entryId, std::optional<QPointF> positionMm) override;

protected:
    void courseReplaced() override;

private:
    int m_selectedRow = -1;
};

} // namespace cw::cycling
