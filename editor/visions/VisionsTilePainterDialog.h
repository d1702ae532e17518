#pragma once

#include "core/PiecePainterDialog.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace cw::visions {

class VisionsTilePainterDocument;
struct VisionsTile;

// The tile painter: makes the user's own road tiles. A tile is one side: a straight, or a 90°
// curve turning left or right with its radius, and its rows from the entry, each with its lanes
// (1-4), terrain, priority lane and pseudo-spaces per lane. The preview is drawn by
// VisionsCoursePainter (the canvas's and the palette's drawing) and the live check is the tile
// rules of the road file reader (VisionsTilePainterDocument). Saved to the user's tile library
// (VisionsUserTileLibrary), which the road editor's palette lists. Has its own undo stack.
//
// A tile with changes not saved to the library is kept as a draft ("tile-painter-draft.json")
// while it is painted, and the painter opens on it, so closing the painter loses nothing; closing
// it with such a tile asks first (PiecePainterDialog).
class VisionsTilePainterDialog : public PiecePainterDialog {
    Q_OBJECT
public:
    // Starts from a copy of `tile` (Edit Tile…), or from a blank tile when it is null; but on the
    // draft when there is one (it says so), since that is work not saved anywhere else.
    explicit VisionsTilePainterDialog(const VisionsTile *tile = nullptr, QWidget *parent = nullptr);
    ~VisionsTilePainterDialog() override;

    // The tile painter's draft; tests point it elsewhere.
    static PieceDraft &draft();

    VisionsTilePainterDocument *document() const { return m_document; }
    QListWidget *rowList() const { return m_rows; }
    QListWidget *problemList() const { return m_problems; }
    bool saveToLibrary() override;

protected:
    void changeEvent(QEvent *event) override;
    QJsonObject pieceJson() const override;
    bool restorePiece(const QJsonObject &json, QString *error) override;
    QString pieceName() const override;
    Question question() const override;
    void showStatus(const QString &message) override;
    QString restoredMessage(const QString &name) const override;

private:
    QWidget *createRowEditor();
    void sync();
    void retranslate();
    int currentRow() const;
    // The shape fields and the selected row's fields as they show, pushed as one command merged
    // by `mergeKey` (one per field).
    void applyShape(int mergeKey);
    void applyRow(int mergeKey);
    void addRow();
    void removeRow();
    void moveRow(int by);

    VisionsTilePainterDocument *m_document;
    QWidget *m_preview;
    QLineEdit *m_name;
    QComboBox *m_shape;
    QDoubleSpinBox *m_radius;
    QListWidget *m_rows;
    QPushButton *m_addRow, *m_removeRow, *m_rowUp, *m_rowDown;
    QSpinBox *m_lanes;
    QComboBox *m_terrain;
    QSpinBox *m_priority;
    QSpinBox *m_pseudo[4];
    QLabel *m_labels[8];
    QListWidget *m_problems;
    QPushButton *m_undo, *m_redo, *m_save, *m_close;
    QLabel *m_status;
};

} // namespace cw::visions
