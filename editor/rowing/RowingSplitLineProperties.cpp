#include "RowingSplitLineProperties.h"

#include "RowingCourseDocument.h"
#include "RowingMoveSplitLine.h"
#include "RowingRemoveSplitLine.h"
#include "SetPaceLimit.h"
#include "core/CourseKindEditor.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QUndoStack>
#include <QVBoxLayout>

namespace cw::rowing {

namespace {
constexpr int MaxPaceLimit = 99;
}

RowingSplitLineProperties::RowingSplitLineProperties(RowingCourseDocument *document,
                                                     QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_form(new QFormLayout),
      m_metres(new QSpinBox(this)), m_paceLimit(new QSpinBox(this)), m_crossing(new QLabel(this)),
      m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("rowingSplitLineProperties"));
    m_title->setObjectName(QStringLiteral("propertiesTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_metres->setObjectName(QStringLiteral("splitMetres"));
    m_metres->setKeyboardTracking(false);
    // 0 is shown (a file may hold it) but is an error the Validation dock reports.
    m_paceLimit->setObjectName(QStringLiteral("paceLimit"));
    m_metres->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("metres"));
    m_paceLimit->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("paceLimit"));
    m_paceLimit->setRange(0, MaxPaceLimit);
    m_paceLimit->setKeyboardTracking(false);
    m_crossing->setObjectName(QStringLiteral("crossingSpace"));
    m_crossing->setWordWrap(true);
    m_remove->setObjectName(QStringLiteral("removeSplitLine"));
    m_remove->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(new QLabel(this), m_metres);
    m_form->addRow(new QLabel(this), m_paceLimit);
    m_form->addRow(m_crossing);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(m_form);
    layout->addWidget(m_remove, 0, Qt::AlignLeft);
    layout->addStretch(1);

    // A distance typed inside a space goes to the nearest space boundary.
    connect(m_metres, &QSpinBox::valueChanged, this, [this](int typed) {
        const int index = m_document->selectedSplitLine();
        if (index < 0)
            return;
        const int metres = m_document->course().nearestSpaceBoundary(typed);
        if (metres != m_document->course().splitLines[std::size_t(index)].metres)
            m_document->undoStack()->push(new RowingMoveSplitLine(m_document, index, metres));
        else
            sync(); // shows where the line stays
    });
    connect(m_paceLimit, &QSpinBox::valueChanged, this, [this](int limit) {
        const int index = m_document->selectedSplitLine();
        if (index >= 0 && limit != m_document->course().splitLines[std::size_t(index)].paceLimit)
            m_document->undoStack()->push(new SetPaceLimit(m_document, index, limit));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_document->deleteSelection(); });
    connect(document, &RowingCourseDocument::changed, this, &RowingSplitLineProperties::sync);
    connect(document, &RowingCourseDocument::selectionChanged, this,
            &RowingSplitLineProperties::sync);
    retranslate();
}

void RowingSplitLineProperties::sync()
{
    const int index = m_document->selectedSplitLine();
    const RowingCourse &course = m_document->course();
    if (index < 0 || index >= int(course.splitLines.size()))
        return;
    const SplitLine &line = course.splitLines[std::size_t(index)];
    const QSignalBlocker metresBlocker(m_metres), limitBlocker(m_paceLimit);
    m_title->setText(tr("Split line at %1 m").arg(line.metres));
    m_metres->setRange(std::min(line.metres, 1), std::max(line.metres, course.lengthMetres()));
    m_metres->setSingleStep(course.metresPerSpace); // one space
    m_metres->setValue(line.metres);
    m_paceLimit->setValue(line.paceLimit);
    m_crossing->setText(tr("Crossed on reaching space %1 of %2.")
                            .arg(course.crossingSpace(line))
                            .arg(course.spaces));
}

void RowingSplitLineProperties::retranslate()
{
    m_form->labelForField(m_metres)->setProperty("text", tr("Distance:"));
    m_form->labelForField(m_paceLimit)->setProperty("text", tr("Pace limit:"));
    m_metres->setSuffix(tr(" m"));
    m_paceLimit->setToolTip(
        tr("Crossing the line at a higher pace costs the difference in stamina."));
    m_remove->setText(tr("Remove Split Line"));
    sync();
}

void RowingSplitLineProperties::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw::rowing
