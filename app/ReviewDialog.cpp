// The coach's review screen (ReviewDialog.h).
#include "ReviewDialog.h"

#include "ReviewChart.h"
#include "ai/ReviewText.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>
#include <QWindow>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace cw {

ReviewDialog::ReviewDialog(GameSession *session, QWidget *parent, Controller level)
    : QDialog(parent), m_session(session), m_level(level), m_status(new QLabel),
      m_progress(new QProgressBar), m_cancel(new QPushButton), m_chart(new ReviewChart),
      m_costlyTitle(new QLabel), m_costly(new QListWidget), m_export(new QPushButton),
      m_close(new QPushButton)
{
    setObjectName(QStringLiteral("reviewDialog"));
    m_status->setObjectName(QStringLiteral("reviewStatus"));
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    m_chart->setObjectName(QStringLiteral("reviewChart"));
    m_costly->setObjectName(QStringLiteral("reviewCostlyMoves"));
    m_export->setObjectName(QStringLiteral("reviewExport"));
    m_status->setWordWrap(true);
    m_costly->setWordWrap(true);
    m_costlyTitle->setStyleSheet(QStringLiteral("font-weight: bold;"));

    // The status on a line of its own: the review is as narrow as the docks' column.
    auto *working = new QHBoxLayout;
    working->addWidget(m_progress, 1);
    working->addWidget(m_cancel);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_export);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(working);
    layout->addWidget(m_chart, 3);
    layout->addWidget(m_costlyTitle);
    layout->addWidget(m_costly, 2);
    layout->addLayout(buttons);

    connect(m_cancel, &QPushButton::clicked, this, &ReviewDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_export, &QPushButton::clicked, this, &ReviewDialog::exportAsText);
    connect(m_chart, &ReviewChart::decisionClicked, this, &ReviewDialog::showMove);
    connect(m_costly, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { showMove(item->data(Qt::UserRole).toInt()); });
    connect(m_costly, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { showMove(item->data(Qt::UserRole).toInt()); });
    connect(&m_search, &QFutureWatcherBase::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(&m_search, &QFutureWatcherBase::finished, this, &ReviewDialog::finished);
    connect(session, &GameSession::gameStarted, this, &QDialog::close); // another game
    retranslate();
    start();
}

ReviewDialog::~ReviewDialog()
{
    m_search.disconnect(this);
    if (m_stop)
        m_stop->store(true);
    m_search.waitForFinished();
}

void ReviewDialog::start()
{
    m_record = m_session->record();
    const QList<SeatConfig> &seats = m_record.setup.seats;
    for (int seat = 0; seat < seats.size(); ++seat)
        if (!isAi(seats[seat].controller))
            m_seats.push_back(seat);
    if (m_seats.empty()) // a game of AIs: every seat
        for (int seat = 0; seat < seats.size(); ++seat)
            m_seats.push_back(seat);
    // Several people at one screen, the game not over: only the seat the window shows (SeatLens),
    // none behind the privacy screen; another player's best moves would tell what they hold.
    QString error;
    const std::unique_ptr<Game> end = m_record.replay(-1, &error);
    if (m_seats.size() > 1 && !isAi(seats[m_seats.front()].controller) && end && !end->isOver()) {
        const int shown = m_session->lens()->seat();
        m_seats.clear();
        if (shown >= 0)
            m_seats.push_back(shown);
    }
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_reviewing = true;
    m_progress->setRange(0, std::max(1, int(m_record.actions.size())));
    m_progress->setValue(0);
    m_search.setFuture(QtConcurrent::run([record = m_record, seats = m_seats, level = m_level,
                                          stop = m_stop](QPromise<Outcome> &promise) {
        Outcome outcome;
        outcome.review = reviewGame(
            record, seats, level, &outcome.error,
            [&promise](int done, int) { promise.setProgressValue(done); }, stop.get());
        promise.addResult(std::move(outcome));
    }));
    fill();
}

void ReviewDialog::showBeside(const QWidget *board)
{
    const QPoint boardTopLeft = board->mapToGlobal(QPoint(0, 0));
    const QRect window = board->window()->geometry(); // its client area, on the screen
    const int boardRight = boardTopLeft.x() + board->width();
    QRect place(boardRight, boardTopLeft.y(),
                std::max(MinWidth, window.x() + window.width() - boardRight), board->height());
    // setGeometry() places the client area: the title bar and borders go around it.
    show();
    const QMargins frame = windowHandle() ? windowHandle()->frameMargins() : QMargins();
    setGeometry(place.marginsRemoved(frame));
}

