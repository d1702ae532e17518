#include "FairerCoursePanel.h"
#include "core/PlainText.h"

#include "FairerCourseRunner.h"
#include "LabCourse.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "core/Percent.h"
#include "core/WheelNeedsFocus.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace cw {

namespace {

// The narrowest a column of the table gets before the table scrolls sideways.
constexpr int ColumnMinWidth = 130;
// Room a column title needs beside its text: the header's margins and sort indicator space.
constexpr int TitlePadding = 24;

// The rows of the side-by-side table, the last one holding the Apply buttons.
enum Row {
    Changed,
    SeatWins,
    SeatSpread,
    StartWins,
    StartSpread,
    Outside,
    Chance,
    Length,
    Score,
    Apply,
    RowCount
};

QString shares(const std::vector<LabStanding> &rows)
{
    QStringList cells;
    for (const LabStanding &row : rows)
        cells.append(QString::number(100 * row.winShare, 'f', 0));
    return cells.join(QStringLiteral(" · "));
}

} // namespace

FairerCoursePanel::FairerCoursePanel(CourseEditorWindow *window)
    : m_window(window), m_runner(new FairerCourseRunner(this)), m_intro(new QLabel),
      m_scope(new QLabel), m_status(new QLabel), m_staleNote(new QLabel), m_seatsLabel(new QLabel),
      m_candidatesLabel(new QLabel), m_gamesLabel(new QLabel), m_seedLabel(new QLabel),
      m_seats(new QSpinBox), m_candidates(new QSpinBox), m_games(new QSpinBox),
      m_seed(new QSpinBox), m_search(new QPushButton), m_cancel(new QPushButton),
      m_progress(new QProgressBar), m_table(new QTableWidget)
{
    setObjectName(QStringLiteral("fairerCoursePanel"));
    WheelNeedsFocus::protect(this);
    m_intro->setWordWrap(true);
    m_scope->setWordWrap(true);
    m_status->setWordWrap(true);
    m_staleNote->setWordWrap(true);
    m_staleNote->setObjectName(QStringLiteral("fairerStaleNote"));
    m_candidates->setRange(1, 200);
    m_candidates->setValue(16);
    m_games->setRange(20, 5000);
    m_games->setSingleStep(20);
    m_games->setValue(120);
    m_seed->setRange(1, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seatsLabel->setBuddy(m_seats);
    m_candidatesLabel->setBuddy(m_candidates);
    m_gamesLabel->setBuddy(m_games);
    m_seedLabel->setBuddy(m_seed);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(m_seatsLabel, m_seats);
    form->addRow(m_candidatesLabel, m_candidates);
    form->addRow(m_gamesLabel, m_games);
    form->addRow(m_seedLabel, m_seed);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_search);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    m_table->setObjectName(QStringLiteral("fairerTable"));
    m_table->setRowCount(RowCount);
    m_table->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The columns share the dock's width down to a readable one; a narrower dock scrolls the
    // table sideways.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(ColumnMinWidth);
    m_status->setObjectName(QStringLiteral("fairerStatus"));
    m_search->setObjectName(QStringLiteral("fairerSearch"));
    m_cancel->setObjectName(QStringLiteral("fairerCancel"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_staleNote);
    layout->addWidget(m_table);
    layout->addWidget(m_scope);
    layout->addWidget(m_status);
    layout->addStretch(1);

    connect(m_search, &QPushButton::clicked, this, &FairerCoursePanel::run);
    connect(m_cancel, &QPushButton::clicked, this, &FairerCoursePanel::cancel);
    connect(m_runner, &FairerCourseRunner::progressed, this, &FairerCoursePanel::onProgress);
    connect(m_runner, &FairerCourseRunner::finished, this, &FairerCoursePanel::onFinished);
    connect(window, &CourseEditorWindow::documentReplaced, this,
            &FairerCoursePanel::documentReplaced);
    retranslate();
    documentReplaced();
}

FairerCoursePanel::~FairerCoursePanel() = default;

bool FairerCoursePanel::isRunning() const
{
    return m_runner->isRunning();
}

void FairerCoursePanel::documentReplaced()
{
    CourseDocument *document = m_window->document();
    connect(document, &CourseDocument::changed, this, &FairerCoursePanel::updateState,
            Qt::UniqueConnection);
    LabCourse::fitSeats(m_seats, document->toJson());
    // Another course: the variations found were of the one before (issue 56), and a search
    // still running is of it too.
    m_runner->cancel();
    m_result = FairerCourseResult();
    m_searchedCourse = QJsonObject();
    m_status->clear();
    fillTable();
}

bool FairerCoursePanel::run()
{
    if (m_runner->isRunning())
        return false;
    const QJsonObject course = m_window->document()->toJson();
    QString why;
    if (!LabCourse::playable(*m_window,
                             tr("The course has errors: fix them (see the Validation dock) before "
                                "searching for a fairer one."),
                             &why)) {
        showError(why);
        return false;
    }
    FairerCourseConfig config;
    config.course = course;
    config.players = QList<Controller>(m_seats->value(), Controller::AiEasy);
    config.candidates = m_candidates->value();
    config.confirmGames = m_games->value();
    config.screenGames = std::max(12, config.confirmGames / 4);
    config.seed = std::uint64_t(m_seed->value());
    m_searchedCourse = course;
    m_searchedDocument = m_window->document();
    m_result = FairerCourseResult();
    fillTable();
    m_status->setText(tr("Searching…"));
    if (!m_runner->start(config))
        return false;
    updateState();
    return true;
}

void FairerCoursePanel::cancel()
{
    m_runner->cancel();
}

void FairerCoursePanel::onProgress(int played, int total)
{
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(played);
}

void FairerCoursePanel::onFinished(const FairerCourseResult &result, const QString &error)
{
    if (m_searchedDocument != m_window->document()) { // searched a course since closed
        updateState();
        emit searchFinished();
        return;
    }
    m_result = result;
    if (!error.isEmpty()) {
        m_status->setText(error);
        showError(error);
    } else {
        QString text = tr("%1 variations, %2 valid, %3 tried.")
                           .arg(result.variations)
                           .arg(result.valid)
                           .arg(result.tried);
        if (result.cancelled)
            text += u' ' + tr("Cancelled: only what was played before is shown.");
        else
            text += u' ' + FairerCourseSearch::verdict(result);
        m_status->setText(text);
    }
    fillTable();
    updateState();
    emit searchFinished();
}

// The original and each variation found, one column each.
void FairerCoursePanel::fillTable()
{
    std::vector<const FairerCandidate *> columns;
    if (m_result.original.report.gamesPlayed > 0)
        columns.push_back(&m_result.original);
    for (const FairerCandidate &candidate : m_result.best)
        columns.push_back(&candidate);
    m_table->clearContents();
    m_table->setColumnCount(int(columns.size()));
    QStringList headers;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const FairerCandidate &candidate = *columns[c];
        const CourseFairness &f = candidate.fairness;
        const LabReport &report = candidate.report;
        headers.append(c == 0             ? tr("Original")
                       : candidate.fairer ? tr("Variation %1 (fairer)").arg(c)
                                          : tr("Variation %1").arg(c));
        const QLocale locale; // the language's decimal sign
        const auto set = [&](int row, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(PlainText::toolTip(text));
            m_table->setItem(row, int(c), item);
        };
        set(Changed, c == 0 ? tr("(as it is)") : candidate.change);
        set(SeatWins, shares(report.seats));
        // Every figure with half its 95 % interval.
        const auto points = [&](double value, double margin) {
            return tr("%1 ± %2 points")
                .arg(locale.toString(100 * value, 'f', 1), locale.toString(100 * margin, 'f', 1));
        };
        set(SeatSpread, points(f.seatSpread, f.seatMargin));
        set(StartWins, report.starts.empty() ? tr("–") : shares(report.starts));
        set(StartSpread, report.starts.empty() ? tr("none") : points(f.startSpread, f.startMargin));
        set(Outside, QString::number(f.outsideFair));
        // The original: is it measurably unfair; a variation: is it measurably fairer than the
        // original. Each with the chance that luck alone shows as much.
        if (c == 0)
            set(Chance, (f.measurablyUnfair() ? tr("unfair (chance %1)")
                                              : tr("not measurably unfair (chance %1)"))
                            .arg(Percent::of(f.unfairP, 1)));
        else
            set(Chance, (candidate.fairer ? tr("fairer (chance %1)")
                                          : tr("not measurably fairer (chance %1)"))
                            .arg(Percent::of(candidate.fairerP, 1)));
        set(Length, tr("%1 %2").arg(locale.toString(f.length, 'f', 1), report.lengthUnitText()));
        set(Score, tr("%1 ± %2").arg(locale.toString(100 * f.score, 'f', 1),
                                     locale.toString(100 * f.scoreMargin, 'f', 1)));
        if (c > 0) {
            auto *button = new QPushButton(tr("Apply"));
            button->setObjectName(QStringLiteral("applyVariation%1").arg(c));
            connect(button, &QPushButton::clicked, this, [this, c] { apply(int(c) - 1); });
            m_table->setCellWidget(Apply, int(c), button);
        }
    }
    m_table->setHorizontalHeaderLabels(headers);
    // A column is never narrower than its title ("Variante 1 (plus équitable)" was cut at both
    // ends), the widest title setting all of them so the columns stay even.
    QHeaderView *header = m_table->horizontalHeader();
    int widest = ColumnMinWidth;
    for (const QString &title : std::as_const(headers))
        widest = std::max(widest, header->fontMetrics().horizontalAdvance(title) + TitlePadding);
    header->setMinimumSectionSize(widest);
    m_table->resizeRowsToContents();
    // Every row in view without the table's own vertical scrolling: the dock scrolls instead.
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth() +
                 m_table->horizontalScrollBar()->sizeHint().height();
    for (int row = 0; row < m_table->rowCount(); ++row)
        height += m_table->rowHeight(row);
    m_table->setMinimumHeight(height);
    updateState();
}

