#include "VisionsBonusLineProperties.h"

#include "VisionsCourseDocument.h"
#include "visions/VisionsBonusLinePlaces.h"
#include "visions/VisionsCourseValidator.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace cw::visions {

VisionsBonusLineProperties::VisionsBonusLineProperties(VisionsCourseDocument *document,
                                                       QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_where(new QLabel(this)),
      m_form(new QFormLayout), m_type(new QComboBox(this)), m_row(new QSpinBox(this)),
      m_places(new QLabel(this)), m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("bonusLineProperties"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_where->setObjectName(QStringLiteral("bonusLineWhere"));
    m_where->setWordWrap(true);
    m_type->setObjectName(QStringLiteral("bonusLineType"));
    for (const BonusLine::Type type : {BonusLine::Type::Sprint, BonusLine::Type::Mountain})
        m_type->addItem(QString(), int(type));
    m_row->setObjectName(QStringLiteral("bonusLineRow"));
    m_row->setKeyboardTracking(false);
    m_places->setObjectName(QStringLiteral("bonusLinePlaces"));
    m_places->setWordWrap(true);
    m_remove->setObjectName(QStringLiteral("removeBonusLine"));
    m_remove->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->addRow(new QLabel(this), m_type);
    m_form->addRow(new QLabel(this), m_row);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_where);
    layout->addLayout(m_form);
    layout->addWidget(m_places);
    layout->addWidget(m_remove, 0, Qt::AlignLeft);

    connect(m_type, &QComboBox::activated, this, [this] {
        m_document->setBonusLineType(m_document->selectedBonusLine(),
                                     BonusLine::Type(m_type->currentData().toInt()));
    });
    connect(m_row, &QSpinBox::valueChanged, this, [this](int row) {
        const int line = m_document->selectedBonusLine();
        if (line >= 0)
            m_document->moveBonusLine(
                line, m_document->road().bonusLines[std::size_t(line)].placement, row, m_moveKey);
    });
    // One undo step per visit of the field.
    connect(m_row, &QSpinBox::editingFinished, this, [this] { ++m_moveKey; });
    connect(m_remove, &QPushButton::clicked, this,
            [this] { m_document->removeBonusLine(m_document->selectedBonusLine()); });
    connect(document, &VisionsCourseDocument::changed, this, &VisionsBonusLineProperties::sync);
    connect(document, &VisionsCourseDocument::selectionChanged, this, [this] {
        ++m_moveKey; // another line, another step
        sync();
    });
    retranslate();
}

void VisionsBonusLineProperties::sync()
{
    const int index = m_document->selectedBonusLine();
    const VisionsCourse &road = m_document->road();
    if (index < 0 || index >= int(road.bonusLines.size()))
        return;
    const BonusLine &line = road.bonusLines[std::size_t(index)];
    const bool onRoad = line.placement < int(road.tiles.size());
    const VisionsCourseMap map(road);
    const VisionsBonusLinePlaces places(road, map);
    m_title->setText(tr("Bonus line %1").arg(index + 1));
    m_where->setText(onRoad
                         ? tr("On %1, between its rows %2 and %3.")
                               .arg(VisionsCourseValidator::tileInText(road, line.placement))
                               .arg(line.row)
                               .arg(line.row + 1)
                         : tr("On tile %1, which the road does not have.").arg(line.placement + 1));
    const QSignalBlocker blockType(m_type), blockRow(m_row);
    m_type->setCurrentIndex(m_type->findData(int(line.type)));
    const int rows = onRoad ? map.rowsOf(line.placement) : 0;
    m_row->setRange(1, std::max({1, rows - 1, line.row}));
    m_row->setValue(line.row);
    m_row->setEnabled(onRoad);
    m_places->setText(tr("Where it may go: %1.").arg(places.whereText(line.type)));
}

void VisionsBonusLineProperties::retranslate()
{
    m_form->labelForField(m_type)->setProperty("text", tr("Type:"));
    m_form->labelForField(m_row)->setProperty("text", tr("After row:"));
    m_type->setItemText(0, tr("Sprint line"));
    m_type->setItemText(1, tr("Monarch of the Mountain line"));
    m_row->setToolTip(tr("The line lies between this row of its tile and the next."));
    m_remove->setText(tr("Remove Line"));
    sync();
}

void VisionsBonusLineProperties::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw::visions