void ReviewDialog::cancel()
{
    if (!m_reviewing)
        return;
    m_stop->store(true); // the review ends at the next decision and shows what it judged
    m_cancel->setEnabled(false);
}

void ReviewDialog::finished()
{
    m_reviewing = false;
    if (m_search.future().resultCount() > 0) {
        m_review = m_search.result().review;
        m_error = m_search.result().error;
    }
    fill();
}

void ReviewDialog::showMove(int move)
{
    if (move < 0) // a line without a move ("no move lost…")
        return;
    m_session->setViewedMove(move); // the position before the move: where it was decided
    m_chart->setCurrentMove(move);
    for (int row = 0; row < m_costly->count(); ++row)
        if (m_costly->item(row)->data(Qt::UserRole).toInt() == move)
            m_costly->setCurrentRow(row);
}

QString ReviewDialog::text() const
{
    return ReviewText::write(m_review, m_record.setup.seats, m_seats, m_level, CostlyMoves);
}

bool ReviewDialog::exportTo(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(text().toUtf8()) < 0 ||
        !file.commit()) {
        *error = tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void ReviewDialog::exportAsText()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the Review"),
                                                      tr("review.txt"), tr("Text (*.txt)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export the Review"), error);
}

void ReviewDialog::fill()
{
    const bool running = m_reviewing;
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_export->setEnabled(!running && m_error.isEmpty());
    const QString judge = m_level == Controller::AiHard ? tr("the Hard AI") : tr("the Normal AI");
    if (running)
        m_status->setText(tr("Reviewing %n move(s) with %1, from each player's own view…", nullptr,
                             int(m_record.actions.size()))
                              .arg(judge));
    else if (!m_error.isEmpty())
        m_status->setText(tr("This game cannot be reviewed: %1").arg(m_error));
    else if (m_review.stopped)
        m_status->setText(
            tr("Review stopped: the moves up to there, as %1 judged them.").arg(judge));
    else
        m_status->setText(tr("Each line is where %1 expected the player to finish after each "
                             "of their moves, from what that player could see: its estimate, "
                             "not a chance of winning. Click a move to see it.")
                              .arg(judge));

    std::vector<ReviewChart::Series> series;
    m_costly->clear();
    for (const int seat : m_seats) {
        const SeatConfig &config = m_record.setup.seats[seat];
        const QString name = ReviewText::seatName(m_record.setup.seats, seat);
        const std::vector<ReviewedDecision> losses = m_review.biggestLosses(seat, CostlyMoves);
        ReviewChart::Series line{name, QColor(config.colour), {}};
        for (const ReviewedDecision &d : m_review.decisions)
            if (d.seat == seat)
                line.points.push_back(
                    {d.action, d.chance,
                     std::any_of(losses.begin(), losses.end(), [&d](const ReviewedDecision &l) {
                         return l.action == d.action;
                     })});
        series.push_back(std::move(line));
        if (running)
            continue;
        if (losses.empty()) {
            auto *item = new QListWidgetItem(
                tr("%1: no move was judged worse than %2's own.").arg(name, judge));
            item->setFlags(Qt::ItemIsEnabled);
            item->setData(Qt::UserRole, -1);
            m_costly->addItem(item);
        }
        for (const ReviewedDecision &d : losses) {
            auto *item = new QListWidgetItem(tr("%1, move %2: %3; %4 would have played %5.")
                                                 .arg(name)
                                                 .arg(d.action + 1)
                                                 .arg(d.playedName, judge, d.bestName));
            item->setData(Qt::UserRole, d.action);
            m_costly->addItem(item);
        }
    }
    m_chart->setSeries(std::move(series), int(m_record.actions.size()));
}

void ReviewDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ReviewDialog::retranslate()
{
    setWindowTitle(tr("Game Review"));
    m_cancel->setText(tr("Cancel"));
    m_costlyTitle->setText(tr("The moves the AI judged costliest"));
    m_export->setText(tr("Export as Text…"));
    m_close->setText(tr("Close"));
    fill();
}

} // namespace cw
