#include "VisionsTilePainterDialog.h"
#include "core/PlainText.h"

#include "VisionsKindEditor.h"
#include "VisionsTilePainterDocument.h"
#include "VisionsUserTileLibrary.h"
#include "core/PieceDraft.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsTile.h"
#include "visions/VisionsTileLibrary.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace cw::visions {

namespace {

// Merge keys of the painter's fields: the steps of one spin box, the keys typed into the name.
enum MergeKey { NameKey = 1, RadiusKey, LanesKey, PriorityKey, PseudoKey };

// The tile as the road canvas draws it, fitted to the widget, the selected row tinted.
class TilePreview : public QWidget {
public:
    TilePreview(VisionsTilePainterDialog *dialog) : QWidget(dialog), m_dialog(dialog)
    {
        setObjectName(QStringLiteral("tilePreview"));
        setMinimumSize(320, 320);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), QColor(0xf4, 0xf1, 0xe8));
        painter.setRenderHint(QPainter::Antialiasing);
        const QListWidget *rows = m_dialog->rowList();
        VisionsCoursePainter::paintSideFitted(painter, m_dialog->document()->side(),
                                              QRectF(rect()).adjusted(12, 12, -12, -12),
                                              rows->currentRow());
    }

private:
    VisionsTilePainterDialog *m_dialog;
};

} // namespace

PieceDraft &VisionsTilePainterDialog::draft()
{
    static PieceDraft draft(QStringLiteral("tile-painter-draft.json"));
    return draft;
}

