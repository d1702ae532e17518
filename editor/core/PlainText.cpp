#include "PlainText.h"

#include <QLabel>

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

} // namespace cw::PlainText
