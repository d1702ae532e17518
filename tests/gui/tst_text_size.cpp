// Text Size (issue 54): View > Text Size saves a size that the docks and dialogs (the application
// font) and every board (TextScale) follow, and at 150 % every registered game's board in the
// main window at 1280 × 720 still shows each of its texts whole: none truncated or elided, none
// spilling out of its own box or cut by an item that clips it, none out of the board, and no two
// overlapping. The layout check runs at the person's first decision of a game with the fewest
// seats; with CW_TEXT_SIZE set (a percentage) it runs at that size instead, to compare.
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayersDock.h"
#include "QuickItems.h"
#include "SessionTestSupport.h"
#include "TextScale.h"
#include "TextSize.h"
#include "WindowTestSupport.h"
#include "session/GameSession.h"

#include <QAction>
#include <QApplication>
#include <QColor>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QQuickItem>
#include <QQuickWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace cw;

namespace {

constexpr double Tolerance = 1.5; // px: anti-aliasing and rounding, not a cut glyph

bool isText(const QQuickItem *item)
{
    return item->inherits("QQuickText");
}

// The rectangle a Text's glyphs cover, in the scene: its content placed by its alignment.
QRectF paintedRect(const QQuickItem *text)
{
    const qreal w = text->property("contentWidth").toReal();
    const qreal h = text->property("contentHeight").toReal();
    const int horizontal = text->property("effectiveHorizontalAlignment").toInt();
    const int vertical = text->property("verticalAlignment").toInt();
    const qreal x = (horizontal & Qt::AlignRight)     ? text->width() - w
                    : (horizontal & Qt::AlignHCenter) ? (text->width() - w) / 2
                                                      : 0;
    const qreal y = (vertical & Qt::AlignBottom)    ? text->height() - h
                    : (vertical & Qt::AlignVCenter) ? (text->height() - h) / 2
                                                    : 0;
    return text->mapRectToScene(QRectF(x, y, w, h));
}

// The rectangle a one-line Text's glyphs ink, in the scene (a large digit's line box reaches well
// below its ink); the painted rectangle for other texts.
QRectF inkRect(const QQuickItem *text)
{
    const QRectF painted = paintedRect(text);
    if (text->property("lineCount").toInt() != 1 || text->property("truncated").toBool())
        return painted;
    const QFontMetricsF metrics(text->property("font").value<QFont>());
    const QRectF tight = metrics.tightBoundingRect(text->property("text").toString());
    const QRectF local = text->mapRectFromScene(painted);
    return text->mapRectToScene(QRectF(local.x() + tight.x(),
                                       local.y() + metrics.ascent() + tight.y(), tight.width(),
                                       tight.height()));
}

// The nearest item above `item` that clips its children, other than a scrolled view's content
// (a text half scrolled out of a list is not cut), or null.
const QQuickItem *clippingAncestor(const QQuickItem *item)
{
    const QQuickItem *clip = item->parentItem();
    while (clip && !(clip->clip() && !clip->inherits("QQuickFlickable") &&
                     !(clip->parentItem() && clip->parentItem()->inherits("QQuickFlickable"))))
        clip = clip->parentItem();
    if (!clip)
        return nullptr;
    // A view of panned or zoomed content larger than itself (a map) cuts what lies at its edge
    // as a scrolled list does: not a fault.
    const QRectF view =
        test::sceneRect(clip).adjusted(-Tolerance, -Tolerance, Tolerance, Tolerance);
    for (const QQuickItem *i = item->parentItem(); i != clip; i = i->parentItem())
        if (!view.contains(test::sceneRect(i)))
            return nullptr;
    return clip;
}

// The nearest panel, card or badge drawn under `item` (a filled Rectangle holding it), or null: a
// text laid out on one (its box's centre inside) is meant to lie within it; a label placed
// beside a place is not on it.
const QQuickItem *panelUnder(const QQuickItem *item)
{
    for (const QQuickItem *i = item->parentItem(); i; i = i->parentItem())
        if (i->inherits("QQuickRectangle") && i->width() > 0 && i->height() > 0 &&
            i->property("color").value<QColor>().alpha() > 0)
            return i;
    return nullptr;
}

// What of `area` the items clipping `item` leave it.
QRectF unclipped(const QQuickItem *item, QRectF area)
{
    for (const QQuickItem *i = item->parentItem(); i; i = i->parentItem())
        if (i->clip())
            area = area.intersected(test::sceneRect(i));
    return area;
}

bool inScrolledView(const QQuickItem *item)
{
    for (const QQuickItem *i = item->parentItem(); i; i = i->parentItem())
        if (i->inherits("QQuickFlickable"))
            return true;
    return false;
}

bool inToolTip(const QQuickItem *item)
{
    for (const QObject *o = item; o; o = o->parent())
        if (o->inherits("QQuickToolTip") || o->inherits("QQuickPopup"))
            return true;
    return false;
}

qreal shownOpacity(const QQuickItem *item)
{
    qreal opacity = 1;
    for (const QQuickItem *i = item; i; i = i->parentItem())
        opacity *= i->opacity();
    return opacity;
}

QString describe(const QQuickItem *text)
{
    const QRectF r = paintedRect(text);
    QString name = text->objectName();
    for (const QQuickItem *i = text->parentItem(); name.isEmpty() && i; i = i->parentItem())
        if (!i->objectName().isEmpty())
            name = QStringLiteral("in ") + i->objectName();
    return QStringLiteral("\"%1\" (%2) at %3,%4 %5×%6")
        .arg(text->property("text").toString().left(40), name)
        .arg(r.x(), 0, 'f', 0)
        .arg(r.y(), 0, 'f', 0)
        .arg(r.width(), 0, 'f', 0)
        .arg(r.height(), 0, 'f', 0);
}

// Every problem of the texts shown under `root` within `area` (the board's rectangle); `checked`
// counts the texts looked at.
QStringList textProblems(QQuickItem *root, const QRectF &area, int *checked)
{
    QStringList problems;
    QList<const QQuickItem *> texts;
    QList<QQuickItem *> items{root};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        items.append(item->childItems());
        if (!isText(item) || !test::isShown(item) || shownOpacity(item) < 0.3 || inToolTip(item) ||
            item->property("text").toString().trimmed().isEmpty())
            continue;
        const QRectF painted = paintedRect(item);
        if (painted.isEmpty() || !painted.intersects(unclipped(item, area)))
            continue; // scrolled away, or not laid out
        const QQuickItem *clip = clippingAncestor(item);
        if (clip && !test::sceneRect(clip).intersects(painted))
            continue; // hidden by design (a panel closed by its clip)
        texts.append(item);
        if (item->property("truncated").toBool())
            problems.append(describe(item) + QLatin1String(": truncated"));
        const bool wraps = item->property("wrapMode").toInt() != 0;
        const bool elides = item->property("elide").toInt() != Qt::ElideNone;
        if (!wraps && !elides &&
            item->property("contentWidth").toReal() > item->width() + Tolerance)
            problems.append(
                describe(item) +
                QStringLiteral(": wider than its box (%1)").arg(item->width(), 0, 'f', 0));
        if (clip && !test::sceneRect(clip)
                         .adjusted(-Tolerance, -Tolerance, Tolerance, Tolerance)
                         .contains(painted))
            problems.append(describe(item) + QLatin1String(": cut by ") +
                            (clip->objectName().isEmpty()
                                 ? QString::fromLatin1(clip->metaObject()->className())
                                 : clip->objectName()));
        const QQuickItem *panel = panelUnder(item);
        if (panel && !inScrolledView(item) &&
            test::sceneRect(panel).contains(test::sceneRect(item).center()) &&
            !test::sceneRect(panel)
                 .adjusted(-Tolerance, -Tolerance, Tolerance, Tolerance)
                 .contains(painted))
            problems.append(describe(item) + QLatin1String(": spills out of the panel under it"));
        if (!inScrolledView(item) &&
            !area.adjusted(-Tolerance, -Tolerance, Tolerance, Tolerance).contains(painted))
            problems.append(describe(item) + QLatin1String(": out of the board"));
    }
    *checked = int(texts.size());
    for (int i = 0; i < texts.size(); ++i)
        for (int j = i + 1; j < texts.size(); ++j) {
            const QRectF overlap =
                inkRect(texts[i])
                    .intersected(unclipped(texts[i], area))
                    .intersected(inkRect(texts[j]).intersected(unclipped(texts[j], area)));
            if (overlap.width() > 2 && overlap.height() > 2)
                problems.append(describe(texts[i]) + QLatin1String(" overlaps ") +
                                describe(texts[j]));
        }
    return problems;
}

} // namespace

