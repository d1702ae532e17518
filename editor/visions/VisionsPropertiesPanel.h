#pragma once

#include <QScrollArea>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QLabel;
class QPushButton;

namespace cw::visions {

class VisionsBonusLineProperties;
class VisionsCourseDocument;
struct VisionsTile;

// The Properties dock's content for a road: its name, print settings (road space size, paper)
// and table size, each change one undo command; what the road is (tiles, straights, game length,
// start spaces, size on the table) and the selected tile with the operations on it (flip to its
// other side, move earlier or later, remove) or the selected bonus line
// (VisionsBonusLineProperties), and Random Course of a chosen length; each one undo command. It
// scrolls when the dock is short.
class VisionsPropertiesPanel : public QScrollArea {
    Q_OBJECT

public:
    explicit VisionsPropertiesPanel(VisionsCourseDocument *document, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    // The print settings and table size as the fields show them, pushed as one command.
    void applyPrintLayout();
    // The tile painter, on a copy of `tile` or a blank tile (nullptr).
    void openTilePainter(const VisionsTile *tile);
    void refreshPalette();

    VisionsCourseDocument *m_document;
    QLineEdit *m_name;
    QLabel *m_nameLabel;
    QLabel *m_spaceLabel;
    QDoubleSpinBox *m_spaceMm;
    QLabel *m_paperLabel;
    QComboBox *m_paper;
    QLabel *m_tableLabel;
    QDoubleSpinBox *m_tableWidth;
    QDoubleSpinBox *m_tableDepth;
    int m_renameKey = 0;
    QLabel *m_summary;
    QLabel *m_tile;
    QPushButton *m_flip;
    QPushButton *m_earlier;
    QPushButton *m_later;
    QPushButton *m_remove;
    QWidget *m_tileButtons;
    VisionsBonusLineProperties *m_bonusLine;
    QComboBox *m_randomLength;
    QPushButton *m_random;
    QPushButton *m_newTile;
    QPushButton *m_editTile;
};

} // namespace cw::visions