bool FairerCoursePanel::apply(int index)
{
    if (index < 0 || index >= int(m_result.best.size()) ||
        m_window->document()->toJson() != m_searchedCourse)
        return false;
    const FairerCandidate &candidate = m_result.best[std::size_t(index)];
    return m_window->document()->replaceCourse(candidate.course,
                                               tr("Apply Fairer Course: %1").arg(candidate.change));
}

// Apply only while the course is still the one searched: after an edit (or an applied
// variation) the figures describe another course.
void FairerCoursePanel::updateState()
{
    const bool running = m_runner->isRunning();
    const bool current = m_window->document()->toJson() == m_searchedCourse;
    m_search->setEnabled(!running);
    m_cancel->setEnabled(running);
    for (int c = 1; c < m_table->columnCount(); ++c)
        if (QWidget *button = m_table->cellWidget(Apply, c))
            button->setEnabled(!running && current);
    if (!running)
        m_progress->setValue(m_progress->maximum());
    m_staleNote->setVisible(!running && !current && m_result.original.report.gamesPlayed > 0);
    m_staleNote->setText(tr("The course changed since this search: the figures are of the course "
                            "as it was, and no variation can be applied. Search again to compare "
                            "with the course as it is now."));
    // Why a course has no start rows is said once, under the table.
    const LabReport &original = m_result.original.report;
    m_scope->setText(original.gamesPlayed > 0 && original.starts.empty()
                         ? m_result.scope + u'\n' + original.startsNote()
                         : m_result.scope);
}

