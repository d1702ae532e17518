#include "SalmonCourseProperties.h"

#include "SalmonCourseDocument.h"
#include "SalmonReplaceCourse.h"
#include "SalmonValueChanges.h"
#include "core/CourseKindEditor.h"
#include "core/PaperFields.h"
#include "course/CourseHeader.h"
#include "course/CourseKind.h"
#include "salmon/SalmonRandomCourse.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QUndoStack>
#include <QVBoxLayout>

namespace cw::salmon {

namespace {
// The hex size of a new river (the kind's blank course), as the tool tip quotes it.
double newRiverHexMm()
{
    const CourseKind *kind = CourseKinds::find(QStringLiteral("salmon-river"));
    CourseProblems problems;
    const std::optional<SalmonCourse> river =
        kind && kind->blank ? SalmonCourse::read(kind->blank(), &problems) : std::nullopt;
    return river ? river->print.hexMm : RiverPrintLayout{}.hexMm;
}
} // namespace

SalmonCourseProperties::SalmonCourseProperties(SalmonCourseDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_name(new QLineEdit(this)),
      m_summary(new QLabel(this)), m_printBox(new QGroupBox(this)),
      m_hexMm(new QDoubleSpinBox(m_printBox)), m_setupBox(new QGroupBox(this)),
      m_length(new QComboBox(m_setupBox)), m_difficulty(new QComboBox(m_setupBox)),
      m_roll(new QPushButton(m_setupBox)), m_preset(new QPushButton(m_setupBox))
{
    setObjectName(QStringLiteral("salmonRiverProperties"));
    m_title->setObjectName(QStringLiteral("propertiesTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_name->setObjectName(QStringLiteral("riverName"));
    m_name->setMaxLength(CourseHeader::MaxNameLength);
    m_summary->setObjectName(QStringLiteral("riverSummary"));
    m_summary->setWordWrap(true);
    m_hexMm->setObjectName(QStringLiteral("hexMm"));
    m_hexMm->setRange(RiverPrintLayout::MinHexMm, RiverPrintLayout::MaxHexMm);
    m_hexMm->setDecimals(1);
    m_hexMm->setKeyboardTracking(false);
    m_printBox->setObjectName(QStringLiteral("printLayout"));
    m_setupBox->setObjectName(QStringLiteral("riverSetup"));
    m_length->setObjectName(QStringLiteral("gameLength"));
    for (int length = 0; length < GameLengthCount; ++length)
        m_length->addItem(QString(), length);
    m_difficulty->setObjectName(QStringLiteral("presetDifficulty"));
    for (int sides = 0; sides < SideChoiceCount; ++sides)
        m_difficulty->addItem(QString(), sides);
    m_roll->setObjectName(QStringLiteral("rollRandomRiver"));
    m_preset->setObjectName(QStringLiteral("applyPreset"));
    const std::pair<QWidget *, const char *> fields[] = {{m_name, "name"}, {m_hexMm, "hexMm"}};
    for (const auto &[widget, field] : fields)
        widget->setProperty(CourseKindEditor::FieldProperty, QLatin1String(field));

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(new QLabel(this), m_name);
    m_form->addRow(m_summary);
    m_printForm = new QFormLayout(m_printBox);
    m_printForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_printForm->addRow(new QLabel(m_printBox), m_hexMm);
    m_paperFields = new print::PaperFields(m_printForm);
    m_setupForm = new QFormLayout(m_setupBox);
    m_setupForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A label and its field side by side needed 488 px in French ("Option de mise en place :"
    // beside its longest choice): a row too long for the column puts its field under its label.
    for (QFormLayout *form : {m_form, m_printForm, m_setupForm})
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_setupForm->addRow(new QLabel(m_setupBox), m_length);
    m_setupForm->addRow(new QLabel(m_setupBox), m_difficulty);
    // One button a row: side by side, their French titles needed 488 px and the properties
    // scrolled sideways at 800 × 600.
    m_setupForm->addRow(m_roll);
    m_setupForm->addRow(m_preset);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(m_form);
    layout->addWidget(m_printBox);
    layout->addWidget(m_setupBox);

    QUndoStack *stack = document->undoStack();
    connect(m_name, &QLineEdit::textEdited, this, [this, stack](const QString &text) {
        stack->push(renameRiver(m_document, text, m_nameMergeKey));
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] { ++m_nameMergeKey; });
    connect(m_hexMm, &QDoubleSpinBox::valueChanged, this, &SalmonCourseProperties::pushPrintLayout);
    connect(m_paperFields, &print::PaperFields::edited, this,
            &SalmonCourseProperties::pushPrintLayout);
    connect(m_roll, &QPushButton::clicked, this, &SalmonCourseProperties::rollRandomRiver);
    connect(m_preset, &QPushButton::clicked, this, &SalmonCourseProperties::applyPreset);
    connect(document, &SalmonCourseDocument::changed, this, &SalmonCourseProperties::sync);
    m_length->setCurrentIndex(1); // the beginner's length
    retranslate();
}

void SalmonCourseProperties::rollRandomRiver()
{
    const auto length = GameLength(m_length->currentData().toInt());
    Rng rng(QRandomGenerator::global()->generate64());
    const SalmonCourse rolled =
        SalmonRandomCourse::random(SalmonRandomCourse::middleBoards(length), rng);
    m_document->undoStack()->push(new SalmonReplaceCourse(
        m_document, rolled,
        tr("Roll Random River (%1)").arg(SalmonRandomCourse::lengthName(length))));
}

void SalmonCourseProperties::applyPreset()
{
    const auto length = GameLength(m_length->currentData().toInt());
    const auto sides = SideChoice(m_difficulty->currentData().toInt());
    m_document->undoStack()->push(new SalmonReplaceCourse(
        m_document, SalmonRandomCourse::preset(length, sides),
        tr("Apply Preset (%1, %2)")
            .arg(SalmonRandomCourse::lengthName(length), SalmonRandomCourse::sidesName(sides))));
}

void SalmonCourseProperties::pushPrintLayout()
{
    RiverPrintLayout layout = m_document->river().print;
    layout.hexMm = m_hexMm->value();
    layout.page = m_paperFields->page();
    if (!(layout == m_document->river().print))
        m_document->undoStack()->push(setRiverPrintLayout(m_document, layout));
}

void SalmonCourseProperties::sync()
{
    const SalmonCourse &river = m_document->river();
    const QSignalBlocker blockHexMm(m_hexMm);
    if (m_name->text() != river.name) // keeps the cursor while typing
        m_name->setText(river.name);
    m_name->setPlaceholderText(tr("Untitled river"));
    m_hexMm->setValue(river.print.hexMm);
    m_paperFields->setPage(river.print.page);
    QStringList ids;
    for (const BoardPlacement &placement : river.boards)
        ids.append(placement.board);
    const SalmonCourseMap &map = m_document->map();
    m_summary->setText(tr("%n board(s): %1. %2 × %3 hexes.", nullptr, int(river.boards.size()))
                           .arg(ids.isEmpty() ? tr("none") : ids.join(QStringLiteral(" → ")))
                           .arg(map.columns())
                           .arg(map.rows()));
}

void SalmonCourseProperties::retranslate()
{
    m_title->setText(tr("River"));
    m_form->labelForField(m_name)->setProperty("text", tr("Name:"));
    m_printBox->setTitle(tr("Print layout"));
    m_printForm->labelForField(m_hexMm)->setProperty("text", tr("Hex size:"));
    m_paperFields->retranslate();
    m_hexMm->setSuffix(tr(" mm"));
    m_hexMm->setToolTip(tr("A hex's size across its flats on paper. New rivers use %1 mm, so "
                           "that a board of 7 × 6 hexes fits one A4 or Letter sheet either way "
                           "up.")
                            .arg(newRiverHexMm()));
    // The rulebook's set-up options, as choices for the boards Roll Random River and Apply Preset
    // lay: titled "Set-up" with "Game length: Beginner", or "Set-up option: Beginner" beside a
    // blank river of two boards, it read as a fact about the river being built (issue 56).
    m_setupBox->setTitle(tr("Lay boards as the rulebook's set-up"));
    m_setupForm->labelForField(m_length)->setProperty("text", tr("Boards to lay:"));
    m_setupForm->labelForField(m_difficulty)->setProperty("text", tr("Difficulty:"));
    for (int i = 0; i < m_length->count(); ++i) {
        const auto length = GameLength(m_length->itemData(i).toInt());
        m_length->setItemText(
            i, tr("%1 (%n numbered board(s))", nullptr, SalmonRandomCourse::middleBoards(length))
                   .arg(SalmonRandomCourse::lengthName(length)));
    }
    for (int i = 0; i < m_difficulty->count(); ++i)
        m_difficulty->setItemText(
            i, SalmonRandomCourse::sidesName(SideChoice(m_difficulty->itemData(i).toInt())));
    m_roll->setText(tr("Roll Random River"));
    m_roll->setToolTip(tr("The rulebook's random set-up, with as many numbered boards as the game "
                          "length says. Replaces the boards; Undo brings them back."));
    m_preset->setText(tr("Apply Preset"));
    m_preset->setToolTip(tr("A river of the chosen length and difficulty. Replaces the boards; "
                            "Undo brings them back."));
    sync();
}

void SalmonCourseProperties::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw::salmon
