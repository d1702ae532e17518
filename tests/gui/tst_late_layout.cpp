// Every registered game's board started in a main window already shown (Game > New Game in an
// open window, local or online) lays out as the same game begun before show(), at 1280 × 720 and
// 1920 × 1080: at the person's first decision every named item of the board (its controls, texts,
// hand, side column) shows at the same place and size, in a window that had no game and in one
// switched from another game. The board begun before show() is the one tst_play_screens and
// tst_text_size check for controls inside the board, whole and not overlapping; a board laid out
// the same inherits those checks. Line cards' side column was laid out collapsed (its players,
// prompt and hand piled at its top) when its game started in a shown window.
#include "BoardPlayer.h"
#include "Language.h"
#include "MainWindow.h"
#include "QuickItems.h"
#include "WindowBoard.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"

#include <QMap>
#include <QQuickItem>
#include <QQuickWidget>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace cw;

namespace {

// The shown named items of a board, by name: their places in the window (sorted, for the names
// a Repeater gives several items).
using Layout = QMap<QString, QList<QRectF>>;

Layout layoutOf(QQuickItem *root)
{
    Layout layout;
    QList<QQuickItem *> items{root};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (!test::isShown(item))
            continue;
        if (!item->objectName().isEmpty())
            layout[item->objectName()].append(test::sceneRect(item));
        items.append(item->childItems());
    }
    for (QList<QRectF> &rects : layout)
        std::sort(rects.begin(), rects.end(), [](const QRectF &a, const QRectF &b) {
            return std::pair(a.y(), a.x()) < std::pair(b.y(), b.x());
        });
    return layout;
}

// Where `late` differs from `reference` by more than a pixel, one line each.
QStringList differences(const Layout &reference, const Layout &late)
{
    const auto near = [](const QRectF &a, const QRectF &b) {
        return std::abs(a.x() - b.x()) <= 1 && std::abs(a.y() - b.y()) <= 1 &&
               std::abs(a.width() - b.width()) <= 1 && std::abs(a.height() - b.height()) <= 1;
    };
    const auto text = [](const QRectF &r) {
        return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
    };
    QStringList found;
    for (auto it = reference.cbegin(); it != reference.cend(); ++it) {
        const QList<QRectF> there = late.value(it.key());
        if (there.size() != it->size()) {
            found << QStringLiteral("%1: %2 shown, %3 begun before show()")
                         .arg(it.key())
                         .arg(there.size())
                         .arg(it->size());
            continue;
        }
        for (qsizetype i = 0; i < there.size(); ++i)
            if (!near(there[i], it->at(i)))
                found << QStringLiteral("%1 at %2, %3 begun before show()")
                             .arg(it.key(), text(there[i]), text(it->at(i)));
    }
    for (auto it = late.cbegin(); it != late.cend(); ++it)
        if (!reference.contains(it.key()))
            found << it.key() + QStringLiteral(": shown, hidden begun before show()");
    return found;
}

} // namespace

class TestLateLayout : public QObject {
    Q_OBJECT

    Language m_language;

    std::unique_ptr<MainWindow> openWindow(QSize size)
    {
        auto window = std::make_unique<MainWindow>(&m_language);
        window->setQuiet(true);
        window->session()->setAiDelayMs(0);
        window->resize(size);
        return window;
    }

    // The board's layout at the person's first decision, laid out and its moves animated.
    static Layout firstDecision(MainWindow &window)
    {
        GameSession &session = *window.session();
        if (!QTest::qWaitFor([&] { return session.humanToAct(); }, 20000))
            return {};
        QTest::qWait(700);
        return layoutOf(test::WindowBoard(window).root());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_late_layout"));
        m_language.apply(QStringLiteral("en"), false);
    }

    void startedInAShownWindow_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("before"); // the game the window shows first, or empty: none
        const std::vector<GameInfo> &games = GameRegistry::games();
        for (std::size_t i = 0; i < games.size(); ++i)
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                const QString at = QStringLiteral(" %1x%2").arg(size.width()).arg(size.height());
                QTest::newRow(qPrintable(games[i].id + at)) << games[i].id << size << QString();
                const QString other = games[(i + 1) % games.size()].id;
                QTest::newRow(qPrintable(games[i].id + at + QStringLiteral(" after ") + other))
                    << games[i].id << size << other;
            }
    }
    void startedInAShownWindow()
    {
        QFETCH(QString, gameId);
        QFETCH(QSize, size);
        QFETCH(QString, before);
        const test::BoardPlayer *player = test::playerOf(gameId);
        QVERIFY2(player, "no board player registered");

        const std::unique_ptr<MainWindow> first = openWindow(size);
        QVERIFY(first->startGame(player->setup(3)));
        first->show();
        QVERIFY(QTest::qWaitForWindowExposed(first.get()));
        const Layout reference = firstDecision(*first);
        QVERIFY2(reference.contains(QStringLiteral("gameBoard")), "no first decision");
        first->close();

        const std::unique_ptr<MainWindow> window = openWindow(size);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        if (!before.isEmpty()) {
            const test::BoardPlayer *other = test::playerOf(before);
            QVERIFY(other && window->startGame(other->setup(3)));
            QVERIFY(!firstDecision(*window).isEmpty());
        }
        QVERIFY(window->startGame(player->setup(3)));
        const QStringList found = differences(reference, firstDecision(*window));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_MAIN(TestLateLayout)
#include "tst_late_layout.moc"
