#include "CyclingPropertiesPanel.h"

#include "CyclingRoadDocument.h"
#include "cycling/RoadGeometry.h"
#include "cycling/RoadValidator.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace cw::cycling {

namespace {

QString lengthName(GameLength length)
{
    switch (length) {
    case GameLength::Short:
        return CyclingPropertiesPanel::tr("short");
    case GameLength::Medium:
        return CyclingPropertiesPanel::tr("medium");
    case GameLength::Long:
        break;
    }
    return CyclingPropertiesPanel::tr("long");
}

} // namespace

CyclingPropertiesPanel::CyclingPropertiesPanel(CyclingRoadDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_summary(new QLabel(this)), m_tile(new QLabel(this)),
      m_flip(new QPushButton(this)), m_earlier(new QPushButton(this)),
      m_later(new QPushButton(this)), m_remove(new QPushButton(this)),
      m_randomLength(new QComboBox(this)), m_random(new QPushButton(this))
{
    m_summary->setObjectName(QStringLiteral("roadSummary"));
    m_summary->setWordWrap(true);
    m_tile->setObjectName(QStringLiteral("tileSummary"));
    m_tile->setWordWrap(true);
    m_flip->setObjectName(QStringLiteral("flipTile"));
    m_earlier->setObjectName(QStringLiteral("moveTileEarlier"));
    m_later->setObjectName(QStringLiteral("moveTileLater"));
    m_remove->setObjectName(QStringLiteral("removeTile"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tile);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {m_flip, m_earlier, m_later, m_remove})
        buttons->addWidget(button);
    layout->addLayout(buttons);
    m_randomLength->setObjectName(QStringLiteral("randomLength"));
    m_random->setObjectName(QStringLiteral("randomCourse"));
    for (const GameLength length : {GameLength::Short, GameLength::Medium, GameLength::Long})
        m_randomLength->addItem(QString(), int(length));
    auto *random = new QHBoxLayout;
    random->addWidget(m_randomLength);
    random->addWidget(m_random);
    layout->addLayout(random);
    layout->addStretch();
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
    connect(document, &CyclingRoadDocument::changed, this, &CyclingPropertiesPanel::sync);
    connect(document, &CyclingRoadDocument::selectionChanged, this, &CyclingPropertiesPanel::sync);
    sync();
}

void CyclingPropertiesPanel::sync()
{
    const CyclingRoad &road = m_document->road();
    const RoadMap map(road);
    const RoadGeometry geometry(road, map);
    const QSizeF size = geometry.boundingBox().size();
    m_summary->setText(tr("%1\nTiles: %2, intermediate straights: %3\nGame length: %4\n"
                          "Rows: %5, start spaces: %6\nOn the table: %7 × %8 cm")
                           .arg(road.name)
                           .arg(road.tiles.size())
                           .arg(road.straightCount())
                           .arg(lengthName(road.lengthClass()))
                           .arg(map.rowCount())
                           .arg(map.startSpaces().size())
                           .arg(std::ceil(size.width() / 10))
                           .arg(std::ceil(size.height() / 10)));
    const int tile = m_document->selectedTile();
    m_tile->setText(tile >= 0 ? RoadValidator::tileLabel(road, tile) : tr("No tile selected"));
    m_flip->setText(tr("Flip"));
    m_earlier->setText(tr("Earlier"));
    m_later->setText(tr("Later"));
    m_remove->setText(tr("Remove"));
    m_random->setText(tr("Random Course"));
    for (int i = 0; i < m_randomLength->count(); ++i)
        m_randomLength->setItemText(i, lengthName(GameLength(m_randomLength->itemData(i).toInt())));
    m_flip->setEnabled(tile >= 0 && !m_document->otherSide(tile).isEmpty());
    m_earlier->setEnabled(tile > 0);
    m_later->setEnabled(tile >= 0 && tile + 1 < int(road.tiles.size()));
    m_remove->setEnabled(tile >= 0);
}

void CyclingPropertiesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        sync();
    QWidget::changeEvent(event);
}

} // namespace cw::cycling
