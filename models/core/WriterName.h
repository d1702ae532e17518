#pragma once

#include <QString>

namespace cw {

// The name the files this program exports for other programs carry as their maker (a PDF's
// creator, an SVG page's description, a PNG's "Software" text, a Tiled map's "generator"
// property), by which a later export knows a file for its own (render/print/ExportMarks).
inline QString writerName()
{
    return QStringLiteral("Coursewright");
}

} // namespace cw