VisionsTilePainterDialog::VisionsTilePainterDialog(const VisionsTile *tile, QWidget *parent)
    : PiecePainterDialog(draft(), parent), m_document(new VisionsTilePainterDocument(this)),
      m_preview(new TilePreview(this)), m_name(new QLineEdit(this)), m_shape(new QComboBox(this)),
      m_radius(new QDoubleSpinBox(this)), m_rows(new QListWidget(this)),
      m_addRow(new QPushButton(this)), m_removeRow(new QPushButton(this)),
      m_rowUp(new QPushButton(this)), m_rowDown(new QPushButton(this)), m_lanes(new QSpinBox(this)),
      m_terrain(new QComboBox(this)), m_priority(new QSpinBox(this)),
      m_problems(new QListWidget(this)), m_undo(new QPushButton(this)),
      m_redo(new QPushButton(this)), m_save(new QPushButton(this)), m_close(new QPushButton(this)),
      m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("tilePainter"));
    if (tile && !tile->sides.empty()) {
        VisionsTile copy = *tile;
        copy.sides.resize(1);
        copy.sides.front().side = QStringLiteral("A");
        copy.role = TileRole::Road;
        copy.pieces = 1;
        copy.sides.front().startRows = 0;
        // A built-in tile is the start of a new one: the library refuses built-in ids.
        if (VisionsTileLibrary::find(copy.id))
            copy.id = copy.name = tr("My %1").arg(copy.id);
        m_document->setTile(copy);
    }
    for (QLabel *&label : m_labels)
        label = new QLabel(this);
    m_name->setObjectName(QStringLiteral("tileName"));
    m_name->setMaxLength(VisionsTile::MaxIdLength); // the field names the tile by its id
    m_shape->setObjectName(QStringLiteral("tileShape"));
    m_radius->setObjectName(QStringLiteral("tileRadius"));
    m_radius->setRange(TileShape::MinRadius, TileShape::MaxRadius);
    m_radius->setDecimals(1);
    m_radius->setSingleStep(0.5);
    m_rows->setObjectName(QStringLiteral("tileRows"));
    m_problems->setObjectName(QStringLiteral("tileProblems"));
    m_problems->setMaximumHeight(90);
    m_problems->setWordWrap(true);
    m_problems->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_status->setObjectName(QStringLiteral("tileStatus"));
    m_undo->setObjectName(QStringLiteral("undoTile"));
    m_redo->setObjectName(QStringLiteral("redoTile"));
    m_save->setObjectName(QStringLiteral("saveTile"));
    m_status->setWordWrap(true);
    for (int i = 0; i < 3; ++i)
        m_shape->addItem(QString());

    auto *form = new QFormLayout;
    form->addRow(m_labels[0], m_name);
    form->addRow(m_labels[1], m_shape);
    form->addRow(m_labels[2], m_radius);
    auto *rowButtons = new QHBoxLayout;
    for (QPushButton *button : {m_addRow, m_removeRow, m_rowUp, m_rowDown})
        rowButtons->addWidget(button);
    auto *side = new QVBoxLayout;
    side->addLayout(form);
    side->addWidget(m_rows, 1);
    side->addLayout(rowButtons);
    side->addWidget(createRowEditor());
    side->addWidget(m_labels[7]);
    side->addWidget(m_problems);
    side->addWidget(m_status);
    auto *main = new QHBoxLayout;
    main->addWidget(m_preview, 3);
    main->addLayout(side, 2);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_undo);
    buttons->addWidget(m_redo);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(main, 1);
    layout->addLayout(buttons);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &name) {
        VisionsTile tile = m_document->tile();
        tile.id = name.trimmed();
        tile.name = tile.id;
        m_document->change(tile, tr("Rename Tile"), NameKey);
    });
    connect(m_shape, &QComboBox::activated, this, [this] { applyShape(0); });
    connect(m_radius, &QDoubleSpinBox::valueChanged, this, [this] { applyShape(RadiusKey); });
    connect(m_lanes, &QSpinBox::valueChanged, this, [this] { applyRow(LanesKey); });
    connect(m_priority, &QSpinBox::valueChanged, this, [this] { applyRow(PriorityKey); });
    connect(m_terrain, &QComboBox::activated, this, [this] { applyRow(0); });
    for (QSpinBox *pseudo : m_pseudo)
        connect(pseudo, &QSpinBox::valueChanged, this, [this] { applyRow(PseudoKey); });
    connect(m_rows, &QListWidget::currentRowChanged, this, [this] { sync(); });
    connect(m_addRow, &QPushButton::clicked, this, &VisionsTilePainterDialog::addRow);
    connect(m_removeRow, &QPushButton::clicked, this, &VisionsTilePainterDialog::removeRow);
    connect(m_rowUp, &QPushButton::clicked, this, [this] { moveRow(-1); });
    connect(m_rowDown, &QPushButton::clicked, this, [this] { moveRow(1); });
    connect(m_undo, &QPushButton::clicked, m_document->undoStack(), &QUndoStack::undo);
    connect(m_redo, &QPushButton::clicked, m_document->undoStack(), &QUndoStack::redo);
    connect(m_save, &QPushButton::clicked, this, &VisionsTilePainterDialog::saveToLibrary);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_document, &VisionsTilePainterDocument::changed, this,
            &VisionsTilePainterDialog::sync);
    // The stack takes a command after its redo(): the buttons follow the stack, not the tile.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this,
            &VisionsTilePainterDialog::sync);
    retranslate();
    m_rows->setCurrentRow(0);
    sync();
    const QString asked = m_document->tile().id;
    QString message = start(m_document->undoStack());
    if (tile && hasUnsavedPiece())
        message += QLatin1Char(' ') + tr("Save or discard it, then use Edit Tile… again to open "
                                         "“%1”.")
                                          .arg(asked);
    m_status->setText(message);
    resize(1000, 640); // Names and ids are shown as typed, in the status line and the forms alike.
    PlainText::plainLabels(this);
}

QJsonObject VisionsTilePainterDialog::pieceJson() const
{
    return m_document->tile().toJson();
}

bool VisionsTilePainterDialog::restorePiece(const QJsonObject &json, QString *error)
{
    const std::optional<VisionsTile> tile = VisionsTilePainterDocument::readDraft(json, error);
    if (tile)
        m_document->setTile(*tile);
    return tile.has_value();
}

QString VisionsTilePainterDialog::pieceName() const
{
    return m_document->tile().id.isEmpty() ? tr("unnamed") : m_document->tile().id;
}

PiecePainterDialog::Question VisionsTilePainterDialog::question() const
{
    return {tr("Unsaved tile"), tr("The tile “%1” is not saved to your tile library."),
            tr("Save it to the library now, keep it as a draft that the Tile Painter opens on "
               "next time, or discard it.")};
}

void VisionsTilePainterDialog::showStatus(const QString &message)
{
    m_status->setText(message);
}

QString VisionsTilePainterDialog::restoredMessage(const QString &name) const
{
    return tr("Your unsaved tile “%1” is back as you left it.").arg(name);
}

