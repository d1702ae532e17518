#pragma once

#include "SalmonRiverBoard.h"

#include <QString>

namespace cw::salmon {

// The pictures of the river's symbols and tokens: SVG files compiled into coursewright_models
// (resources/salmon/icons, resource prefix /salmon/icons), so the QML board, the editor and the
// printer show the same icons. Each is a 64 × 64 flat icon: a white glyph on a coloured disc.

// The file name without extension ("swim", "double-swim", …, "bear-paw"); empty for None.
QString symbolIconName(Symbol symbol);
// ":/salmon/icons/<name>.svg" for QFile and QSvgRenderer; empty for None.
QString symbolIconPath(Symbol symbol);
// "qrc:/salmon/icons/<name>.svg" for QML; empty for None.
QString symbolIconUrl(Symbol symbol);

// The tokens: a salmon (a light neutral fish, nose up, to draw over a disc of the player's
// colour) and a bear.
QString salmonIconPath();
QString salmonIconUrl();
QString bearIconPath();
QString bearIconUrl();

} // namespace cw::salmon
