#pragma once

#include <QObject>

class QActionGroup;
class QMenu;

namespace cw {

// View > Text Size (issue 54): the desktop's size or 100, 125, 150, 175 %, one checkable action
// each (objectName "textSize_desktop", "textSize_150"…). Choosing one saves and applies it
// (TextSize.h); the saved size is applied when the menu is made. Retitled on a language change.
class TextSizeMenu : public QObject {
    Q_OBJECT
public:
    // Adds the submenu at the top of `view`, followed by a separator.
    explicit TextSizeMenu(QMenu *view);

    QMenu *menu() const { return m_menu; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    QMenu *m_menu;
    QActionGroup *m_sizes;
};

} // namespace cw
