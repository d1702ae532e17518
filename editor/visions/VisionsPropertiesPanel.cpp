#include "VisionsPropertiesPanel.h"

#include "VisionsBonusLineProperties.h"
#include "VisionsCourseDocument.h"
#include "VisionsPieceMoves.h"
#include "VisionsTilePainterDialog.h"
#include "VisionsUserTileLibrary.h"
#include "core/CourseKindEditor.h"
#include "core/CourseKindEditors.h"
#include "core/PaletteDock.h"
#include "core/PlainText.h"
#include "course/CourseHeader.h"
#include "visions/VisionsCourseGeometry.h"
#include "visions/VisionsCourseValidator.h"

#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <cmath>

namespace cw::visions {

namespace {

QString lengthName(GameLength length)
{
    switch (length) {
    case GameLength::Short:
        return VisionsPropertiesPanel::tr("short");
    case GameLength::Medium:
        return VisionsPropertiesPanel::tr("medium");
    case GameLength::Long:
        break;
    }
    return VisionsPropertiesPanel::tr("long");
}

} // namespace

VisionsPropertiesPanel::VisionsPropertiesPanel(VisionsCourseDocument *document, QWidget *parent)
    : QScrollArea(parent), m_document(document), m_name(new QLineEdit(this)),
      m_nameLabel(new QLabel(this)), m_spaceLabel(new QLabel(this)),
      m_spaceMm(new QDoubleSpinBox(this)), m_paperLabel(new QLabel(this)),
      m_paper(new QComboBox(this)), m_tableLabel(new QLabel(this)),
      m_tableWidth(new QDoubleSpinBox(this)), m_tableDepth(new QDoubleSpinBox(this)),
      m_summary(new QLabel(this)), m_tile(new QLabel(this)), m_flip(new QPushButton(this)),
      m_earlier(new QPushButton(this)), m_later(new QPushButton(this)),
      m_remove(new QPushButton(this)), m_tileButtons(new QWidget(this)),
      m_bonusLine(new VisionsBonusLineProperties(document, this)),
      m_randomLength(new QComboBox(this)), m_random(new QPushButton(this)),
      m_newTile(new QPushButton(this)), m_editTile(new QPushButton(this))
{
    m_summary->setObjectName(QStringLiteral("roadSummary"));
    m_summary->setWordWrap(true);
    m_tile->setObjectName(QStringLiteral("tileSummary"));
    m_tile->setWordWrap(true);
    m_flip->setObjectName(QStringLiteral("flipTile"));
    m_earlier->setObjectName(QStringLiteral("moveTileEarlier"));
    m_later->setObjectName(QStringLiteral("moveTileLater"));
    m_remove->setObjectName(QStringLiteral("removeTile"));
    m_name->setObjectName(QStringLiteral("roadName"));
    m_name->setMaxLength(CourseHeader::MaxNameLength);
    m_name->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("name"));
    m_spaceMm->setObjectName(QStringLiteral("spaceMm"));
    m_spaceMm->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("spaceMm"));
    m_spaceMm->setRange(RoadPrintLayout::MinSpaceMm, RoadPrintLayout::MaxSpaceMm);
    m_spaceMm->setDecimals(1);
    m_spaceMm->setSuffix(QStringLiteral(" mm"));
    m_paper->setObjectName(QStringLiteral("paper"));
    for (const Paper paper : {Paper::A4, Paper::Letter})
        for (const bool landscape : {true, false})
            m_paper->addItem(PageSpec{paper, landscape}.displayName(),
                             QVariantList{int(paper), landscape});
    m_tableWidth->setObjectName(QStringLiteral("tableWidthCm"));
    m_tableDepth->setObjectName(QStringLiteral("tableDepthCm"));
    m_tableWidth->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("table"));
    for (QDoubleSpinBox *box : {m_tableWidth, m_tableDepth}) {
        box->setRange(RoadPrintLayout::MinTableCm, RoadPrintLayout::MaxTableCm);
        box->setDecimals(0);
        box->setSuffix(QStringLiteral(" cm"));
    }
    for (QDoubleSpinBox *box : {m_spaceMm, m_tableWidth, m_tableDepth}) {
        box->setKeyboardTracking(false);
        connect(box, &QDoubleSpinBox::valueChanged, this,
                &VisionsPropertiesPanel::applyPrintLayout);
    }
    connect(m_paper, &QComboBox::activated, this, &VisionsPropertiesPanel::applyPrintLayout);
    connect(m_name, &QLineEdit::textEdited, this,
            [this](const QString &name) { m_document->rename(name, m_renameKey); });
    // One undo step per visit of the field.
    connect(m_name, &QLineEdit::editingFinished, this, [this] { ++m_renameKey; });
    m_renameKey = 1;
    // Scrolls, as every kind's panel does, so that the palette and the history keep their room.
    setWidgetResizable(true);
    setFrameShape(NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_spaceLabel, m_spaceMm);
    form->addRow(m_paperLabel, m_paper);
    auto *table = new QHBoxLayout;
    table->addWidget(m_tableWidth, 1);
    table->addWidget(new QLabel(QStringLiteral("×"), this));
    table->addWidget(m_tableDepth, 1);
    form->addRow(m_tableLabel, table);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_tile);
    auto *buttons = new QHBoxLayout(m_tileButtons);
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *button : {m_flip, m_earlier, m_later, m_remove})
        buttons->addWidget(button);
    layout->addWidget(m_tileButtons);
    layout->addWidget(m_bonusLine);
    m_randomLength->setObjectName(QStringLiteral("randomLength"));
    m_random->setObjectName(QStringLiteral("randomCourse"));
    for (const GameLength length : {GameLength::Short, GameLength::Medium, GameLength::Long})
        m_randomLength->addItem(QString(), int(length));
    auto *random = new QHBoxLayout;
    random->addWidget(m_randomLength);
    random->addWidget(m_random);
    layout->addLayout(random);
    m_newTile->setObjectName(QStringLiteral("newTile"));
    m_editTile->setObjectName(QStringLiteral("editTile"));
    auto *painter = new QHBoxLayout;
    painter->addWidget(m_newTile);
    painter->addWidget(m_editTile);
    layout->addLayout(painter);
    layout->addStretch();
    setWidget(content);
    connect(m_newTile, &QPushButton::clicked, this, [this] { openTilePainter(nullptr); });
    connect(m_editTile, &QPushButton::clicked, this, [this] {
        const int tile = m_document->selectedTile();
        if (tile >= 0)
            openTilePainter(m_document->findTile(m_document->road().tiles[std::size_t(tile)].tile));
    });
    connect(&VisionsUserTileLibrary::instance(), &VisionsUserTileLibrary::changed, this,
            &VisionsPropertiesPanel::refreshPalette);
    connect(m_random, &QPushButton::clicked, this, [this] {
        m_document->randomRoad(GameLength(m_randomLength->currentData().toInt()),
                               std::uint64_t(QDateTime::currentMSecsSinceEpoch()));
    });
    connect(m_flip, &QPushButton::clicked, this,
            [this] { m_document->flipTile(m_document->selectedTile()); });
    connect(m_earlier, &QPushButton::clicked, this, [this] {
        m_document->moveTile(m_document->selectedTile(), m_document->selectedTile() - 1);
    });
    connect(m_later, &QPushButton::clicked, this, [this] {
        m_document->moveTile(m_document->selectedTile(), m_document->selectedTile() + 1);
    });
    connect(m_remove, &QPushButton::clicked, this,
            [this] { m_document->removeTile(m_document->selectedTile()); });
    connect(document, &VisionsCourseDocument::changed, this, &VisionsPropertiesPanel::sync);
    connect(document, &VisionsCourseDocument::selectionChanged, this,
            &VisionsPropertiesPanel::sync);
    sync();
}