void FairerCoursePanel::retranslate()
{
    setWindowTitle(tr("Find a Fairer Course"));
    m_intro->setText(tr("Tries the changes this kind of course allows, keeps the valid ones, "
                        "plays each with Easy seats, then plays the original and the fairest "
                        "few again on other games. Lower score is fairer: the larger spread of "
                        "win shares (by seat, by start) plus a quarter of the change in length; "
                        "± is half its 95% interval. A variation is called fairer only when the "
                        "original is measurably unfair and the difference is beyond chance "
                        "after correcting for the variations compared (Bonferroni, 5% error)."));
    m_seatsLabel->setText(tr("&Seats:"));
    m_candidatesLabel->setText(tr("&Variations to try:"));
    m_gamesLabel->setText(tr("&Games to compare:"));
    m_games->setToolTip(tr("Games for the original and each finalist; each variation tried "
                           "plays a quarter of them."));
    m_seedLabel->setText(tr("S&eed:"));
    m_search->setText(tr("&Search"));
    m_cancel->setText(tr("&Cancel"));
    m_table->setVerticalHeaderLabels({tr("What changed"), tr("Win % by seat"), tr("Seat spread"),
                                      tr("Win % by start"), tr("Start spread"),
                                      tr("Outside the fair interval"), tr("Beyond chance?"),
                                      tr("Length"), tr("Score"), QString()});
    fillTable();
}

void FairerCoursePanel::showError(const QString &message)
{
    if (!m_window->isQuiet())
        PlainText::warning(this, tr("Find a Fairer Course"), message);
}

void FairerCoursePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw
