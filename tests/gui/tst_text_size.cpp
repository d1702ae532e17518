// Text Size (issue 54): View > Text Size saves a size that the docks and dialogs (the application
// font) and every board (TextScale) follow, and at 150 % every registered game's board in the
// main window at 1280 × 720 still shows each of its texts whole: none truncated or elided, none
// spilling out of its own box or cut by an item that clips it, none out of the board, and no two
// overlapping. The layout check runs at every one of the person's first decisions of a game played
// by keys (the registered BoardPlayer, as tst_board_accessibility plays it), so every decision
// type is seen at several positions mid-game, where hands have grown and boats have moved, not
// only at the first; with CW_TEXT_SIZE set (a percentage) it runs at that size instead, to
// compare.
// Outside the boards, at 150 % and 1280 × 720 in English and French, every label, button, tab,
// header section and group box title of the main window's docks, of its dialogs (New Game, About,
// the first screen, Review) and of the course editor (a course of every kind, the Course Lab dock
// included) shows its text whole: the text's advance fits the width it is given. CW_WINDOW_SIZE
// ("1920x1080") checks the windows at another size.
#include "AboutDialog.h"
#include "BoardPlayer.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayersDock.h"
#include "QuickItems.h"
#include "ReviewDialog.h"
#include "ScopedLanguage.h"
#include "SessionTestSupport.h"
#include "StartDialog.h"
#include "StillItems.h"
#include "TextScale.h"
#include "TextSize.h"
#include "ViewBoard.h"
#include "WindowBoard.h"
#include "WindowTestSupport.h"
#include "core/CourseEditorWindow.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QColor>
#include <QDockWidget>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWidget>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTabBar>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QTreeWidget>

#include <functional>
#include <limits>

#include <algorithm>

using namespace cw;

namespace {

constexpr double Tolerance = 1.5; // px: anti-aliasing and rounding, not a cut glyph
// The person's decisions checked in each game: enough to reach every decision type more than
// once, and hands and boards as they are mid-game.
constexpr int Decisions = 14;

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

// The nearest scrolled view (a Flickable: a list, a scrolled column) holding `item`, or null.
const QQuickItem *scrolledView(const QQuickItem *item)
{
    for (const QQuickItem *i = item->parentItem(); i; i = i->parentItem())
        if (i->inherits("QQuickFlickable"))
            return i;
    return nullptr;
}

bool inScrolledView(const QQuickItem *item)
{
    return scrolledView(item) != nullptr;
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

// Every item under `root` in the order Qt Quick paints them (children by z, then in order, over
// their parent; negative z under it).
QList<const QQuickItem *> paintOrder(const QQuickItem *root)
{
    QList<const QQuickItem *> order;
    QList<QQuickItem *> children = root->childItems();
    std::stable_sort(children.begin(), children.end(),
                     [](const QQuickItem *a, const QQuickItem *b) { return a->z() < b->z(); });
    for (const QQuickItem *child : children)
        if (child->z() < 0)
            order << paintOrder(child);
    order << root;
    for (const QQuickItem *child : children)
        if (child->z() >= 0)
            order << paintOrder(child);
    return order;
}

bool isAncestor(const QQuickItem *ancestor, const QQuickItem *item)
{
    for (const QQuickItem *i = item; i; i = i->parentItem())
        if (i == ancestor)
            return true;
    return false;
}

// Whether an opaque panel painted after `text` (a notice laid over the road for a moment) hides
// it whole: it is not shown, so it overlaps nothing.
bool coveredWhole(const QQuickItem *text, const QList<const QQuickItem *> &order)
{
    const QRectF ink = inkRect(text);
    for (qsizetype i = order.indexOf(text) + 1; i < order.size(); ++i) {
        const QQuickItem *panel = order[i];
        if (panel->inherits("QQuickRectangle") && test::isShown(panel) &&
            shownOpacity(panel) > 0.9 && panel->property("color").value<QColor>().alpha() > 240 &&
            !isAncestor(panel, text) && test::sceneRect(panel).contains(ink))
            return true;
    }
    return false;
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
        // A scrolled list's text may be half scrolled out of it, but only where a scroll brings
        // it into view: past the list's content (a list that does not know how tall its content
        // is) it is cut for good (Salmon Run's narration at 1920 × 1080). And what the list
        // shows of it lies on the board.
        if (const QQuickItem *list = scrolledView(item)) {
            // (A content size left unset, -1, is the view's own.)
            const qreal contentWidth = list->property("contentWidth").toReal();
            const qreal contentHeight = list->property("contentHeight").toReal();
            const QSizeF extent(contentWidth < 0 ? list->width() : contentWidth,
                                contentHeight < 0 ? list->height() : contentHeight);
            const QRectF inContent =
                list->property("contentItem").value<QQuickItem *>()->mapRectFromScene(painted);
            if (inContent.bottom() > extent.height() + Tolerance ||
                inContent.right() > extent.width() + Tolerance)
                problems.append(describe(item) + QStringLiteral(": past its list's content (%1×%2)")
                                                     .arg(extent.width(), 0, 'f', 0)
                                                     .arg(extent.height(), 0, 'f', 0));
            if (!area.adjusted(-Tolerance, -Tolerance, Tolerance, Tolerance)
                     .contains(unclipped(item, painted)))
                problems.append(describe(item) + QLatin1String(": its list runs out of the board"));
        }
    }
    *checked = int(texts.size());
    const QList<const QQuickItem *> order = paintOrder(root);
    texts.removeIf([&order](const QQuickItem *text) { return coveredWhole(text, order); });
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

// The text problems under `root` (the board's, within `area`) at each of the person's first
// `decisions` decisions of the game on `board`, each taken by keys as `player` takes it, added
// to `problems` with the decision they were seen at; a decision showing fewer than `fewestTexts`
// texts is one too (a board not laid out). Fails the test when a decision is not taken or the
// game ends before the fourth.
void textProblemsAtDecisions(const test::BoardPlayer &player, test::BoardDriver &board,
                             QQuickItem *root, const QRectF &area, int decisions, int fewestTexts,
                             QStringList *problems)
{
    GameSession &session = board.session();
    int decision = 0;
    for (; decision < decisions && !session.shownGame()->isOver(); ++decision) {
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
        if (session.shownGame()->isOver())
            break;
        // The decision laid out, the moves animated.
        QVERIFY2(test::waitUntilStill(root, decision == 0 ? 300 : 100), "the board never rests");
        int checked = 0;
        const QStringList found = textProblems(root, area, &checked);
        const QString at =
            QStringLiteral("decision %1 (move %2): ").arg(decision).arg(session.moveCount());
        if (checked < fewestTexts)
            *problems << at + QStringLiteral("only %1 texts shown").arg(checked);
        for (const QString &problem : found)
            if (!problems->contains(at + problem))
                *problems << at + problem;
        const int before = session.moveCount();
        QVERIFY2(player.byKeyboard(board),
                 qPrintable(
                     at + QStringLiteral("not taken (keyboard on \"%1\")").arg(board.focusName())));
        QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
    }
    QVERIFY2(decision >= 4, "the game ended before the fourth decision");
}

// A widget's text as it is drawn: without its mnemonic marks, rich text as plain.
QString shownText(QString text, bool rich = false)
{
    if (rich)
        return QTextDocumentFragment::fromHtml(text).toPlainText();
    return text.replace(QStringLiteral("&&"), QStringLiteral("\x01"))
        .remove(u'&')
        .replace(u'\x01', u'&');
}

qreal widestLine(const QFontMetrics &metrics, const QString &text)
{
    qreal widest = 0;
    for (const QString &line : text.split(u'\n'))
        widest = std::max(widest, qreal(metrics.horizontalAdvance(line)));
    return widest;
}

QString widgetName(const QWidget *widget)
{
    QString name = widget->objectName();
    for (const QWidget *w = widget->parentWidget(); name.isEmpty() && w; w = w->parentWidget())
        if (!w->objectName().isEmpty())
            name = QStringLiteral("in ") + w->objectName();
    return QStringLiteral("%1 (%2)").arg(QString::fromLatin1(widget->metaObject()->className()),
                                         name);
}

QString cut(const QWidget *widget, const QString &text, qreal needed, qreal given)
{
    return QStringLiteral("%1 \"%2\": needs %3 px, has %4")
        .arg(widgetName(widget), text.left(50))
        .arg(needed, 0, 'f', 0)
        .arg(given, 0, 'f', 0);
}

// Every label, button, tab, header section and group box title shown under `root` whose text does
// not fit the room it is given (an elided tab or header counts as cut).
QStringList widgetTextProblems(QWidget *root, int *checked,
                               const std::function<bool(const QWidget *)> &include)
{
    QStringList problems;
    // A dock tabbed behind another keeps its widgets "visible" but shows none of them: a dock's
    // widgets are checked with the dock in front, as the root.
    const auto inOtherDock = [root](const QWidget *w) {
        for (const QWidget *p = w->parentWidget(); p && p != root; p = p->parentWidget())
            if (qobject_cast<const QDockWidget *>(p))
                return true;
        return false;
    };
    const auto shown = [root, inOtherDock, &include](const QWidget *w) {
        return w->isVisible() && w->window() == root->window() && w->width() > 0 &&
               !inOtherDock(w) && include(w);
    };
    for (QLabel *label : root->findChildren<QLabel *>()) {
        const bool rich =
            label->textFormat() == Qt::RichText ||
            (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        const QString text = shownText(label->text(), rich);
        if (!shown(label) || text.trimmed().isEmpty())
            continue;
        ++*checked;
        const QRect room = label->contentsRect().adjusted(label->margin(), label->margin(),
                                                          -label->margin(), -label->margin());
        if (label->wordWrap()) {
            const int height = label->heightForWidth(label->width());
            if (height > label->height() + Tolerance)
                problems << widgetName(label) + QStringLiteral(" \"%1\": %2 px high, has %3")
                                                    .arg(text.left(50))
                                                    .arg(height)
                                                    .arg(label->height());
        } else if (!rich) {
            const qreal needed =
                widestLine(label->fontMetrics(), text) + std::max(0, label->indent());
            if (needed > room.width() + Tolerance)
                problems << cut(label, text, needed, room.width());
        } else if (label->sizeHint().width() > label->width() + Tolerance) {
            problems << cut(label, text, label->sizeHint().width(), label->width());
        }
    }
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        const QString text = shownText(button->text());
        if (!shown(button) || text.trimmed().isEmpty())
            continue;
        if (auto *tool = qobject_cast<QToolButton *>(button);
            tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
            continue;
        ++*checked;
        if (button->sizeHint().width() > button->width() + Tolerance)
            problems << cut(button, text, button->sizeHint().width(), button->width());
    }
    for (QTabBar *bar : root->findChildren<QTabBar *>()) {
        if (!shown(bar))
            continue;
        const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
        const bool vertical =
            bar->shape() == QTabBar::RoundedWest || bar->shape() == QTabBar::RoundedEast ||
            bar->shape() == QTabBar::TriangularWest || bar->shape() == QTabBar::TriangularEast;
        for (int i = 0; i < bar->count(); ++i) {
            const QString text = shownText(bar->tabText(i));
            if (!bar->isTabVisible(i) || text.isEmpty())
                continue;
            ++*checked;
            const QRect tab = bar->tabRect(i);
            const qreal needed = bar->fontMetrics().horizontalAdvance(text) + space +
                                 (bar->tabIcon(i).isNull() ? 0 : bar->iconSize().width() + 4);
            const qreal given = vertical ? tab.height() : tab.width();
            // A bar with scroll buttons (the editor's tabbed docks on a small screen) keeps
            // every title whole: a tab past its end is a scroll away, not cut.
            const bool outOfReach = !bar->usesScrollButtons() && !bar->rect().contains(tab);
            if (needed > given + Tolerance || outOfReach)
                problems << cut(bar, text, needed, outOfReach ? 0 : given);
        }
    }
    for (QHeaderView *header : root->findChildren<QHeaderView *>()) {
        if (!shown(header) || !header->model())
            continue;
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        for (int i = 0; i < header->count(); ++i) {
            const QString text = header->model()->headerData(i, header->orientation()).toString();
            if (header->isSectionHidden(i) || text.isEmpty())
                continue;
            ++*checked;
            const qreal needed =
                widestLine(header->fontMetrics(), text) + 2 * margin +
                (header->isSortIndicatorShown() && header->sortIndicatorSection() == i
                     ? header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header)
                     : 0);
            const qreal given = header->orientation() == Qt::Horizontal
                                    ? std::min(header->sectionSize(i),
                                               header->width() - header->sectionViewportPosition(i))
                                    : header->width();
            if (needed > given + Tolerance)
                problems << cut(header, text, needed, given);
        }
    }
    for (QGroupBox *box : root->findChildren<QGroupBox *>()) {
        const QString text = shownText(box->title());
        if (!shown(box) || text.isEmpty())
            continue;
        ++*checked;
        const qreal needed =
            box->fontMetrics().horizontalAdvance(text) +
            (box->isCheckable()
                 ? box->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, box) + 6
                 : 0);
        if (needed > box->width() - 8)
            problems << cut(box, text, needed, box->width() - 8);
    }
    return problems;
}

QSize windowSize()
{
    const QStringList size =
        qEnvironmentVariable("CW_WINDOW_SIZE", QStringLiteral("1280x720")).split(u'x');
    return size.size() == 2 ? QSize(size[0].toInt(), size[1].toInt()) : QSize(1280, 720);
}

void languageRows()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}
// With CW_TEXT_SIZE_SHOTS set to a folder, each window checked is saved there as a PNG, to look at.
// `fewest` texts at least are looked at (a dock may show only a list).
// The tabs of docks tabbed together (a main window's own tab bars, or a dock group's).
bool dockTabs(const QWidget *w)
{
    const QWidget *parent = w->parentWidget();
    return qobject_cast<const QTabBar *>(w) && parent &&
           (qobject_cast<const QMainWindow *>(parent) ||
            parent->inherits("QDockWidgetGroupWindow") || w->inherits("QMainWindowTabBar"));
}

