#include "TextImages.h"

#include <QList>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

namespace cw {

void resizeTextImages(QTextDocument *document,
                      const std::function<QSizeF(const QTextImageFormat &)> &size)
{
    struct Image {
        int position, length;
        QTextImageFormat format;
    };
    QList<Image> images; // gathered first: changing a format may merge fragments
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                images.append({it.fragment().position(), it.fragment().length(),
                               it.fragment().charFormat().toImageFormat()});
    QTextCursor cursor(document);
    for (Image &image : images) {
        const QSizeF shown = size(image.format);
        if (shown.isEmpty())
            continue;
        image.format.setWidth(shown.width());
        image.format.setHeight(shown.height());
        cursor.setPosition(image.position);
        cursor.setPosition(image.position + image.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(image.format);
    }
}

} // namespace cw
