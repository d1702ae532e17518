#pragma once

#include <QQuickWidget>

namespace cw {

// The board in the main window: a QQuickWidget whose Tab and Shift+Tab walk the board's own
// controls (the QML items with activeFocusOnTab) before leaving it for the docks. A plain
// QQuickWidget in Qt 6.4 hands Tab to the window's widget chain at once, so a person at the
// keyboard could never reach a board button and their Enter and Space went to a dock. A click on
// the board gives it the keyboard.
class BoardWidget : public QQuickWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget *parent = nullptr);

protected:
    // Moves the focus to the board's next (previous) control; past the last (first) one, to the
    // next (previous) widget of the window. False when neither can take it.
    bool focusNextPrevChild(bool next) override;
};

} // namespace cw
