// The board as the main window shows it: inside a QQuickWidget, drawn by Qt Quick's software
// backend (ctest sets QT_QUICK_BACKEND=software, the backend the app picks on llvmpipe). Issue 15:
// a QtQuick.Shapes Shape is painted there after the rest of the scene and unclipped, so Salmon
// Run's hexes covered the river's tool bar; every hex must stay inside the river view (the river
// is one painted item now, and must stay as well clipped).
#include "../salmon/SalmonGuiSupport.h"
#include "Language.h"
#include "MainWindow.h"
#include "salmon/SalmonCoursePainter.h"
#include "session/GameSession.h"

#include <QQuickItem>
#include <QQuickWidget>
#include <QStandardPaths>
#include <QTest>

using namespace cw;

class TestBoardInWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_board_in_window"));
    }

    void riverHexesStayInsideTheRiverView()
    {
        MainWindow window(&m_language);
        window.setQuiet(true);
        window.resize(1280, 720);
        const GameSetup setup = test::gameSetup(QStringLiteral("salmon"))
                                    .seats({Controller::Human, Controller::Human})
                                    .seed(7);
        QString error;
        QVERIFY2(window.session()->start(setup, &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto *board = window.findChild<QQuickWidget *>();
        QVERIFY(board);
        QQuickItem *view = nullptr;
        QTRY_VERIFY((view = test::findQuickItem(board->rootObject(),
                                                QStringLiteral("salmonRiverView"))) != nullptr);
        QTRY_VERIFY(view->height() > 100);
        QQuickItem *river = test::findQuickItem(view, QStringLiteral("salmonRiver"));
        QVERIFY(river);
        const QRect inside = view->mapRectToScene(view->boundingRect()).toAlignedRect();
        // The river is taller than the view at the zoom a game starts with, so hexes lie above
        // its top edge: unclipped, they would show in the tool bar's band.
        QVERIFY(inside.top() > 20);
        const QRect above(inside.left(), 0, inside.width(), inside.top() - 1);

        // What the widget shows (grab(), as the app's --screenshot; grabFramebuffer() renders the
        // scene afresh and does not show the fault): once the river is drawn (its bank's colour
        // shows in the view), and again without it. The pixels the painted river changes:
        QImage withRiver, withoutRiver;
        const auto changed = [&](QRect area) {
            area &= withRiver.rect() & withoutRiver.rect();
            int count = 0;
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x)
                    count += withRiver.pixel(x, y) != withoutRiver.pixel(x, y) ? 1 : 0;
            return count;
        };
        const auto bankPixels = [&] {
            const QRect area = inside & withRiver.rect();
            const QRgb bank = salmon::SalmonCoursePainter::landColour().rgb();
            int count = 0;
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x)
                    count += (withRiver.pixel(x, y) | 0xff000000u) == bank ? 1 : 0;
            return count;
        };
        QTRY_VERIFY((withRiver = board->grab().toImage(), bankPixels() > 1000));
        river->setVisible(false);
        // The river was seen inside the view, and nothing of it above.
        QTRY_VERIFY((withoutRiver = board->grab().toImage(), changed(inside) > 10000));
        QCOMPARE(changed(above), 0);
    }

    // Issue 32: after a click on the Line cards board, Tab left the board for the docks and Space
    // and Enter did nothing. A click gives the board the keyboard, Tab walks its controls (and
    // only past the last one leaves it), and Enter takes the decision the keyboard is on.
    void keyboardStaysOnTheBoard()
    {
        MainWindow window(&m_language);
        window.setQuiet(true);
        window.resize(1920, 1080);
        window.session()->setAiDelayMs(0);
        GameSetup setup;
        setup.gameId = QStringLiteral("linecards");
        setup.seats = {{QStringLiteral("Ada"), QStringLiteral("#e63946"), Controller::Human},
                       {QStringLiteral("Bot"), QStringLiteral("#2a9d8f"), Controller::AiEasy}};
        setup.seed = 4;
        QVERIFY(window.startGame(setup));
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
        QTRY_VERIFY(window.session()->humanToAct());
        window.findChild<QWidget *>(QStringLiteral("movesList"))->setFocus();
        QTest::mouseClick(board, Qt::LeftButton, {}, QPoint(6, 6)); // the board's margin
        QTRY_VERIFY(board->hasFocus());
        QTRY_VERIFY(board->quickWindow()->activeFocusItem());
        QCOMPARE(board->quickWindow()->activeFocusItem()->objectName(),
                 QStringLiteral("keepButton"));
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(board, Qt::Key_Tab);
            QVERIFY(board->hasFocus());
            QQuickItem *focus = board->quickWindow()->activeFocusItem();
            QVERIFY(focus && focus->activeFocusOnTab());
        }
        QTest::keyClick(board, Qt::Key_Backtab);
        QVERIFY(board->hasFocus());
        // Back on Keep: Enter keeps the hand.
        for (int guard = 0; guard < 20 && board->quickWindow()->activeFocusItem()->objectName() !=
                                              QLatin1String("keepButton");
             ++guard)
            QTest::keyClick(board, Qt::Key_Tab);
        const int before = window.session()->moveCount();
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_VERIFY(window.session()->moveCount() > before);
    }

private:
    Language m_language;
};

QTEST_MAIN(TestBoardInWindow)
#include "tst_board_in_window.moc"
