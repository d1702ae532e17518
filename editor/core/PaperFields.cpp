#include "PaperFields.h"

#include "core/CourseKindEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace cw::print {

PaperFields::PaperFields(QFormLayout *form)
    : QObject(form), m_form(form), m_paper(new QComboBox(form->parentWidget())),
      m_landscape(new QCheckBox(form->parentWidget()))
{
    m_paper->setObjectName(QStringLiteral("paper"));
    m_paper->addItem(QString(), PageSpec{Paper::A4}.key());
    m_paper->addItem(QString(), PageSpec{Paper::Letter}.key());
    m_landscape->setObjectName(QStringLiteral("landscape"));
    m_paper->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("paper"));
    m_landscape->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("landscape"));
    form->addRow(new QLabel(form->parentWidget()), m_paper);
    form->addRow(new QLabel(form->parentWidget()), m_landscape);
    connect(m_paper, &QComboBox::currentIndexChanged, this, &PaperFields::edited);
    connect(m_landscape, &QCheckBox::toggled, this, &PaperFields::edited);
}

PageSpec PaperFields::page() const
{
    PageSpec page;
    page.paper = PageSpec::paperFromKey(m_paper->currentData().toString()).value_or(Paper::A4);
    page.landscape = m_landscape->isChecked();
    return page;
}

void PaperFields::setPage(const PageSpec &page)
{
    const QSignalBlocker blockPaper(m_paper);
    const QSignalBlocker blockLandscape(m_landscape);
    m_paper->setCurrentIndex(m_paper->findData(page.key()));
    m_landscape->setChecked(page.landscape);
}

void PaperFields::retranslate()
{
    m_form->labelForField(m_paper)->setProperty("text", tr("Paper:"));
    m_form->labelForField(m_landscape)->setProperty("text", tr("Orientation:"));
    m_paper->setItemText(0, tr("A4"));
    m_paper->setItemText(1, tr("Letter"));
    m_landscape->setText(tr("Landscape"));
}

} // namespace cw::print