void VisionsPropertiesPanel::applyPrintLayout()
{
    RoadPrintLayout layout = m_document->road().print;
    layout.spaceMm = m_spaceMm->value();
    const QVariantList paper = m_paper->currentData().toList();
    if (paper.size() == 2)
        layout.page = PageSpec{Paper(paper[0].toInt()), paper[1].toBool()};
    layout.tableWidthCm = m_tableWidth->value();
    layout.tableDepthCm = m_tableDepth->value();
    m_document->setPrintLayout(layout);
}

void VisionsPropertiesPanel::openTilePainter(const VisionsTile *tile)
{
    PiecePainterDialog::showOne<VisionsTilePainterDialog>(
        window(), [&] { return new VisionsTilePainterDialog(tile, window()); });
}

// The palette lists the user's tiles: it is asked for its entries again when they change.
void VisionsPropertiesPanel::refreshPalette()
{
    if (!window())
        return;
    for (PaletteDock *palette : window()->findChildren<PaletteDock *>())
        palette->setKind(findCourseKindEditor(m_document->kindId()));
}

void VisionsPropertiesPanel::sync()
{
    const VisionsCourse &road = m_document->road();
    m_nameLabel->setText(tr("Name"));
    m_spaceLabel->setText(tr("Road space"));
    m_paperLabel->setText(tr("Paper"));
    m_tableLabel->setText(tr("Table"));
    // The two fields share the row's label: each is named for a screen reader (issue 54).
    m_tableWidth->setAccessibleName(tr("Table width"));
    m_tableDepth->setAccessibleName(tr("Table depth"));
    if (m_name->text() != road.name)
        m_name->setText(road.name);
    const QSignalBlocker blockSpace(m_spaceMm), blockWidth(m_tableWidth), blockDepth(m_tableDepth),
        blockPaper(m_paper);
    m_spaceMm->setValue(road.print.spaceMm);
    m_tableWidth->setValue(road.print.tableWidthCm);
    m_tableDepth->setValue(road.print.tableDepthCm);
    for (int i = 0; i < m_paper->count(); ++i) {
        const QVariantList paper = m_paper->itemData(i).toList();
        const PageSpec page{Paper(paper[0].toInt()), paper[1].toBool()};
        m_paper->setItemText(i, page.displayName());
        if (page == road.print.page)
            m_paper->setCurrentIndex(i);
    }
    const VisionsCourseMap map(road);
    const VisionsCourseGeometry geometry(road, map);
    const QSizeF size = geometry.boundingBox().size();
    m_summary->setText(tr("%1\nTiles: %2, intermediate straights: %3\nGame length: %4\n"
                          "Rows: %5, start spaces: %6\nOn the table: %7 × %8 cm")
                           .arg(PlainText::shortened(road.name))
                           .arg(road.tiles.size())
                           .arg(road.straightCount())
                           .arg(lengthName(road.lengthClass()))
                           .arg(map.rowCount())
                           .arg(map.startSpaces().size())
                           .arg(std::ceil(size.width() / 10))
                           .arg(std::ceil(size.height() / 10)));
    const int tile = m_document->selectedTile();
    const bool line = m_document->selectedBonusLine() >= 0;
    m_tile->setText(tile >= 0 ? VisionsCourseValidator::tileLabel(road, tile)
                              : tr("No tile selected"));
    m_tile->setVisible(!line);
    m_tileButtons->setVisible(!line);
    m_bonusLine->setVisible(line);
    m_flip->setText(tr("Flip"));
    m_earlier->setText(tr("Earlier"));
    m_later->setText(tr("Later"));
    m_remove->setText(tr("Remove"));
    m_random->setText(tr("Random Course"));
    m_newTile->setText(tr("New Tile…"));
    m_editTile->setText(tr("Edit Tile…"));
    m_editTile->setToolTip(tr("Opens a copy of the selected tile in the tile painter."));
    m_editTile->setEnabled(tile >= 0);
    for (int i = 0; i < m_randomLength->count(); ++i)
        m_randomLength->setItemText(i, lengthName(GameLength(m_randomLength->itemData(i).toInt())));
    m_flip->setEnabled(tile >= 0 && !m_document->otherSide(tile).isEmpty());
    // The buttons refuse what a drag or Alt+arrow refuses (VisionsPieceMoves), and say why.
    const VisionsPieceMoves moves(road);
    const auto offer = [&](QPushButton *button, int to, const QString &what) {
        const VisionsPieceMoves::Outcome outcome = moves.moveTile(tile, to);
        button->setEnabled(outcome.possible);
        const QString why = outcome.possible || outcome.text.isEmpty() ? what : outcome.text;
        button->setToolTip(why);
        button->setAccessibleDescription(why);
    };
    offer(m_earlier, tile - 1, tr("Move the tile one place towards the Start."));
    offer(m_later, tile + 1, tr("Move the tile one place towards the Finish."));
    m_remove->setEnabled(tile >= 0);
}

QSize VisionsPropertiesPanel::minimumSizeHint() const
{
    // As wide as what it holds (it scrolls up and down only), as short as a scroll area.
    return {widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() +
                2 * frameWidth(),
            QScrollArea::minimumSizeHint().height()};
}

void VisionsPropertiesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    QScrollArea::changeEvent(event);
}

} // namespace cw::visions
