#pragma once

#include <QSizeF>

#include <functional>

class QTextDocument;
class QTextImageFormat;

namespace cw {

// Sets the size every image of `document` is shown at (its source file is left alone): `size`
// receives each image's format (its name is the picture's URL) and returns the size, or an empty
// size to leave that image as it is. For the help dialogs (rules, editor guide), whose Markdown
// cannot size its pictures.
void resizeTextImages(QTextDocument *document,
                      const std::function<QSizeF(const QTextImageFormat &)> &size);

} // namespace cw
