#include "PlayersDock.h"

#include "MadeUpStart.h"
#include "SeatSwatch.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QColor>
#include <QEvent>
#include <QHeaderView>
#include <QJsonArray>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>

namespace cw {

namespace {

const QColor TurnMarker(0xf0, 0xa5, 0x32, 110); // the board's amber, see-through

} // namespace

PlayersDock::PlayersDock(GameSession *session, const MadeUpStart *madeUp, QWidget *parent)
    : QDockWidget(parent), m_session(session), m_madeUp(madeUp),
      m_table(new QTableWidget(0, 1, this))
{
    setObjectName(QStringLiteral("playersDock"));
    m_table->setObjectName(QStringLiteral("playersTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(false);
    // Compact rows, so the whole field fits above the moves without a scroll bar.
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    // Every column fits its content, the names included: a narrow dock scrolls rather than cut
    // them. (A stretched last section would keep its initial 100 px and scroll needlessly.)
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setWidget(m_table);
    retranslate();
    connect(session, &GameSession::positionChanged, this, &PlayersDock::refresh);
    connect(session, &GameSession::gameStarted, this, [this] {
        m_widest = 0;
        refresh();
    });
    connect(madeUp, &MadeUpStart::changed, this, &PlayersDock::refresh);
}

int PlayersDock::widthForContents() const
{
    const int chrome = sizeHint().width() - m_table->sizeHint().width(); // dock margins
    return chrome + 2 * m_table->frameWidth() + m_wholeColumns;
}

int PlayersDock::columnsWidth() const
{
    // A cell's text has the item view's text margin on each side (PM_FocusFrameHMargin + 1).
    const int textMargins = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    const int grid = m_table->showGrid() ? 1 : 0;
    int width = 0;
    for (int column = 0; column < m_table->columnCount(); ++column) {
        int columnWidth = m_table->horizontalHeader()->sectionSizeHint(column);
        if (column > 0 && column - 1 < int(m_widestTexts.size()))
            columnWidth = qMax(columnWidth, m_table->fontMetrics().horizontalAdvance(
                                                m_widestTexts[std::size_t(column - 1)]) +
                                                textMargins + grid);
        for (int row = 0; row < m_table->rowCount(); ++row)
            columnWidth = qMax(
                columnWidth,
                m_table->sizeHintForIndex(m_table->model()->index(row, column)).width() + grid);
        width += columnWidth;
    }
    return width;
}

int PlayersDock::heightForRows(int rows) const
{
    const int chrome = sizeHint().height() - m_table->sizeHint().height(); // title bar, margins
    return chrome + 2 * m_table->frameWidth() + m_table->horizontalHeader()->sizeHint().height() +
           rows * m_table->verticalHeader()->defaultSectionSize();
}

void PlayersDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void PlayersDock::resizeEvent(QResizeEvent *event)
{
    QDockWidget::resizeEvent(event);
    fitWidth();
}

void PlayersDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    fitWidth();
}

void PlayersDock::fitWidth()
{
    if (!m_table->isVisible()) { // no width to fit yet: the whole table, as a window shows it
        showAs(Fit::Whole);
        return;
    }
    const int room =
        m_table->width() - 2 * m_table->frameWidth() -
        (m_table->verticalScrollBar()->isVisible() ? m_table->verticalScrollBar()->width() : 0);
    for (const Fit fit : {Fit::Whole, Fit::ShortHeaders, Fit::MarksOnly}) {
        showAs(fit);
        if (columnsWidth() <= room)
            return;
    }
}

void PlayersDock::showAs(Fit fit)
{
    if (m_headers.size() != m_table->columnCount() || m_names.size() != m_table->rowCount())
        return; // no game
    for (int column = 0; column < m_table->columnCount(); ++column) {
        QTableWidgetItem *header = m_table->horizontalHeaderItem(column);
        // The seat column's short header (the marks' sign) goes with the marks alone.
        const bool shortHeader = column == 0 ? fit == Fit::MarksOnly : fit != Fit::Whole;
        const QString shown = shortHeader ? m_shortHeaders[column] : m_headers[column];
        header->setText(shown);
        header->setToolTip(shown == m_headers[column]
                               ? m_headerTips[column]
                               : tr("%1: %2", "a Players dock column's full header, its tool tip")
                                     .arg(m_headers[column], m_headerTips[column]));
        header->setData(Qt::AccessibleTextRole, m_headers[column]);
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem *name = m_table->item(row, 0);
        name->setText(fit == Fit::MarksOnly ? QString() : m_names[row]);
        name->setData(Qt::AccessibleTextRole, m_names[row]);
        if (row != m_currentRow)
            name->setToolTip(fit == Fit::MarksOnly ? m_names[row] : QString());
    }
}

void PlayersDock::retranslate()
{
    setWindowTitle(tr("Players"));
    m_table->setAccessibleName(windowTitle()); // what a screen reader names the table (issue 54)
    refresh();
}

// The columns follow the shown game: each game declares them (GameInfo::playerTable). The rows
// read the seat lens's position (SeatLens): its public view, as every surface reads the lens.
void PlayersDock::refresh()
{
    const Game *game = m_madeUp->isShown() ? nullptr : m_session->lens()->position();
    const GameInfo *info = game ? GameRegistry::find(game->gameId()) : nullptr;
    if (!info || !info->playerTable) {
        m_table->setRowCount(0);
        m_table->setColumnCount(0); // nor a header of no column (a bare "1")
        return;
    }
    const GameSetup &setup = m_session->record().setup;
    const PlayerTable columns = info->playerTable(setup.course);
    const int columnCount = 1 + int(columns.columns.size());
    m_table->setColumnCount(columnCount);
    m_headers = {columns.seatHeader};
    // The seats by their marks alone: the mark's sign for a header.
    m_shortHeaders = {tr("#", "the Players dock's seat column, narrow: the seats' marks")};
    m_headerTips = {columns.seatToolTip};
    m_widestTexts.clear();
    for (const PlayerColumn &column : columns.columns) {
        m_headers.append(column.header);
        m_shortHeaders.append(column.shortHeader.isEmpty() ? column.header : column.shortHeader);
        m_headerTips.append(column.toolTip);
        m_widestTexts.push_back(column.widest);
    }
    for (int column = 0; column < columnCount; ++column)
        if (!m_table->horizontalHeaderItem(column))
            m_table->setHorizontalHeaderItem(column, new QTableWidgetItem);

    const QJsonObject view = game->viewFor(-1);
    const QJsonArray seatViews = view.value(columns.seatsKey).toArray();
    const int current = view.value(QStringLiteral("currentSeat")).toInt(-1);
    m_table->setRowCount(int(seatViews.size()));
    m_names.clear();
    m_currentRow = -1;
    for (int row = 0; row < seatViews.size(); ++row) {
        const QJsonObject seatView = seatViews[row].toObject();
        const int seat = seatView.value(QStringLiteral("seat")).toInt(row);
        const SeatConfig config = seat < setup.seats.size() ? setup.seats[seat] : SeatConfig{};
        m_names.append(config.name);
        // The seat to play is marked by a highlighted row, not by text: the columns keep their
        // widths as the turn passes, so no scroll bar comes and goes with it.
        auto *name = new QTableWidgetItem(config.name);
        name->setIcon(seatSwatch(config.colour, seat));
        m_table->setItem(row, 0, name);
        for (int column = 1; column < columnCount; ++column) {
            auto *item =
                new QTableWidgetItem(columns.columns[std::size_t(column - 1)].text(seatView));
            item->setTextAlignment(Qt::AlignCenter);
            // An empty cell (no place before the finish) still reads as something.
            if (item->text().isEmpty())
                item->setData(Qt::AccessibleTextRole,
                              tr("%1: none yet", "a Players dock cell with nothing in it, as a "
                                                 "screen reader reads it; %1: the column's header")
                                  .arg(m_headers.value(column)));
            m_table->setItem(row, column, item);
        }
        if (seat == current) {
            m_currentRow = row;
            for (int column = 0; column < columnCount; ++column) {
                QTableWidgetItem *item = m_table->item(row, column);
                item->setBackground(TurnMarker);
                item->setToolTip(tr("%1 is to play").arg(config.name));
            }
        }
    }
    showAs(Fit::Whole);
    m_wholeColumns = columnsWidth();
    fitWidth();
    const int width = widthForContents();
    if (width > m_widest) {
        m_widest = width;
        emit contentsWidened();
    }
}

} // namespace cw
