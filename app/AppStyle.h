#pragma once

class QApplication;
class QPalette;

namespace cw {

// One visual language for the whole app: the board's dark theme (its background, panels, text
// and amber accent, qml/) extended to the docks, menus and dialogs through the Fusion style and
// a matching palette, so widgets and board read as one window.
void applyAppStyle(QApplication &app);
QPalette boardPalette();

} // namespace cw