void verifyWidgets(
    QWidget *root, const QString &what, int fewest = 3,
    const std::function<bool(const QWidget *)> &include = [](const QWidget *) { return true; })
{
    if (const QString folder = qEnvironmentVariable("CW_TEXT_SIZE_SHOTS"); !folder.isEmpty())
        root->grab().save(QStringLiteral("%1/%2-%3.png")
                              .arg(folder, QString::fromLatin1(QTest::currentDataTag()), what));
    int checked = 0;
    const QStringList problems = widgetTextProblems(root, &checked, include);
    QVERIFY2(problems.isEmpty(), qPrintable(what + QStringLiteral(":\n") + problems.join(u'\n')));
    if (fewest > 0)
        QVERIFY2(checked >= fewest,
                 qPrintable(what + QStringLiteral(": only %1 texts").arg(checked)));
}

// `window` outside its docks, then the tabs of its docks tabbed together, then each dock (in front
// in turn).
void verifyMainWindow(QMainWindow *window, const QString &what)
{
    verifyWidgets(window, what, 1, [](const QWidget *w) { return !dockTabs(w); });
    verifyWidgets(window, what + QStringLiteral(" dock tabs"), 0, dockTabs);
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        if (dock->isHidden())
            continue;
        dock->raise();
        QTest::qWait(50);
        verifyWidgets(dock, dock->objectName(), 0);
    }
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
        m_language.apply(QStringLiteral("en"), false);
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

    // A board's QML engine reads the process's one TextScale, so boards follow the menu. With an
    // inherited public constructor Qt built one instance per engine, at 1, and no board grew.
    void boardEnginesReadTheOneTextScale()
    {
        const test::BoardPlayer *player = test::playerOf(GameRegistry::games().front().id);
        QVERIFY2(player, "no board player registered");
        MainWindow window(&m_language);
        QVERIFY(test::showGameWindow(window, player->setup(54), QSize(1280, 720)));
        auto *widget = window.findChild<QQuickWidget *>(QStringLiteral("board"));
        QVERIFY(widget && widget->engine());
        const int type = qmlTypeId("Coursewright", 1, 0, "TextScale");
        QVERIFY(type >= 0);
        QCOMPARE(widget->engine()->singletonInstance<TextScale *>(type), TextScale::instance());
    }

    // The main window's docks and its dialogs at 150 % and 1280 × 720, English and French.
    void windowTextsShowWhole_data() { languageRows(); }
    void windowTextsShowWhole()
    {
        QFETCH(QString, language);
        m_language.apply(language, false);
        textSize::save(150);
        MainWindow window(&m_language);
        QVERIFY(test::showGameWindow(
            window,
            test::gameSetup(QStringLiteral("rowing")).fewestSeats(Controller::Human).seed(54),
            windowSize()));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->humanToAct(), 20000);
        QTest::qWait(100);
        // At 1280 × 720 the board keeps the 800 px it needs at 150 % (boardTextsShowWhole) and
        // the dock column the rest (480 px), narrower than the players table with its whole
        // headers (about 600 px in English, 700 in French: "Endurance", "Défausse"): it shows
        // every column still, with short headers or the seats by their marks (PlayersDock). From
        // about 1600 px wide the column grows to fit it whole.
        verifyMainWindow(&window, QStringLiteral("main window"));
        NewGameDialog newGame(&window);
        newGame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&newGame));
        verifyWidgets(&newGame, QStringLiteral("New Game"));
        AboutDialog about(&window);
        about.show();
        QVERIFY(QTest::qWaitForWindowExposed(&about));
        verifyWidgets(&about, QStringLiteral("About"));
        StartDialog start(&window);
        start.show();
        QVERIFY(QTest::qWaitForWindowExposed(&start));
        verifyWidgets(&start, QStringLiteral("first screen"));
        ReviewDialog review(window.session(), &window, Controller::AiNormal);
        review.showBeside(window.findChild<QQuickWidget *>(QStringLiteral("board")));
        QVERIFY(QTest::qWaitForWindowExposed(&review));
        QTRY_VERIFY_WITH_TIMEOUT(!review.isReviewing(), 30000);
        QTest::qWait(50); // the result laid out
        verifyWidgets(&review, QStringLiteral("Review"));
    }

    // Every registered game's Players dock at 150 % and 1280 × 720, English and French: its
    // columns fit the dock with their short headers where the whole ones do not (each game
    // declares them, PlayerColumn::shortHeader), or the seats by their marks.
    void playersDockFitsEveryGame_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("gameId");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")})
            for (const GameInfo &info : GameRegistry::games())
                QTest::addRow("%s-%s", qPrintable(language), qPrintable(info.id))
                    << language << info.id;
    }
    void playersDockFitsEveryGame()
    {
        QFETCH(QString, language);
        QFETCH(QString, gameId);
        m_language.apply(language, false);
        textSize::save(150);
        MainWindow window(&m_language);
        QVERIFY(test::showGameWindow(
            window, test::gameSetup(gameId).fewestSeats(Controller::Human).seed(54), windowSize()));
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->humanToAct(), 20000);
        auto *players = window.findChild<PlayersDock *>();
        QVERIFY(players && !players->isHidden());
        players->raise();
        QTest::qWait(100);
        verifyWidgets(players, players->objectName(), 0);
    }

    // The course editor with each game's default course (its Course Lab dock included) at 150 %
    // and 1280 × 720, English and French.
    void editorTextsShowWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("gameId");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")})
            for (const GameInfo &info : GameRegistry::games())
                if (!info.defaultCourse.isEmpty())
                    QTest::addRow("%s-%s", qPrintable(language), qPrintable(info.id))
                        << language << info.id;
    }
    void editorTextsShowWhole()
    {
        QFETCH(QString, language);
        QFETCH(QString, gameId);
        m_language.apply(language, false);
        textSize::apply(150);
        CourseEditorWindow editor;
        editor.resize(windowSize());
        QVERIFY(editor.openFile(GameRegistry::find(gameId)->defaultCourse));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTest::qWait(100);
        verifyMainWindow(&editor, QStringLiteral("editor"));
    }

    // The Validation dock's place column leaves an em after its widest text, so that it does not
    // run into the problem beside it (at 150 % in French "Aucun problème" touched "Le parcours…").
    void validationPlacesStandApart_data() { languageRows(); }
    void validationPlacesStandApart()
    {
        QFETCH(QString, language);
        m_language.apply(language, false);
        textSize::apply(150);
        CourseEditorWindow editor;
        editor.resize(windowSize());
        QVERIFY(editor.openFile(GameRegistry::find(QStringLiteral("rowing"))->defaultCourse));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *list = editor.findChild<QTreeWidget *>(QStringLiteral("validationList"));
        QVERIFY(list && list->topLevelItemCount() > 0);
        const int widest = list->header()->isSectionHidden(0) ? 0 : [list] {
            int w = 0;
            for (int i = 0; i < list->topLevelItemCount(); ++i)
                w = std::max(w, list->sizeHintForIndex(list->model()->index(i, 0)).width());
            return w;
        }();
        QVERIFY2(list->columnWidth(0) >= widest + list->fontMetrics().horizontalAdvance(u'M'),
                 qPrintable(QStringLiteral("column %1 px, widest place %2 px")
                                .arg(list->columnWidth(0))
                                .arg(widest)));
    }

    // Each game with the fewest seats (its board player's game) and with the most, where lanes,
    // badges and names are the tightest, at 1280 × 720 (and 1920 × 1080, where Salmon Run's side
    // column ran its narration past the board's foot); and with the fewest in the window's least
    // size (1 × 1 asked: 910 × 445 to 910 × 480 with the game's docks, a board of about
    // 640 × 400), where rowing's header and stroke rates ran off the board.
    void boardTextsShowWhole_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<bool>("most");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("windowSize");
        const QSize usual(1280, 720);
        const QSize least(1, 1);
        for (const GameInfo &info : GameRegistry::games()) {
            QTest::newRow(qPrintable(info.id + QStringLiteral(" fewest seats")))
                << info.id << false << QStringLiteral("en") << usual;
            if (info.maxSeats > 2)
                QTest::newRow(qPrintable(info.id + QStringLiteral(" most seats")))
                    << info.id << true << QStringLiteral("en") << usual;
            // French runs longer than English ("Récupération : jusqu'à 2 endurance").
            QTest::newRow(qPrintable(info.id + QStringLiteral(" fewest seats, French")))
                << info.id << false << QStringLiteral("fr") << usual;
            if (info.maxSeats > 2)
                QTest::newRow(qPrintable(info.id + QStringLiteral(" most seats, French")))
                    << info.id << true << QStringLiteral("fr") << usual;
            QTest::newRow(qPrintable(info.id + QStringLiteral(" fewest seats, least window")))
                << info.id << false << QStringLiteral("en") << least;
            QTest::newRow(
                qPrintable(info.id + QStringLiteral(" fewest seats, least window, French")))
                << info.id << false << QStringLiteral("fr") << least;
            QTest::newRow(qPrintable(info.id + QStringLiteral(" fewest seats, 1920x1080")))
                << info.id << false << QStringLiteral("en") << QSize(1920, 1080);
        }
    }
    void boardTextsShowWhole()
    {
        QFETCH(QString, gameId);
        QFETCH(bool, most);
        QFETCH(QString, language);
        QFETCH(QSize, windowSize);
        test::ScopedLanguage scoped(m_language);
        QVERIFY(scoped.apply(language));
        const test::BoardPlayer *player = test::playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const GameSetup fewest = player->setup(54);
        const int percent = qEnvironmentVariableIsSet("CW_TEXT_SIZE")
                                ? qEnvironmentVariableIntValue("CW_TEXT_SIZE")
                                : 150;
        textSize::save(percent);
        MainWindow window(&m_language);
        QCOMPARE(TextScale::instance()->factor(), percent / 100.0);
        // The most seats the game's default course takes (rowing's lanes may be fewer than the
        // game's most).
        bool started = !most && test::showGameWindow(window, fewest, windowSize);
        for (int seats = GameRegistry::find(gameId)->maxSeats; most && !started && seats > 2;
             --seats)
            started = test::showGameWindow(
                window, test::gameSetup(gameId).seatCount(seats, Controller::Human).seed(54),
                windowSize);
        QVERIFY(started);
        if (windowSize.width() == 1) // the least the window allows with this game's docks
            QVERIFY2(window.width() <= 910 && window.height() <= 480,
                     qPrintable(QStringLiteral("%1×%2").arg(window.width()).arg(window.height())));
        test::WindowBoard board(window);
        auto *widget = window.findChild<QQuickWidget *>(QStringLiteral("board"));
        QVERIFY(widget && widget->rootObject());
        QStringList problems;
        textProblemsAtDecisions(*player, board, widget->rootObject(),
                                QRectF(QPointF(0, 0), widget->size()), Decisions, 10, &problems);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // Each game's board alone (as board_screenshots draws it, without the window's docks) at
    // 150 % in French, the longest language, at the sizes a board takes in a 1280 × 720 window
    // without docks and in a 1920 × 1080 one: its texts show whole at the person's first
    // decisions. Rowing's "Récupération : jusqu'à 2 endurance" was cut at 1280 × 720, where the
    // window's 800 px board never takes that layout.
    void boardAloneTextsShowWhole_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QSize>("size");
        for (const GameInfo &info : GameRegistry::games())
            for (const QSize size : {QSize(960, 640), QSize(1280, 720), QSize(1500, 950)})
                QTest::addRow("%s %dx%d", qPrintable(info.id), size.width(), size.height())
                    << info.id << size;
    }
    void boardAloneTextsShowWhole()
    {
        QFETCH(QString, gameId);
        QFETCH(QSize, size);
        test::ScopedLanguage scoped(m_language);
        QVERIFY(scoped.apply(QStringLiteral("fr")));
        const test::BoardPlayer *player = test::playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        textSize::apply(150);
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(session.start(player->setup(54), &error), qPrintable(error));
        QStringList warnings;
        const std::unique_ptr<QQuickView> view = test::boardView(&session, size, &warnings, &error);
        QVERIFY2(view, qPrintable(error));
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        test::ViewBoard board(*view, session);
        QStringList problems;
        textProblemsAtDecisions(*player, board, view->rootObject(),
                                QRectF(QPointF(0, 0), view->size()), Decisions / 2, 0, &problems);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // Line cards' hand at 150 % text in French at 1280 × 720, the pointer away from the board:
    // its names follow the text size (they stayed at 11-12 px), and at each of the person's first
    // decisions its top row keeps clear of the prompt's panel above it, and neither player's
    // panel grows taller than its texts need (the room the hand left went to them, empty).
    void lineCardsHandFollowsTextSize()
    {
        const test::BoardPlayer *player = test::playerOf(QStringLiteral("linecards"));
        QVERIFY2(player, "no board player registered");
        test::ScopedLanguage scoped(m_language);
        QVERIFY(scoped.apply(QStringLiteral("fr")));
        textSize::save(150);
        MainWindow window(&m_language);
        QVERIFY(test::showGameWindow(window, player->setup(54), QSize(1280, 720)));
        test::WindowBoard board(window);
        QTest::mouseMove(board.widget(), QPoint(-100, -100));
        GameSession &session = *window.session();
        QStringList problems;
        int seen = 0;
        for (int decision = 0; decision < Decisions && !session.shownGame()->isOver(); ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            QVERIFY2(test::waitUntilStill(board.root(), decision == 0 ? 300 : 100),
                     "the board never rests");
            const QString at = QStringLiteral("decision %1: ").arg(decision);
            QQuickItem *hand = board.item(QStringLiteral("handView"));
            QVERIFY(hand);
            qreal handTop = std::numeric_limits<qreal>::max();
            for (const QQuickItem *card : hand->childItems()) {
                if (!card->objectName().startsWith(QStringLiteral("handCard_")) ||
                    !card->isVisible())
                    continue;
                handTop = std::min(handTop, test::sceneRect(card).top());
                for (const QQuickItem *name : card->childItems())
                    if (name->objectName() == QLatin1String("handCardName") &&
                        name->property("font").value<QFont>().pixelSize() < 11 * 1.5)
                        problems << at +
                                        QStringLiteral("\"%1\" at %2 px")
                                            .arg(name->property("text").toString())
                                            .arg(name->property("font").value<QFont>().pixelSize());
            }
            const QQuickItem *prompt = board.item(QStringLiteral("promptPanel"));
            if (prompt && test::isShown(prompt) && handTop < std::numeric_limits<qreal>::max()) {
                ++seen;
                if (handTop < test::sceneRect(prompt).bottom() + 2)
                    problems << at + QStringLiteral("the hand's top row at y %1, the prompt's "
                                                    "foot at %2")
                                         .arg(handTop)
                                         .arg(test::sceneRect(prompt).bottom());
            }
            for (int seat = 0; seat < 2; ++seat) {
                const QQuickItem *panel = board.item(QStringLiteral("playerPanel_%1").arg(seat));
                QVERIFY(panel);
                if (panel->height() > panel->implicitHeight() + Tolerance)
                    problems << at + QStringLiteral("player %1's panel %2 px high, its texts %3")
                                         .arg(seat)
                                         .arg(panel->height())
                                         .arg(panel->implicitHeight());
            }
            const int before = session.moveCount();
            QVERIFY(player->byKeyboard(board));
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
        }
        QVERIFY2(seen >= 4, "the hand under a prompt at fewer than four decisions");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // Salmon Run's hand at 150 % text and 1280 × 720, as a person plays it with the pointer
    // resting on the hand: mid-game, a hand that grows back to four cards under the still pointer
    // (the start of the cards held there, HeldValue) keeps every card inside the hand's panel
    // (it ran its fourth card out of the panel before e1666f3).
    void salmonHandStaysInItsPanel()
    {
        const test::BoardPlayer *player = test::playerOf(QStringLiteral("salmon"));
        QVERIFY2(player, "no board player registered");
        textSize::save(150);
        MainWindow window(&m_language);
        QVERIFY(test::showGameWindow(window, player->setup(54), QSize(1280, 720)));
        test::WindowBoard board(window);
        GameSession &session = *window.session();
        int checked = 0;
        QStringList problems;
        for (int decision = 0; decision < Decisions && !session.shownGame()->isOver(); ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            board.settle();
            QQuickItem *view = board.item(QStringLiteral("handView"));
            QVERIFY(view && view->parentItem());
            const QRectF panel = test::sceneRect(view->parentItem())
                                     .adjusted(-Tolerance, -Tolerance, Tolerance, Tolerance);
            const QList<QQuickItem *> cards = view->childItems();
            int shown = 0;
            for (QQuickItem *card : cards) {
                if (!card->objectName().startsWith(QStringLiteral("card-")) || !card->isVisible())
                    continue;
                ++shown;
                if (!panel.contains(test::sceneRect(card)))
                    problems << QStringLiteral("decision %1: %2 at %3,%4 out of the hand "
                                               "%5,%6 %7×%8")
                                    .arg(decision)
                                    .arg(card->objectName())
                                    .arg(test::sceneRect(card).x())
                                    .arg(test::sceneRect(card).y())
                                    .arg(panel.x())
                                    .arg(panel.y())
                                    .arg(panel.width())
                                    .arg(panel.height());
            }
            if (shown >= 4)
                ++checked;
            // The pointer off the hand long enough for it to lay out afresh (centred for the cards
            // left), then onto its first card, where a person's rests while the turn ends and the
            // hand is drawn back up to four.
            QTest::mouseMove(board.widget(), QPoint(2, 2));
            QTest::qWait(700);
            if (QQuickItem *first = board.item(QStringLiteral("card-0"));
                first && first->isVisible()) {
                QTest::mouseMove(
                    board.widget(),
                    first->mapToScene({first->width() / 2, first->height() / 2}).toPoint());
                board.settle();
            }
            const int before = session.moveCount();
            QVERIFY(player->byKeyboard(board));
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
        }
        // The pointer off the board: it would hold the hands of the boards shown after.
        QTest::mouseMove(board.widget(), QPoint(-100, -100));
        QVERIFY2(checked >= 2, "no hand of four cards or more seen");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(TestTextSize)
#include "tst_text_size.moc"
