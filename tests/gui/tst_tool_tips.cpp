// Tool tips do not cover the control they describe (issue 32), on every registered game's board
// in the main window at 1280 × 720, at the person's first decision: the pointer rests on each
// shown control that has a tool tip (a button's toolTip, an attached ToolTip's text), and the
// tool tip that shows keeps off the control's rectangle.
#include "Language.h"
#include "MainWindow.h"
#include "QuickItems.h"
#include "SessionTestSupport.h"
#include "WindowTestSupport.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"

#include <QQuickItem>
#include <QQuickWidget>
#include <QStandardPaths>
#include <QTest>

using namespace cw;

namespace {

// The text of the tool tip that `item` shows under a resting pointer, or empty: its own
// `toolTip` (ActionButton), else that of an attached ToolTip (a child QQuickToolTipAttached).
QString toolTipOf(const QQuickItem *item)
{
    const QString own = item->property("toolTip").toString();
    if (!own.isEmpty())
        return own;
    for (const QObject *child : item->children())
        if (child->inherits("QQuickToolTipAttached"))
            return child->property("text").toString();
    return {};
}

} // namespace

class TestToolTips : public QObject {
    Q_OBJECT

    Language m_language;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_language.apply(QStringLiteral("en"), false);
    }

    void toolTipsKeepOffTheirControl_data() { test::addGameRows(); }
    void toolTipsKeepOffTheirControl()
    {
        QFETCH(QString, gameId);
        MainWindow window(&m_language);
        QVERIFY(test::showGameWindow(
            window, test::gameSetup(gameId).fewestSeats(Controller::Human).seed(32),
            QSize(1280, 720)));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->humanToAct(), 20000);
        auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
        QVERIFY(board);
        QTest::qWait(100); // the decision laid out
        QQuickItem *content = board->quickWindow()->contentItem();
        const QRectF shownArea(QPointF(0, 0), board->size());
        QList<QQuickItem *> controls, items{board->rootObject()};
        while (!items.isEmpty()) {
            QQuickItem *item = items.takeLast();
            items.append(item->childItems());
            if (test::isShown(item) && item->width() > 4 && item->height() > 4 &&
                shownArea.contains(test::sceneRect(item).center()) && !toolTipOf(item).isEmpty())
                controls.append(item);
        }
        QVERIFY(!controls.isEmpty());
        int checked = 0;
        for (QQuickItem *control : std::as_const(controls)) {
            const QRectF at = test::sceneRect(control);
            QTest::mouseMove(board, at.center().toPoint());
            QQuickItem *tip = nullptr;
            // A tool tip shows after its delay; a control covered by another one shows none.
            if (QTest::qWaitFor([&] { return (tip = test::shownToolTip(content)) != nullptr; },
                                1500)) {
                ++checked;
                QVERIFY2(!test::sceneRect(tip).intersects(at.adjusted(1, 1, -1, -1)),
                         qPrintable(QStringLiteral("%1 \"%2\" at %3,%4 %5×%6: its tool tip at "
                                                   "%7,%8 %9×%10")
                                        .arg(control->objectName(), toolTipOf(control))
                                        .arg(at.x())
                                        .arg(at.y())
                                        .arg(at.width())
                                        .arg(at.height())
                                        .arg(test::sceneRect(tip).x())
                                        .arg(test::sceneRect(tip).y())
                                        .arg(test::sceneRect(tip).width())
                                        .arg(test::sceneRect(tip).height())));
            }
            QTest::mouseMove(board, QPoint(board->width() - 2, board->height() - 2));
            QVERIFY2(QTest::qWaitFor([&] { return test::shownToolTip(content) == nullptr; }, 1500),
                     qPrintable(control->objectName() + QLatin1String(": its tool tip stays")));
        }
        QVERIFY2(checked > 0, "no tool tip showed");
    }
};

QTEST_MAIN(TestToolTips)
#include "tst_tool_tips.moc"
