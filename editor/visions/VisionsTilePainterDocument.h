#pragma once

#include "visions/VisionsTile.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <optional>

class QUndoStack;

namespace cw::visions {

// A custom tile being painted in the tile painter: the tile (one side, "A"), its own undo stack
// (every change is a VisionsChangePaintedTile command) and the live check. The check is the tile
// rules of the reader every road file goes through (VisionsTile::read on the tile's JSON), so the
// painter and a road file judge a tile alike: rows, lanes, priority lane, pseudo-spaces, the
// curve's radius against the widest row.
class VisionsTilePainterDocument : public QObject {
    Q_OBJECT
public:
    explicit VisionsTilePainterDocument(QObject *parent = nullptr);

    const VisionsTile &tile() const { return m_tile; }
    const TileSide &side() const { return m_tile.sides.front(); }
    QUndoStack *undoStack() const { return m_undoStack; }
    // For undo commands: replaces the tile, checks it again and emits changed().
    void setTile(const VisionsTile &tile);

    // The edits the painter offers, each one undo command; `mergeKey` other than 0 folds
    // successive edits with the same key (a spin box's steps, typing) into one. False (nothing
    // pushed) when nothing changes.
    bool change(const VisionsTile &tile, const QString &text, int mergeKey = 0);
    bool changeSide(const TileSide &side, const QString &text, int mergeKey = 0);

    // The problems of the tile, "shape.radius: …"; empty when it is sound.
    const QStringList &issues() const { return m_issues; }

    // A new straight tile of `rows` rows of 3 flats lanes, priority on the left lane.
    static VisionsTile blankTile(const QString &id, int rows = 6);
    // The tile a painter's draft holds (its toJson()): as the user left it, so also with what the
    // painter allows while a tile is painted but the rules refuse (an empty name, no rows, a
    // curve too tight for its rows). Nothing with *error (the field and the reason) when the
    // JSON is not a painted tile.
    static std::optional<VisionsTile> readDraft(const QJsonObject &json, QString *error);

signals:
    void changed();

private:
    VisionsTile m_tile;
    QUndoStack *m_undoStack;
    QStringList m_issues;
};

} // namespace cw::visions
