#include "FieldNames.h"

#include <QFormLayout>
#include <QLabel>
#include <QWidget>

namespace cw {

void nameFieldsByLabels(QWidget *root)
{
    for (QFormLayout *form : root->findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem *label = form->itemAt(row, QFormLayout::LabelRole);
            QLayoutItem *field = form->itemAt(row, QFormLayout::FieldRole);
            auto *text = label ? qobject_cast<QLabel *>(label->widget()) : nullptr;
            if (text && field && field->widget() && !text->buddy())
                text->setBuddy(field->widget());
        }
    }
}

} // namespace cw
