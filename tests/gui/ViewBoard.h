#pragma once

// A board alone in a window of its own (Board.qml in a QQuickView, as board_screenshots draws
// it), played as a person does: clicks and keys go to the view.

#include "BoardPlayer.h"
#include "QuickItems.h"

#include <QQuickItem>
#include <QQuickView>
#include <QTest>

namespace cw::test {

class ViewBoard : public BoardDriver {
public:
    ViewBoard(QQuickView &view, GameSession &session) : m_view(view), m_session(session) {}

    QQuickItem *root() const override { return m_view.rootObject(); }
    GameSession &session() const override { return m_session; }
    // A click lands only on an item shown inside the view, as a pointer's would.
    bool clickAt(QQuickItem *item, QPointF point) override
    {
        if (!item || !isShown(item) || !item->isEnabled())
            return false;
        const QPointF at = item->mapToScene(point);
        if (!QRectF(QPointF(0, 0), m_view.size()).contains(at))
            return false;
        QTest::mouseClick(&m_view, Qt::LeftButton, {}, at.toPoint());
        return true;
    }
    void key(Qt::Key key) override { QTest::keyClick(&m_view, key); }
    QQuickItem *focusItem() const override { return m_view.activeFocusItem(); }
    void settle() override { QTest::qWait(20); }

private:
    QQuickView &m_view;
    GameSession &m_session;
};

} // namespace cw::test
