#include "RowingLaneProperties.h"

#include "RowingCourseDocument.h"
#include "RowingValueChanges.h"
#include "core/CourseKindEditor.h"
#include "course/CourseHeader.h"

#include <QColorDialog>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace cw::rowing {

RowingLaneProperties::RowingLaneProperties(RowingCourseDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_form(new QFormLayout),
      m_name(new QLineEdit(this)), m_colour(new QPushButton(this))
{
    setObjectName(QStringLiteral("rowingLaneProperties"));
    m_title->setObjectName(QStringLiteral("propertiesTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_name->setObjectName(QStringLiteral("laneName"));
    m_name->setMaxLength(CourseHeader::MaxNameLength); // RowingCourse reads lane names so
    m_colour->setObjectName(QStringLiteral("laneColour"));
    m_name->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("name"));
    m_colour->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("colour"));
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(new QLabel(this), m_name);
    m_form->addRow(new QLabel(this), m_colour);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(m_form);
    layout->addStretch(1);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        const int lane = m_document->selectedLane();
        if (lane >= 0)
            m_document->undoStack()->push(renameLane(m_document, lane, text, m_nameMergeKey));
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] { ++m_nameMergeKey; });
    connect(m_colour, &QPushButton::clicked, this, &RowingLaneProperties::chooseColour);
    connect(document, &RowingCourseDocument::changed, this, &RowingLaneProperties::sync);
    connect(document, &RowingCourseDocument::selectionChanged, this, [this] {
        ++m_nameMergeKey; // another lane: a new rename
        sync();
    });
    retranslate();
}

void RowingLaneProperties::setColour(const QColor &colour)
{
    const int lane = m_document->selectedLane();
    if (lane < 0 || !colour.isValid() || colour.name() == m_document->course().laneColour(lane))
        return;
    m_document->undoStack()->push(setLaneColour(m_document, lane, colour.name()));
}

void RowingLaneProperties::chooseColour()
{
    const int lane = m_document->selectedLane();
    if (lane < 0)
        return;
    const QColor colour =
        QColorDialog::getColor(QColor(m_document->course().laneColour(lane)), this,
                               tr("Colour of %1").arg(m_document->course().laneName(lane)));
    setColour(colour);
}

void RowingLaneProperties::sync()
{
    const int lane = m_document->selectedLane();
    if (lane < 0)
        return;
    const RowingCourse &course = m_document->course();
    m_title->setText(tr("Lane %1").arg(lane + 1));
    const QString name = course.laneStyles.at(std::size_t(lane)).name;
    if (m_name->text() != name)
        m_name->setText(name);
    m_name->setPlaceholderText(tr("Lane %1").arg(lane + 1)); // what an empty name shows
    const QColor colour(course.laneColour(lane));
    QPixmap swatch(28, 16);
    swatch.fill(colour);
    QPainter(&swatch).drawRect(swatch.rect().adjusted(0, 0, -1, -1));
    m_colour->setIcon(QIcon(swatch));
    m_colour->setIconSize(swatch.size());
    m_colour->setText(colour.name());
}

void RowingLaneProperties::retranslate()
{
    m_form->labelForField(m_name)->setProperty("text", tr("Name:"));
    m_form->labelForField(m_colour)->setProperty("text", tr("Colour:"));
    m_colour->setToolTip(tr("Choose the colour of the lane's water"));
    sync();
}

void RowingLaneProperties::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw::rowing
