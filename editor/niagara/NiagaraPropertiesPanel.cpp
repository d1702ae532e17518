#include "NiagaraPropertiesPanel.h"

#include "NiagaraCourseDocument.h"
#include "NiagaraSetRiverShape.h"
#include "NiagaraSetWeatherRange.h"
#include "NiagaraValueChanges.h"
#include "core/CourseKindEditor.h"
#include "core/PaperFields.h"
#include "core/PropertySpinBox.h"
#include "course/CourseHeader.h"
#include "niagara/NiagaraCourseGeometry.h"
#include "niagara/NiagaraCoursePainter.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace cw::niagara {

namespace {

QIcon gemIcon(int colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = NiagaraCoursePainter::gemColour(colour);
    painter.setPen(fill.darker(170));
    painter.setBrush(fill);
    painter.drawPolygon(QPolygonF{{8, 1}, {15, 7}, {8, 15}, {1, 7}});
    return QIcon(pixmap);
}

} // namespace

NiagaraPropertiesPanel::NiagaraPropertiesPanel(NiagaraCourseDocument *document, QWidget *parent)
    : QScrollArea(parent), m_document(document), m_title(new QLabel), m_name(new QLineEdit),
      m_main(propertySpinBox("mainLength", 1, NiagaraCourse::MaxMain, nullptr)),
      m_left(propertySpinBox("leftArm", 0, NiagaraCourse::MaxArm, nullptr)),
      m_right(propertySpinBox("rightArm", 0, NiagaraCourse::MaxArm, nullptr)),
      m_gems(propertySpinBox("gemsPerColour", 1, NiagaraCourse::MaxGemsPerColour, nullptr)),
      m_weatherMin(propertySpinBox("weatherMin", NiagaraCourse::MinWeather,
                                   NiagaraCourse::MaxWeather, nullptr)),
      m_weatherMax(propertySpinBox("weatherMax", NiagaraCourse::MinWeather,
                                   NiagaraCourse::MaxWeather, nullptr)),
      m_placesBox(new QGroupBox), m_printBox(new QGroupBox), m_printSummary(new QLabel)
{
    setObjectName(QStringLiteral("propertiesPanel"));
    setWidgetResizable(true);
    setFrameShape(NoFrame);
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("niagaraRiverProperties"));
    m_title->setObjectName(QStringLiteral("propertiesTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_name->setObjectName(QStringLiteral("courseName"));
    m_name->setMaxLength(CourseHeader::MaxNameLength);
    m_placesBox->setObjectName(QStringLiteral("discoveryPlaces"));
    m_printBox->setObjectName(QStringLiteral("printLayout"));
    m_printSummary->setObjectName(QStringLiteral("printSummary"));
    m_printSummary->setWordWrap(true);
    const std::pair<QWidget *, const char *> fields[] = {
        {m_name, "name"},      {m_main, "mainLength"},    {m_left, "leftArm"},
        {m_right, "rightArm"}, {m_gems, "gemsPerColour"}, {m_weatherMin, "weather"},
        {m_weatherMax, "max"},
    };
    for (const auto &[widget, field] : fields)
        widget->setProperty(CourseKindEditor::FieldProperty, QLatin1String(field));

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (QWidget *field : std::initializer_list<QWidget *>{m_name, m_main, m_left, m_right, m_gems,
                                                           m_weatherMin, m_weatherMax})
        m_form->addRow(new QLabel, field);
    m_placesForm = new QFormLayout(m_placesBox);
    m_placesForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_printForm = new QFormLayout(m_printBox);
    m_printForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_paperFields = new print::PaperFields(m_printForm);
    m_printForm->addRow(m_printSummary);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_title);
    layout->addLayout(m_form);
    layout->addWidget(m_placesBox);
    layout->addWidget(m_printBox);
    layout->addStretch(1);
    setWidget(page);

    QUndoStack *stack = document->undoStack();
    connect(m_name, &QLineEdit::textEdited, this, [this, stack](const QString &text) {
        stack->push(renameRiver(m_document, text, m_nameMergeKey));
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] { ++m_nameMergeKey; });
    for (QSpinBox *box : {m_main, m_left, m_right}) {
        connect(box, &QSpinBox::valueChanged, this, &NiagaraPropertiesPanel::pushShape);
        connect(box, &QSpinBox::valueChanged, this, [this, box] { countSpaces(box); });
    }
    for (QSpinBox *box : {m_weatherMin, m_weatherMax})
        connect(box, &QSpinBox::valueChanged, this, &NiagaraPropertiesPanel::pushWeather);
    connect(m_gems, &QSpinBox::valueChanged, this, [this, stack](int gems) {
        if (gems != m_document->course().gemsPerColour)
            stack->push(setGemsPerColour(m_document, gems));
    });
    connect(m_paperFields, &print::PaperFields::edited, this, &NiagaraPropertiesPanel::pushPaper);
    connect(document, &NiagaraCourseDocument::changed, this, &NiagaraPropertiesPanel::sync);
    connect(document, &NiagaraCourseDocument::selectionChanged, this,
            &NiagaraPropertiesPanel::follow);
    retranslate();
}