QWidget *VisionsTilePainterDialog::createRowEditor()
{
    auto *editor = new QWidget(this);
    auto *form = new QFormLayout(editor);
    form->setContentsMargins(0, 0, 0, 0);
    m_lanes->setObjectName(QStringLiteral("rowLanes"));
    m_lanes->setRange(1, RoadRow::MaxLanes);
    m_terrain->setObjectName(QStringLiteral("rowTerrain"));
    for (int i = 0; i < RoadTerrainCount; ++i)
        m_terrain->addItem(QString(), i);
    m_priority->setObjectName(QStringLiteral("rowPriority"));
    auto *pseudo = new QHBoxLayout;
    for (int i = 0; i < RoadRow::MaxLanes; ++i) {
        m_pseudo[i] = new QSpinBox(editor);
        m_pseudo[i]->setObjectName(QStringLiteral("rowPseudo%1").arg(i + 1));
        m_pseudo[i]->setRange(1, RoadRow::MaxPseudo);
        pseudo->addWidget(m_pseudo[i]);
    }
    form->addRow(m_labels[3], m_lanes);
    form->addRow(m_labels[4], m_terrain);
    form->addRow(m_labels[5], m_priority);
    form->addRow(m_labels[6], pseudo);
    return editor;
}

int VisionsTilePainterDialog::currentRow() const
{
    const int count = int(m_document->side().rows.size());
    return count == 0 ? -1 : std::clamp(m_rows->currentRow(), 0, count - 1);
}

