#include "PlayersDock.h"

#include "session/GameSession.h"

#include <QColor>
#include <QEvent>
#include <QHeaderView>
#include <QJsonArray>
#include <QPixmap>
#include <QTableWidget>

namespace cw {

namespace {

enum Column { Name, Space, Rate, Stamina, Deck, Discard, Hand, Place, ColumnCount };

QIcon swatch(const QString &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(QColor::fromString(colour));
    return QIcon(pixmap);
}

} // namespace

PlayersDock::PlayersDock(GameSession *session, QWidget *parent)
    : QDockWidget(parent), m_session(session), m_table(new QTableWidget(0, ColumnCount, this))
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
    connect(session, &GameSession::gameStarted, this, &PlayersDock::refresh);
}

int PlayersDock::widthForContents() const
{
    const int chrome = sizeHint().width() - m_table->sizeHint().width(); // dock margins
    int width = chrome + 2 * m_table->frameWidth();
    const int grid = m_table->showGrid() ? 1 : 0;
    for (int column = 0; column < ColumnCount; ++column) {
        int columnWidth = m_table->horizontalHeader()->sectionSizeHint(column);
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

void PlayersDock::retranslate()
{
    setWindowTitle(tr("Players"));
    m_table->setHorizontalHeaderLabels({tr("Boat"), tr("Space"), tr("Rate"), tr("Stamina"),
                                        tr("Deck"), tr("Discard"), tr("Hand"), tr("Place")});
    // Tool tips explain the short headers.
    const QStringList tips{tr("Name and colour of the boat"),
                           tr("Space reached and metres rowed"),
                           tr("Stroke rate (strokes per minute)"),
                           tr("Cards left in the stamina pile"),
                           tr("Cards in the draw pile"),
                           tr("Cards in the discard pile"),
                           tr("Cards in hand"),
                           tr("Finishing place")};
    for (int column = 0; column < ColumnCount; ++column)
        m_table->horizontalHeaderItem(column)->setToolTip(tips[column]);
    refresh();
}

void PlayersDock::refresh()
{
    const Game *game = m_session->shownGame();
    if (!game) {
        m_table->setRowCount(0);
        return;
    }
    const QJsonObject view = game->viewFor(-1);
    const QJsonArray boats = view.value(QStringLiteral("boats")).toArray();
    const QList<SeatConfig> &seats = m_session->record().setup.seats;
    const int metresPerSpace =
        m_session->record().setup.course.value(QStringLiteral("metresPerSpace")).toInt(20);
    const int current = view.value(QStringLiteral("currentSeat")).toInt(-1);

    m_table->setRowCount(int(boats.size()));
    for (int row = 0; row < boats.size(); ++row) {
        const QJsonObject boat = boats[row].toObject();
        const int seat = boat.value(QStringLiteral("seat")).toInt(row);
        const SeatConfig config = seat < seats.size() ? seats[seat] : SeatConfig{};
        const int space = boat.value(QStringLiteral("space")).toInt();
        const bool finished = boat.value(QStringLiteral("finished")).toBool();
        const int rank = boat.value(QStringLiteral("rank")).toInt();
        const int rate = boat.value(QStringLiteral("rate")).toInt();

        QStringList cells(ColumnCount);
        cells[Name] = seat == current ? tr("%1 ◀").arg(config.name) : config.name;
        cells[Space] = QString::number(space);
        cells[Rate] = rate > 0 ? QString::number(rate) : tr("–");
        cells[Stamina] = QString::number(boat.value(QStringLiteral("staminaPile")).toInt());
        cells[Deck] = QString::number(boat.value(QStringLiteral("drawCount")).toInt());
        cells[Discard] = QString::number(boat.value(QStringLiteral("discardCount")).toInt());
        cells[Hand] = QString::number(boat.value(QStringLiteral("handCount")).toInt());
        cells[Place] = finished && rank > 0 ? QString::number(rank) : QString();
        for (int column = 0; column < ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column == Name)
                item->setIcon(swatch(config.colour));
            else
                item->setTextAlignment(Qt::AlignCenter);
            if (column == Space)
                item->setToolTip(tr("%n metre(s) rowed", nullptr, space * metresPerSpace));
            m_table->setItem(row, column, item);
        }
    }
}

} // namespace cw