QComboBox *NiagaraPropertiesPanel::placeChoice(int space) const
{
    return space >= 0 && space < int(m_placeChoices.size()) ? m_placeChoices[std::size_t(space)]
                                                            : nullptr;
}

void NiagaraPropertiesPanel::pushShape()
{
    const NiagaraCourse &river = m_document->course();
    if (m_main->value() != river.mainLength || m_left->value() != river.leftArm ||
        m_right->value() != river.rightArm)
        m_document->undoStack()->push(new NiagaraSetRiverShape(m_document, m_main->value(),
                                                               m_left->value(), m_right->value()));
}

void NiagaraPropertiesPanel::pushWeather()
{
    const NiagaraCourse &river = m_document->course();
    if (m_weatherMin->value() != river.weatherMin || m_weatherMax->value() != river.weatherMax)
        m_document->undoStack()->push(
            new NiagaraSetWeatherRange(m_document, m_weatherMin->value(), m_weatherMax->value()));
}

void NiagaraPropertiesPanel::pushPaper()
{
    const PageSpec page = m_paperFields->page();
    if (!(page == m_document->course().page))
        m_document->undoStack()->push(setRiverPaper(m_document, page));
}

// One choice per space of the river, "—" or a colour.
void NiagaraPropertiesPanel::rebuildPlaceChoices()
{
    const QStringList labels = m_document->course().spaceLabels();
    if (int(m_placeChoices.size()) == labels.size()) {
        bool same = true;
        for (int space = 0; space < labels.size(); ++space)
            same &= m_placesForm->labelForField(m_placeChoices[std::size_t(space)])
                        ->property("space")
                        .toString() == labels[space];
        if (same)
            return;
    }
    for (QComboBox *choice : m_placeChoices)
        m_placesForm->removeRow(choice);
    m_placeChoices.clear();
    for (int space = 0; space < labels.size(); ++space) {
        auto *choice = new QComboBox(m_placesBox);
        choice->setObjectName(QStringLiteral("place_%1").arg(labels[space]));
        choice->addItem(QString(), -1);
        for (int colour = 0; colour < GemColours; ++colour)
            choice->addItem(gemIcon(colour), QString(), colour);
        const QString label = labels[space];
        connect(choice, &QComboBox::activated, this, [this, choice, label] {
            const int colour = choice->currentData().toInt();
            if (colour != m_document->placeOfSpace(m_document->course().spaceIndex(label)))
                m_document->undoStack()->push(setSpacePlace(m_document, label, colour));
        });
        auto *caption = new QLabel(m_placesBox);
        caption->setProperty("space", label);
        caption->setBuddy(choice); // what a screen reader reads of the choice (issue 54)
        m_placesForm->addRow(caption, choice);
        m_placeChoices.push_back(choice);
    }
}

void NiagaraPropertiesPanel::syncPlaceChoices()
{
    rebuildPlaceChoices();
    for (int space = 0; space < int(m_placeChoices.size()); ++space) {
        QComboBox *choice = m_placeChoices[std::size_t(space)];
        const int colour = m_document->placeOfSpace(space);
        const QSignalBlocker blocker(choice);
        choice->setCurrentIndex(choice->findData(colour));
        choice->setProperty(CourseKindEditor::FieldProperty, gemKey(colour));
        choice->setItemText(0, tr("— none —"));
        for (int c = 0; c < GemColours; ++c)
            choice->setItemText(c + 1, NiagaraCoursePainter::gemTitle(c));
        auto *caption = qobject_cast<QLabel *>(m_placesForm->labelForField(choice));
        // The space as the canvas names it ("G4" in French), not its file label ("L4").
        caption->setText(
            tr("Space %1:").arg(NiagaraCourse::displayName(caption->property("space").toString())));
    }
}

