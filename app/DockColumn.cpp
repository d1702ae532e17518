#include "DockColumn.h"

#include "NewGameDialog.h"
#include "PlayersDock.h"
#include "TextScale.h"

#include <QDockWidget>
#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QSettings>
#include <QStyle>
#include <QTimer>

#include <algorithm>

namespace cw {

namespace {
// The layout's settings: "window/geometry" and "window/state" (DockLayout).
const QString LayoutSettingsPrefix = QStringLiteral("window");
const QString WidthKey = QStringLiteral("window/dockColumnWidth"); // 0: the default width
// 2: the board-first default layout. Layouts saved under 1 (a right column a third of the window
// wide, usually never chosen but saved on quit) are dropped once, in favour of the new default.
constexpr int StateVersion = 2;
constexpr QSize PreferredSize(1560, 960);
// The right column is as wide as the players table needs, within these bounds at the standard
// text size (English needs about 390 px, French about 460 px; very long names scroll). With larger
// text (View > Text Size) the bounds grow with it, as the table does, as far as MaxShare of the
// window: the board keeps the rest (at 1280 px and 150 % text, the 800 px every board needs to
// show its texts whole).
constexpr int MinWidth = 380;
constexpr int MaxWidth = 480;
constexpr double MaxShare = 0.375;
} // namespace

DockColumn::DockColumn(QMainWindow *window, PlayersDock *players,
                       const QList<QDockWidget *> &tabbed)
    : QObject(window), m_window(window), m_players(players), m_tabbed(tabbed),
      m_layout(
          window, LayoutSettingsPrefix, StateVersion, QList<QDockWidget *>{players} + tabbed,
          [this] { place(); }, [this] { size(); })
{
    m_layout.placeDocks();
    window->installEventFilter(this);
    players->installEventFilter(this);
    connect(players, &PlayersDock::contentsWidened, this, &DockColumn::schedule);
}

void DockColumn::restoreGeometry() const
{
    m_layout.restoreGeometry(PreferredSize);
}

void DockColumn::settle()
{
    if (m_layout.isSettled())
        return;
    if (m_layout.settle()) {
        // The column keeps the width the person dragged it to, else the default one.
        m_width = std::max(0, QSettings().value(WidthKey).toInt());
        schedule();
        return;
    }
    reset();
}

void DockColumn::save() const
{
    if (m_layout.isSettled()) // a window never shown has no layout worth keeping
        QSettings().setValue(WidthKey, m_width);
    m_layout.save();
}

void DockColumn::reset()
{
    m_width = 0;
    m_layout.reset();
}

void DockColumn::place()
{
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_players);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_tabbed.front());
    for (int i = 1; i < m_tabbed.size(); ++i)
        m_window->tabifyDockWidget(m_tabbed[i - 1], m_tabbed[i]);
    m_tabbed.front()->raise();
}

// The column is as wide as the players table wants (within bounds), the table just tall enough
// for a full field, and the first tabbed dock gets the rest of the column exactly (sizes that do
// not add up are scaled to fit).
void DockColumn::size()
{
    apply();
    const int playersHeight = m_players->heightForRows(NewGameDialog::MaxSeats);
    // The column is as tall as the board (which keeps the whole height), less the separator.
    const int columnHeight =
        m_window->centralWidget()->height() -
        m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);
    m_window->resizeDocks({m_players, m_tabbed.front()},
                          {playersHeight, columnHeight - playersHeight}, Qt::Vertical);
}

void DockColumn::apply()
{
    if (!m_layout.isSettled() || m_players->isFloating() || m_players->isHidden())
        return;
    const double scale = TextScale::instance()->factor();
    const int most =
        std::max(MaxWidth, std::min(int(MaxWidth * scale), int(m_window->width() * MaxShare)));
    const int least = std::min(int(MinWidth * scale), most);
    const int wanted =
        m_width > 0 ? m_width : std::clamp(m_players->widthForContents(), least, most);
    if (m_players->width() != wanted)
        m_window->resizeDocks({m_players}, {wanted}, Qt::Horizontal);
}

void DockColumn::schedule()
{
    QTimer::singleShot(0, this, &DockColumn::apply);
}

// The dock column resized with a mouse button held: the person dragged the separator (the
// program's own resizing, the window's and a language switch's, never holds one), and their width
// is kept from then on. The docks retranslate on their own LanguageChange, which may come after
// the window's: the width is applied once every event is handled.
bool DockColumn::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_layout.isSettled())
        return false;
    if (watched == m_players && event->type() == QEvent::Resize && !m_players->isFloating() &&
        QGuiApplication::mouseButtons() != Qt::NoButton)
        m_width = m_players->width();
    if (watched == m_window &&
        (event->type() == QEvent::Resize || event->type() == QEvent::LanguageChange))
        schedule();
    return false;
}

} // namespace cw
