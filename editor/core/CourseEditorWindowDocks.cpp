#include "CourseEditorWindow.h"

#include "CourseCanvas.h"
#include "CourseKindEditor.h"
#include "PaletteDock.h"
#include "ValidationDock.h"
#include "lab/LabDock.h"

#include <QChildEvent>
#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>

#include <algorithm>

// CourseEditorWindow's dock layout: the editor's default places and sizes of its docks, given to
// the DockLayout it shares with the main window (saved layout, Reset Layout), and the sizes that
// follow the kind being edited (the palette's height per kind, a properties column wide enough
// for the panel).
namespace cw {

namespace {
// Each kind's palette height as the user left it: "courseEditor/paletteHeight/<kind>".
const QString PaletteHeightGroup = QStringLiteral("courseEditor/paletteHeight");
// The palette's default share of the dock column: enough rows of pieces to choose from, with room
// left for the Properties.
constexpr double PaletteShare = 0.4;
// A restored layout must leave the canvas at least this share of the window's width and height;
// one that does not (a damaged state, a screen much smaller than the one it was saved on) gives
// way to the default layout. The dock column never takes more than the rest.
constexpr double MinCanvasShare = 0.5;

// The widest a dock column beside the canvas may be: what leaves the canvas its share, less the
// separator between them (at 800 × 600 a 400 px column left the canvas 394 px).
int mostDockWidth(const QMainWindow &window)
{
    return int((1.0 - MinCanvasShare) * window.width()) -
           window.style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, &window);
}

// Below this window height, stacking Palette, Properties and Undo History leaves each a strip
// (at 1280 × 720 the properties showed 2–3 rows and the palette its pictures without their
// names): they share the column's whole height as tabs instead.
constexpr int CompactHeight = 900;
// Room beyond the lab's least width, so that a page growing by a few pixels (a report, a scroll
// bar) still fits the column.
constexpr int LabSlack = 24;
// The least of the column a stacked palette and history keep while the lab takes the rest.
constexpr int StackedPaletteWithLab = 170;
// The Undo History keeps a few steps in view when the properties want the column.
constexpr int MinHistoryHeight = 120;
} // namespace

// As in the main window: the dock layout settles on the first show, once the window has its size
// (DockLayout); a saved layout that leaves the canvas too little room gives way to the default.
void CourseEditorWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_layout.isSettled())
        return;
    if (!m_layout.settle([this] { return canvasHasRoom(); }))
        resetLayout();
    if (m_canvas)
        m_canvas->fitToWindow();
}

bool CourseEditorWindow::canvasHasRoom() const
{
    // The layout applies the restored sizes on its next pass: ask it for the geometry now.
    layout()->activate();
    const QSize room = m_canvasHolder->size();
    return room.width() >= MinCanvasShare * width() && room.height() >= MinCanvasShare * height();
}

bool CourseEditorWindow::isCompact() const
{
    return height() < CompactHeight;
}

// The course is long and narrow, so the canvas gets the whole width but one column: Palette,
// Properties and Undo History on the right (stacked, or tabs of one place in a compact window,
// the properties in front), Validation under the canvas.
void CourseEditorWindow::placeDocks()
{
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::RightDockWidgetArea, m_palette);
    addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_validation);
    if (isCompact()) {
        tabifyDockWidget(m_propertiesDock, m_palette);
        tabifyDockWidget(m_propertiesDock, m_historyDock);
        m_propertiesDock->raise();
    }
}

void CourseEditorWindow::placeLabDock(QDockWidget *lab)
{
    lab->setFloating(false);
    addDockWidget(Qt::RightDockWidgetArea, lab);
    if (m_propertiesDock->isFloating() || !m_propertiesDock->isVisible())
        return; // the column's own place is gone: the lab stands in the column alone
    tabifyDockWidget(m_propertiesDock, lab);
}

void CourseEditorWindow::widenForLab(QDockWidget *lab)
{
    if (lab->isFloating() || !lab->isVisible())
        return;
    // The geometry the layout gives the place now (a tab's own may be stale).
    layout()->activate();
    const int most = mostDockWidth(*this);
    const int least = lab->minimumSizeHint().width();
    if (lab->width() < least || m_canvasHolder->geometry().right() + lab->width() > width())
        resizeDocks({lab}, {std::min(least + LabSlack, most)}, Qt::Horizontal);
}

void CourseEditorWindow::sizeLabDock(QDockWidget *lab)
{
    if (lab->isFloating())
        return;
    widenForLab(lab);
    if (isCompact() || !m_palette->isVisible() || !m_historyDock->isVisible() ||
        m_palette->isFloating() || m_historyDock->isFloating() ||
        !tabifiedDockWidgets(m_palette).isEmpty())
        return;
    layout()->activate();
    const int column = m_palette->height() + lab->height() + m_historyDock->height();
    const int palette = std::min(m_palette->height(), StackedPaletteWithLab);
    const int history = std::min(m_historyDock->height(), MinHistoryHeight);
    resizeDocks({m_palette, lab, m_historyDock}, {palette, column - palette - history, history},
                Qt::Vertical);
}

QWidget *CourseEditorWindow::propertiesContent() const
{
    // A panel that scrolls (QScrollArea) asks for little: what it holds says what it needs.
    QWidget *panel = m_propertiesDock->widget();
    if (auto *scroll = qobject_cast<QScrollArea *>(panel); scroll && scroll->widget())
        return scroll->widget();
    return panel;
}

QSize CourseEditorWindow::propertiesSizeHint() const
{
    return propertiesContent()->sizeHint();
}