// The document is a child, deleted by the QWidget base after this class's part is gone: its undo
// stack must not call sync() on a half-destroyed dialog as it clears itself.
VisionsTilePainterDialog::~VisionsTilePainterDialog()
{
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

void VisionsTilePainterDialog::applyShape(int mergeKey)
{
    TileSide side = m_document->side();
    const int shape = m_shape->currentIndex();
    side.shape.kind = shape == 0 ? TileShape::Kind::Straight : TileShape::Kind::Curve;
    side.shape.left = shape == 1;
    side.shape.radius = m_radius->value();
    m_document->changeSide(side, tr("Change Tile Shape"), mergeKey);
}

void VisionsTilePainterDialog::applyRow(int mergeKey)
{
    const int index = currentRow();
    if (index < 0)
        return;
    TileSide side = m_document->side();
    RoadRow &row = side.rows[std::size_t(index)];
    row.lanes = m_lanes->value();
    row.priority = std::min(m_priority->value() - 1, row.lanes - 1); // shown from 1
    row.terrain = RoadTerrain(m_terrain->currentData().toInt());
    row.pseudo.resize(std::size_t(row.lanes), 1);
    for (int lane = 0; lane < row.lanes; ++lane)
        row.pseudo[std::size_t(lane)] = m_pseudo[lane]->value();
    m_document->changeSide(side, tr("Change Row %1").arg(index + 1), mergeKey);
}

void VisionsTilePainterDialog::addRow()
{
    TileSide side = m_document->side();
    const int index = currentRow();
    // A copy of the selected row after it: rows mostly repeat.
    const RoadRow row = index >= 0 ? side.rows[std::size_t(index)] : RoadRow{};
    side.rows.insert(side.rows.begin() + (index + 1), row);
    if (m_document->changeSide(side, tr("Add Row")))
        m_rows->setCurrentRow(index + 1);
}

void VisionsTilePainterDialog::removeRow()
{
    const int index = currentRow();
    if (index < 0)
        return;
    TileSide side = m_document->side();
    side.rows.erase(side.rows.begin() + index);
    m_document->changeSide(side, tr("Remove Row %1").arg(index + 1));
}

void VisionsTilePainterDialog::moveRow(int by)
{
    const int index = currentRow();
    TileSide side = m_document->side();
    const int to = index + by;
    if (index < 0 || to < 0 || to >= int(side.rows.size()))
        return;
    std::swap(side.rows[std::size_t(index)], side.rows[std::size_t(to)]);
    if (m_document->changeSide(side, tr("Move Row %1").arg(index + 1)))
        m_rows->setCurrentRow(to);
}

bool VisionsTilePainterDialog::saveToLibrary()
{
    m_lastError.clear();
    if (VisionsUserTileLibrary::instance().save(m_document->tile(), &m_lastError)) {
        markSaved();
        m_status->setText(tr("Saved to your tile library as “%1”.").arg(m_document->tile().id));
        return true;
    }
    m_status->setText(tr("Not saved: %1").arg(m_lastError));
    return false;
}

void VisionsTilePainterDialog::sync()
{
    const TileSide &side = m_document->side();
    const QSignalBlocker blockers[] = {QSignalBlocker(m_shape),    QSignalBlocker(m_radius),
                                       QSignalBlocker(m_lanes),    QSignalBlocker(m_terrain),
                                       QSignalBlocker(m_priority), QSignalBlocker(m_rows)};
    if (m_name->text().trimmed() != m_document->tile().id)
        m_name->setText(m_document->tile().id);
    m_shape->setCurrentIndex(!side.shape.isCurve() ? 0 : side.shape.left ? 1 : 2);
    m_radius->setValue(side.shape.radius);
    m_radius->setEnabled(side.shape.isCurve());
    const int selected = std::min(m_rows->currentRow(), int(side.rows.size()) - 1);
    // The items are kept and their texts changed: sync() runs while the list handles a click.
    while (m_rows->count() > int(side.rows.size()))
        delete m_rows->takeItem(m_rows->count() - 1);
    while (m_rows->count() < int(side.rows.size()))
        m_rows->addItem(QString());
    for (std::size_t i = 0; i < side.rows.size(); ++i) {
        const RoadRow &row = side.rows[i];
        QStringList pseudo;
        for (const int count : row.pseudo)
            pseudo.append(QString::number(count));
        m_rows->item(int(i))->setText(tr("Row %1: %2 lanes, %3, priority lane %4, pseudo-spaces %5")
                                          .arg(i + 1)
                                          .arg(row.lanes)
                                          .arg(VisionsKindEditor::terrainName(row.terrain))
                                          .arg(row.priority + 1)
                                          .arg(pseudo.join(QLatin1Char(' '))));
    }
    m_rows->setCurrentRow(std::max(selected, side.rows.empty() ? -1 : 0));
    const int index = currentRow();
    for (QSpinBox *box : m_pseudo)
        box->blockSignals(true);
    if (index >= 0) {
        const RoadRow &row = side.rows[std::size_t(index)];
        m_lanes->setValue(row.lanes);
        m_priority->setRange(1, row.lanes);
        m_priority->setValue(row.priority + 1);
        m_terrain->setCurrentIndex(int(row.terrain));
        for (int lane = 0; lane < RoadRow::MaxLanes; ++lane) {
            m_pseudo[lane]->setVisible(lane < row.lanes);
            if (lane < row.lanes)
                m_pseudo[lane]->setValue(row.pseudo[std::size_t(lane)]);
        }
    }
    for (QSpinBox *box : m_pseudo)
        box->blockSignals(false);
    for (QWidget *field : {static_cast<QWidget *>(m_lanes), static_cast<QWidget *>(m_priority),
                           static_cast<QWidget *>(m_terrain), static_cast<QWidget *>(m_removeRow)})
        field->setEnabled(index >= 0);
    m_rowUp->setEnabled(index > 0);
    m_rowDown->setEnabled(index >= 0 && index + 1 < int(side.rows.size()));
    m_problems->clear();
    m_problems->addItems(m_document->issues());
    if (m_document->issues().isEmpty())
        m_problems->addItem(tr("The tile is sound."));
    m_undo->setEnabled(m_document->undoStack()->canUndo());
    m_redo->setEnabled(m_document->undoStack()->canRedo());
    m_save->setEnabled(m_document->issues().isEmpty());
    m_preview->update();
}

void VisionsTilePainterDialog::retranslate()
{
    setWindowTitle(tr("Tile Painter"));
    const QString labels[] = {tr("Name"),          tr("Shape"),   tr("Radius (spaces)"),
                              tr("Lanes"),         tr("Terrain"), tr("Priority lane"),
                              tr("Pseudo-spaces"), tr("Check")};
    for (int i = 0; i < 8; ++i)
        m_labels[i]->setText(labels[i]);
    m_shape->setItemText(0, tr("Straight"));
    m_shape->setItemText(1, tr("Curve left"));
    m_shape->setItemText(2, tr("Curve right"));
    for (int i = 0; i < RoadTerrainCount; ++i)
        m_terrain->setItemText(i, VisionsKindEditor::terrainName(RoadTerrain(i)));
    m_addRow->setText(tr("Add Row"));
    m_removeRow->setText(tr("Remove Row"));
    m_rowUp->setText(tr("Up"));
    m_rowDown->setText(tr("Down"));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    m_save->setText(tr("Save to Library"));
    m_close->setText(tr("Close"));
}

void VisionsTilePainterDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        sync();
    }
    QDialog::changeEvent(event);
}

} // namespace cw::visions
