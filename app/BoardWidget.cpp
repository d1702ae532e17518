#include "BoardWidget.h"

#include <QQuickItem>
#include <QQuickWindow>

namespace cw {

BoardWidget::BoardWidget(QWidget *parent) : QQuickWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
}

bool BoardWidget::focusNextPrevChild(bool next)
{
    QQuickItem *root = rootObject();
    if (!root || !hasFocus())
        return QQuickWidget::focusNextPrevChild(next);
    // The chain runs through the scene in a loop: its ends are the items either side of the
    // root (which is not in it unless it takes the focus itself).
    QQuickItem *first = root->nextItemInFocusChain(true);
    QQuickItem *last = root->nextItemInFocusChain(false);
    QQuickItem *current = quickWindow()->activeFocusItem();
    const bool inChain = current && current != root && current->activeFocusOnTab();
    if (!first || first == root || (inChain && current == (next ? last : first)))
        return QQuickWidget::focusNextPrevChild(next); // past the board's last control
    QQuickItem *target = inChain ? current->nextItemInFocusChain(next) : (next ? first : last);
    if (!target || target == current)
        return QQuickWidget::focusNextPrevChild(next);
    target->forceActiveFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

} // namespace cw