class TestTextSize : public QObject {
    Q_OBJECT

    Language m_language;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_language.apply(QStringLiteral("en"), false);
        QSettings().clear();
    }
    void cleanup()
    {
        QSettings().clear();
        textSize::apply(textSize::Desktop);
    }

    // The menu saves the size; the application font (docks, dialogs) and the boards' factor
    // follow it at once, and a new window starts with the saved size.
    void menuSizeReachesDocksDialogsAndBoards()
    {
        const double standard = 10.0 * 96.0 / 72.0;
        {
            MainWindow window(&m_language);
            auto *action = window.findChild<QAction *>(QStringLiteral("textSize_150"));
            QVERIFY(action);
            QVERIFY(window.findChild<QAction *>(QStringLiteral("textSize_desktop"))->isChecked());
            action->trigger();
            QCOMPARE(QSettings().value(QStringLiteral("view/textSize")).toInt(), 150);
            QCOMPARE(TextScale::instance()->factor(), 1.5);
            auto *players = window.findChild<PlayersDock *>();
            QVERIFY(players);
            QTRY_VERIFY2(std::abs(QFontInfo(players->font()).pixelSize() - 1.5 * standard) <= 1,
                         qPrintable(QStringLiteral("%1 px, %2 pt; application %3 px")
                                        .arg(QFontInfo(players->font()).pixelSize())
                                        .arg(players->font().pointSizeF())
                                        .arg(QFontInfo(QApplication::font()).pixelSize())));
            NewGameDialog dialog(&window);
            QVERIFY(std::abs(QFontInfo(dialog.font()).pixelSize() - 1.5 * standard) <= 1);
        }
        textSize::apply(textSize::Desktop);
        QCOMPARE(TextScale::instance()->factor(), textSize::factor(textSize::Desktop));
        MainWindow again(&m_language);
        QVERIFY(again.findChild<QAction *>(QStringLiteral("textSize_150"))->isChecked());
        QCOMPARE(TextScale::instance()->factor(), 1.5);
        QVERIFY(std::abs(QFontInfo(QApplication::font()).pixelSize() - 1.5 * standard) <= 1);
        again.findChild<QAction *>(QStringLiteral("textSize_125"))->trigger();
        QCOMPARE(TextScale::instance()->factor(), 1.25);
        QVERIFY(std::abs(QFontInfo(QApplication::font()).pixelSize() - 1.25 * standard) <= 1);
    }

    void boardTextsShowWhole_data() { test::addGameRows(); }
    void boardTextsShowWhole()
    {
        QFETCH(QString, gameId);
        const int percent = qEnvironmentVariableIsSet("CW_TEXT_SIZE")
                                ? qEnvironmentVariableIntValue("CW_TEXT_SIZE")
                                : 150;
        textSize::save(percent);
        MainWindow window(&m_language);
        QCOMPARE(TextScale::instance()->factor(), percent / 100.0);
        QVERIFY(test::showGameWindow(
            window, test::gameSetup(gameId).fewestSeats(Controller::Human).seed(54),
            QSize(1280, 720)));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->humanToAct(), 20000);
        QTest::qWait(700); // the decision laid out, moves animated
        auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
        QVERIFY(board && board->rootObject());
        int checked = 0;
        const QStringList problems =
            textProblems(board->rootObject(), QRectF(QPointF(0, 0), board->size()), &checked);
        QVERIFY2(checked >= 10, qPrintable(QStringLiteral("only %1 texts shown").arg(checked)));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(TestTextSize)
#include "tst_text_size.moc"