void CourseEditorWindow::widenForProperties()
{
    if (!m_layout.isSettled() || m_propertiesDock->isFloating() || !m_propertiesDock->isVisible())
        return;
    // +24: the panel's vertical scroll bar and margins. The canvas keeps its share. The docks
    // sharing the place as tabs (the lab) keep their least width: resizeDocks would squeeze
    // them below it, out of the window.
    int least = propertiesSizeHint().width() + 24;
    for (const QDockWidget *tab : tabifiedDockWidgets(m_propertiesDock))
        least = std::max(least, tab->minimumSizeHint().width());
    const int wanted = std::min(least, mostDockWidth(*this));
    if (m_propertiesDock->width() < wanted)
        resizeDocks({m_propertiesDock}, {wanted}, Qt::Horizontal);
}

bool CourseEditorWindow::eventFilter(QObject *watched, QEvent *event)
{
    // The panel's content changed what it needs (a board selected, a longer name): a column
    // too narrow for it grows, so no panel is read through a horizontal scroll bar.
    if (event->type() == QEvent::LayoutRequest && m_propertiesDock->widget() &&
        watched == propertiesContent())
        QMetaObject::invokeMethod(this, &CourseEditorWindow::widenForProperties,
                                  Qt::QueuedConnection);
    return QMainWindow::eventFilter(watched, event);
}

bool CourseEditorWindow::event(QEvent *event)
{
    // QMainWindow makes a tab bar for each group of tabbed docks and elides its titles when they
    // do not fit: at 800 × 600 in French the tabs read "Pro…", "Hist…". Titles are kept whole and
    // the bar scrolls instead. A tab bar is polished once QMainWindow has set it up.
    if (event->type() == QEvent::ChildPolished)
        if (auto *bar = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child())) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    return QMainWindow::event(event);
}

// The palette as tall as its entries, the properties as tall as their tallest page, the history
// the rest of the column; the validation list shows about five problems.
void CourseEditorWindow::sizeDocks()
{
    const QSize wanted = propertiesSizeHint();
    resizeDocks({m_propertiesDock},
                {std::min(std::max(340, wanted.width() + 24), mostDockWidth(*this))},
                Qt::Horizontal);
    layout()->activate(); // the palette's grid counts its columns at the new width
    if (isCompact()) {    // one place for the three: as high as the column
        resizeDocks({m_validation}, {std::min(160, height() / 5)}, Qt::Vertical);
        return;
    }
    const int column = height() - menuBar()->height() - statusBar()->height();
    const int palette = m_palette->heightForEntries(int(PaletteShare * column));
    const int properties = wanted.height() + 40;
    const int history = std::max(MinHistoryHeight, column - palette - properties - 60);
    resizeDocks({m_palette, m_propertiesDock, m_historyDock}, {palette, properties, history},
                Qt::Vertical);
    resizeDocks({m_validation}, {160}, Qt::Vertical);
}

void CourseEditorWindow::resetLayout()
{
    QSettings settings; // every kind's palette back to its default height
    settings.beginGroup(PaletteHeightGroup);
    settings.remove(QString());
    settings.endGroup();
    m_layout.reset();
    if (m_lab) // made on first use, so not among the layout's docks; it keeps its shown or closed
               // state
        m_lab->returnToDefaultPlace();
}

int CourseEditorWindow::paletteHeight() const
{
    const int column = height() - menuBar()->height() - statusBar()->height();
    const int fallback = m_palette->heightForEntries(int(PaletteShare * column));
    const int saved =
        QSettings().value(PaletteHeightGroup + u'/' + m_kind->kindId(), fallback).toInt();
    return std::clamp(saved, 60, column / 2);
}

void CourseEditorWindow::rememberPaletteHeight()
{
    if (m_layout.isSettled() && m_palette->isVisible() && !m_palette->isFloating())
        QSettings().setValue(PaletteHeightGroup + u'/' + m_kind->kindId(), m_palette->height());
}

// Another kind's document came in: the palette takes its new entries' height, the properties
// column widens for the new panel, and the docks below the palette share what is left.
void CourseEditorWindow::fitDocksToKind()
{
    if (!m_layout.isSettled())
        return;
    // The new entries change what the palette needs (its filter shown or hidden): the
    // layouts take that in before the dock is sized.
    // (updateGeometry drops the sizes the dock and the window's layout keep of them).
    m_palette->widget()->layout()->activate();
    m_palette->widget()->updateGeometry();
    m_palette->layout()->activate();
    m_palette->updateGeometry();
    layout()->activate();
    // A kind whose properties need a wider column than the last kind's gets it (a column
    // the designer made wider stays).
    widenForProperties();
    layout()->activate();
    if (!tabifiedDockWidgets(m_palette).isEmpty())
        return; // tabs of one place (a compact window): each has the column's height
    // The docks below take what the palette gives or takes, so the column's total stays
    // and the dock area has nothing to share out (it would shorten the palette): the
    // properties as tall as the new panel wants, the history the rest.
    const int wanted = paletteHeight();
    const int below = m_propertiesDock->height() + m_palette->height() - wanted;
    if (m_historyDock->isVisible() && !m_historyDock->isFloating()) {
        const int both = below + m_historyDock->height();
        const int properties =
            std::max(60, std::min(propertiesSizeHint().height() + 40, both - MinHistoryHeight));
        resizeDocks({m_palette, m_propertiesDock, m_historyDock},
                    {wanted, properties, both - properties}, Qt::Vertical);
    } else {
        resizeDocks({m_palette, m_propertiesDock}, {wanted, below}, Qt::Vertical);
    }
}

} // namespace cw
