#include "RowingCourseProperties.h"

#include "RowingCourseCommand.h"
#include "RowingCourseDocument.h"
#include "RowingSetCourseLength.h"
#include "RowingSetLaneCount.h"
#include "RowingValueChanges.h"
#include "core/CourseKindEditor.h"
#include "core/PaperFields.h"
#include "core/PropertySpinBox.h"
#include "course/CourseHeader.h"
#include "rowing/RowingCourseGeometry.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace cw::rowing {

namespace {

QDoubleSpinBox *millimetres(const char *name, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(RowingPrintLayout::MinMillimetres, RowingPrintLayout::MaxMillimetres);
    box->setDecimals(1);
    box->setSingleStep(1);
    box->setKeyboardTracking(false);
    return box;
}
} // namespace

RowingCourseProperties::RowingCourseProperties(RowingCourseDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_name(new QLineEdit(this)),
      m_lanes(propertySpinBox("laneCount", RowingCourse::MinLanes, RowingCourse::MaxLanes, this)),
      m_spaces(propertySpinBox("spaces", 1, RowingCourse::MaxSpaces, this)),
      m_metresPerSpace(propertySpinBox("metresPerSpace", 1, RowingCourse::MaxMetresPerSpace, this)),
      m_sectorMetres(propertySpinBox("sectorMetres", RowingCourseLimits::MinSectorMetres,
                                     RowingCourseLimits::MaxSectorMetres, this)),
      m_length(new QLabel(this)), m_printBox(new QGroupBox(this)),
      m_spaceMm(millimetres("spaceMm", m_printBox)), m_laneMm(millimetres("laneMm", m_printBox)),
      m_stripSpaces(propertySpinBox("stripSpaces", 1, RowingCourse::MaxSpaces, m_printBox)),
      m_strips(new QLabel(m_printBox))
{
    setObjectName(QStringLiteral("rowingCourseProperties"));
    m_title->setObjectName(QStringLiteral("propertiesTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_name->setObjectName(QStringLiteral("courseName"));
    m_name->setMaxLength(CourseHeader::MaxNameLength);
    m_length->setObjectName(QStringLiteral("courseLength"));
    m_strips->setObjectName(QStringLiteral("stripSummary"));
    m_strips->setWordWrap(true);
    m_printBox->setObjectName(QStringLiteral("printLayout"));
    const std::pair<QWidget *, const char *> fields[] = {
        {m_name, "name"},
        {m_lanes, "lanes"},
        {m_spaces, "spaces"},
        {m_metresPerSpace, "metresPerSpace"},
        {m_sectorMetres, "sectorMetres"},
        {m_spaceMm, "spaceMm"},
        {m_laneMm, "laneMm"},
        {m_stripSpaces, "stripSpaces"},
    };
    for (const auto &[widget, field] : fields)
        widget->setProperty(CourseKindEditor::FieldProperty, QLatin1String(field));

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(new QLabel(this), m_name);
    m_form->addRow(new QLabel(this), m_lanes);
    m_form->addRow(new QLabel(this), m_spaces);
    m_form->addRow(new QLabel(this), m_metresPerSpace);
    m_form->addRow(new QLabel(this), m_length);
    m_form->addRow(new QLabel(this), m_sectorMetres);
    m_printForm = new QFormLayout(m_printBox);
    m_printForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_printForm->addRow(new QLabel(m_printBox), m_spaceMm);
    m_printForm->addRow(new QLabel(m_printBox), m_laneMm);
    m_printForm->addRow(new QLabel(m_printBox), m_stripSpaces);
    m_paperFields = new print::PaperFields(m_printForm);
    m_printForm->addRow(m_strips);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(m_form);
    layout->addWidget(m_printBox);
    layout->addStretch(1);

    QUndoStack *stack = document->undoStack();
    connect(m_name, &QLineEdit::textEdited, this, [this, stack](const QString &text) {
        stack->push(renameCourse(m_document, text, m_nameMergeKey));
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] { ++m_nameMergeKey; });
    connect(m_lanes, &QSpinBox::valueChanged, this, [this, stack](int lanes) {
        if (lanes != m_document->course().lanes)
            stack->push(new RowingSetLaneCount(m_document, lanes));
    });
    const auto pushLength = [this, stack] {
        const RowingCourse &course = m_document->course();
        if (m_spaces->value() != course.spaces ||
            m_metresPerSpace->value() != course.metresPerSpace)
            stack->push(new RowingSetCourseLength(m_document, m_spaces->value(),
                                                  m_metresPerSpace->value()));
    };
    connect(m_spaces, &QSpinBox::valueChanged, this, pushLength);
    connect(m_metresPerSpace, &QSpinBox::valueChanged, this, pushLength);
    connect(m_sectorMetres, &QSpinBox::valueChanged, this, [this, stack](int metres) {
        if (metres != m_document->course().sectorMetres)
            stack->push(setSectorLength(m_document, metres));
    });
    connect(m_spaceMm, &QDoubleSpinBox::valueChanged, this,
            &RowingCourseProperties::pushPrintLayout);
    connect(m_laneMm, &QDoubleSpinBox::valueChanged, this,
            &RowingCourseProperties::pushPrintLayout);
    connect(m_stripSpaces, &QSpinBox::valueChanged, this, &RowingCourseProperties::pushPrintLayout);
    connect(m_paperFields, &print::PaperFields::edited, this,
            &RowingCourseProperties::pushPrintLayout);
    connect(document, &RowingCourseDocument::changed, this, &RowingCourseProperties::sync);
    retranslate();
}

void RowingCourseProperties::pushPrintLayout()
{
    RowingPrintLayout layout = m_document->course().print;
    layout.spaceMm = m_spaceMm->value();
    layout.laneMm = m_laneMm->value();
    layout.stripSpaces = m_stripSpaces->value();
    layout.page = m_paperFields->page();
    if (!(layout == m_document->course().print))
        m_document->undoStack()->push(setPrintLayout(m_document, layout));
}

void RowingCourseProperties::sync()
{
    const RowingCourse &course = m_document->course();
    const QSignalBlocker blockers[] = {
        QSignalBlocker(m_lanes),        QSignalBlocker(m_spaces),  QSignalBlocker(m_metresPerSpace),
        QSignalBlocker(m_sectorMetres), QSignalBlocker(m_spaceMm), QSignalBlocker(m_laneMm),
        QSignalBlocker(m_stripSpaces)};
    if (m_name->text() != course.name) // keeps the cursor while typing
        m_name->setText(course.name);
    m_name->setPlaceholderText(tr("Untitled course"));
    m_lanes->setValue(course.lanes);
    m_spaces->setValue(course.spaces);
    m_metresPerSpace->setValue(course.metresPerSpace);
    m_length->setText(tr("%1 m").arg(course.lengthMetres()));
    m_sectorMetres->setValue(course.sectorMetres);
    m_spaceMm->setValue(course.print.spaceMm);
    m_laneMm->setValue(course.print.laneMm);
    m_stripSpaces->setValue(course.print.stripSpaces);
    m_paperFields->setPage(course.print.page);
    const RowingCourseGeometry geometry(course);
    const auto strips = geometry.strips();
    const QSizeF printable = course.print.page.printableMm().size();
    QSizeF largest;
    for (const auto &strip : strips)
        largest = largest.expandedTo(strip.rect.size());
    m_strips->setText(tr("%n strip(s), up to %1 × %2 mm; the paper prints %3 × %4 mm.", nullptr,
                         int(strips.size()))
                          .arg(qRound(largest.width()))
                          .arg(qRound(largest.height()))
                          .arg(qRound(printable.width()))
                          .arg(qRound(printable.height())));
}

void RowingCourseProperties::retranslate()
{
    m_title->setText(tr("Course"));
    m_form->labelForField(m_name)->setProperty("text", tr("Name:"));
    m_form->labelForField(m_lanes)->setProperty("text", tr("Lanes:"));
    m_form->labelForField(m_spaces)->setProperty("text", tr("Spaces:"));
    m_form->labelForField(m_metresPerSpace)->setProperty("text", tr("Metres per space:"));
    m_form->labelForField(m_length)->setProperty("text", tr("Length:"));
    m_form->labelForField(m_sectorMetres)->setProperty("text", tr("Sector bands every:"));
    m_printBox->setTitle(tr("Print layout"));
    m_printForm->labelForField(m_spaceMm)->setProperty("text", tr("Space length:"));
    m_printForm->labelForField(m_laneMm)->setProperty("text", tr("Lane width:"));
    m_printForm->labelForField(m_stripSpaces)->setProperty("text", tr("Spaces per strip:"));
    m_paperFields->retranslate();
    for (QSpinBox *box : {m_metresPerSpace, m_sectorMetres})
        box->setSuffix(tr(" m"));
    for (QDoubleSpinBox *box : {m_spaceMm, m_laneMm})
        box->setSuffix(tr(" mm"));
    m_spaceMm->setToolTip(tr("Length of a space on paper; 25 mm suits 25 mm tokens."));
    m_stripSpaces->setToolTip(tr("How many spaces one printed strip holds."));
    sync();
}

void RowingCourseProperties::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw::rowing
