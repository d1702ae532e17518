#include "PlainText.h"

#include <QLabel>
#include <QTextDocument>

namespace cw::PlainText {

void plainLabels(QWidget *root)
{
    QList<QLabel *> labels = root->findChildren<QLabel *>();
    if (auto *label = qobject_cast<QLabel *>(root))
        labels.append(label);
    for (QLabel *label : std::as_const(labels))
        if (!label->property(RichTextProperty).toBool())
            label->setTextFormat(Qt::PlainText);
}

QString shortened(const QString &text, int length)
{
    return text.size() <= length ? text : text.left(length - 1) + QChar(0x2026);
}

QString toolTip(const QString &text)
{
    return text.isEmpty() ? text : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QMessageBox::StandardButton warning(QWidget *parent, const QString &title, const QString &text,
                                    QMessageBox::StandardButtons buttons,
                                    QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(QMessageBox::Warning, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(defaultButton);
    return QMessageBox::StandardButton(box.exec());
}

} // namespace cw::PlainText
