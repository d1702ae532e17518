#include "GameOptionsForm.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>

namespace cw {

GameOptionsForm::GameOptionsForm(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

void GameOptionsForm::setOptions(const std::vector<GameOption> &options)
{
    auto *form = static_cast<QFormLayout *>(layout());
    while (form->rowCount() > 0)
        form->removeRow(0); // deletes the row's widgets
    m_options = options;
    m_editors.clear();
    m_labels.clear();
    for (const GameOption &option : m_options) {
        if (option.kind == GameOption::Kind::Check) {
            auto *box = new QCheckBox;
            box->setChecked(option.defaultValue.toBool());
            box->setObjectName(option.key);
            form->addRow(box);
            m_editors.push_back(box);
            m_labels.push_back(nullptr);
        } else {
            auto *choice = new QComboBox;
            choice->setObjectName(option.key);
            for (const GameOption::Choice &entry : option.choices)
                choice->addItem(QString(), entry.value.toVariant());
            choice->setCurrentIndex(qMax(0, choice->findData(option.defaultValue.toVariant())));
            auto *label = new QLabel;
            label->setBuddy(choice);
            form->addRow(label, choice);
            m_editors.push_back(choice);
            m_labels.push_back(label);
        }
    }
    setVisible(!m_options.empty());
    retranslate();
}

QJsonObject GameOptionsForm::values() const
{
    QJsonObject values;
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        const GameOption &option = m_options[i];
        if (auto *box = qobject_cast<QCheckBox *>(m_editors[i]))
            values.insert(option.key, box->isChecked());
        else if (auto *choice = qobject_cast<QComboBox *>(m_editors[i]))
            values.insert(option.key, option.choices[std::size_t(choice->currentIndex())].value);
    }
    return values;
}

void GameOptionsForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GameOptionsForm::retranslate()
{
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        const GameOption &option = m_options[i];
        m_editors[i]->setToolTip(option.toolTip.text());
        if (auto *box = qobject_cast<QCheckBox *>(m_editors[i])) {
            box->setText(option.label.text());
        } else if (auto *choice = qobject_cast<QComboBox *>(m_editors[i])) {
            static_cast<QLabel *>(m_labels[i])->setText(option.label.text());
            for (std::size_t c = 0; c < option.choices.size(); ++c)
                choice->setItemText(int(c), option.choices[c].label.text());
        }
    }
}

} // namespace cw