void NiagaraPropertiesPanel::sync()
{
    const NiagaraCourse &river = m_document->course();
    const QSignalBlocker blockers[] = {QSignalBlocker(m_main),       QSignalBlocker(m_left),
                                       QSignalBlocker(m_right),      QSignalBlocker(m_gems),
                                       QSignalBlocker(m_weatherMin), QSignalBlocker(m_weatherMax)};
    if (m_name->text() != river.name) // keeps the cursor while typing
        m_name->setText(river.name);
    m_name->setPlaceholderText(tr("Untitled river"));
    m_main->setValue(river.mainLength);
    m_left->setValue(river.leftArm);
    m_right->setValue(river.rightArm);
    for (QSpinBox *box : {m_main, m_left, m_right})
        countSpaces(box);
    m_gems->setValue(river.gemsPerColour);
    m_weatherMin->setValue(river.weatherMin);
    m_weatherMax->setValue(river.weatherMax);
    m_paperFields->setPage(river.page);
    syncPlaceChoices();
    const QSizeF size = NiagaraCourseGeometry(river).boundsMm().size();
    const QSizeF printable = river.page.printableMm().size();
    m_printSummary->setText(tr("The river prints at %1 × %2 mm (spaces of %3 mm); the paper "
                               "prints %4 × %5 mm.")
                                .arg(qRound(size.width()))
                                .arg(qRound(size.height()))
                                .arg(NiagaraCourseGeometry::SpaceMm)
                                .arg(qRound(printable.width()))
                                .arg(qRound(printable.height())));
}

void NiagaraPropertiesPanel::follow()
{
    // A waterfall's field is its arm's length; the canvas keeps the focus (its arrow keys move it).
    if (const int arm = m_document->selectedWaterfall(); arm == 0 || arm == 1)
        ensureWidgetVisible(arm == 0 ? m_left : m_right);
    int space = m_document->selectedSpace();
    if (const int place = m_document->selectedPlace(); place >= 0)
        for (int s = 0; s < m_document->course().spaceCount() && space < 0; ++s)
            if (m_document->placeOfSpace(s) == place)
                space = s;
    if (QComboBox *choice = placeChoice(space)) {
        ensureWidgetVisible(choice);
        choice->setFocus(Qt::OtherFocusReason);
    }
}

// "1 space", "2 spaces": the suffix follows the count, in every language's plural forms.
void NiagaraPropertiesPanel::countSpaces(QSpinBox *box)
{
    box->setSuffix(tr(" space(s)", "after a number of river spaces", box->value()));
}

void NiagaraPropertiesPanel::retranslate()
{
    m_title->setText(tr("River"));
    m_form->labelForField(m_name)->setProperty("text", tr("Name:"));
    m_form->labelForField(m_main)->setProperty("text", tr("Main channel:"));
    m_form->labelForField(m_left)->setProperty("text", tr("Left arm:"));
    m_form->labelForField(m_right)->setProperty("text", tr("Right arm:"));
    m_form->labelForField(m_gems)->setProperty("text", tr("Gems per colour:"));
    m_form->labelForField(m_weatherMin)->setProperty("text", tr("Weather from:"));
    m_form->labelForField(m_weatherMax)->setProperty("text", tr("Weather to:"));
    for (QSpinBox *box : {m_main, m_left, m_right})
        countSpaces(box);
    m_main->setToolTip(tr("Spaces from the rope down to the fork (the standard river has 5)."));
    m_left->setToolTip(tr("Spaces of the Left arm between the fork and its waterfall."));
    m_right->setToolTip(tr("Spaces of the Right arm between the fork and its waterfall."));
    m_gems->setToolTip(tr("Gems each discovery place holds at setup (7 on the standard river)."));
    m_weatherMin->setToolTip(tr("The weather track's lowest step; the cloud starts on 0."));
    m_weatherMax->setToolTip(tr("The weather track's highest step."));
    m_placesBox->setTitle(tr("Discovery places"));
    m_placesBox->setToolTip(
        tr("The discovery place each space touches: canoes on that space load and unload there."));
    m_printBox->setTitle(tr("Print layout"));
    m_paperFields->retranslate();
    sync();
}

void NiagaraPropertiesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QScrollArea::changeEvent(event);
}

} // namespace cw::niagara
