#include "LabPanel.h"
#include "core/PlainText.h"

#include "LabCourse.h"
#include "LabHeatLayer.h"
#include "LabHeatOverlay.h"
#include "LabReportView.h"
#include "LabRunner.h"
#include "core/AtomicFile.h"
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "core/GameRegistry.h"
#include "core/WheelNeedsFocus.h"
#include "lab/CourseLab.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QThread>
#include <QVBoxLayout>

namespace cw {

namespace {
constexpr int HeatPngWidth = 2400;
// The AI level boxes a row holds, so that eight seats fit a narrow dock.
constexpr int LevelsPerRow = 3;
// From this width the previous run's report stands beside the current one, else under it.
constexpr int SideBySideWidth = 720;
// The reports stay readable when the dock is short: the dock scrolls instead.
constexpr int ReportMinHeight = 220;
const Controller Levels[] = {Controller::AiEasy, Controller::AiNormal, Controller::AiHard};
} // namespace

LabPanel::LabPanel(CourseEditorWindow *window)
    : m_window(window), m_runner(new LabRunner(this)), m_seats(new QSpinBox), m_games(new QSpinBox),
      m_threads(new QSpinBox), m_seed(new QSpinBox), m_seatsLabel(new QLabel),
      m_levelsLabel(new QLabel), m_gamesLabel(new QLabel), m_threadsLabel(new QLabel),
      m_seedLabel(new QLabel), m_levelsGrid(new QGridLayout), m_run(new QPushButton),
      m_cancel(new QPushButton), m_progress(new QProgressBar), m_timeLeft(new QLabel),
      m_split(new QSplitter(Qt::Vertical)), m_current(new LabReportView),
      m_previous(new LabReportView), m_staleNote(new QLabel), m_compare(new QCheckBox),
      m_compareNote(new QLabel), m_heatLabel(new QLabel), m_heatNote(new QLabel),
      m_heat(new QComboBox), m_exportJson(new QPushButton), m_exportCsv(new QPushButton),
      m_exportPng(new QPushButton)
{
    setObjectName(QStringLiteral("labPanel"));
    WheelNeedsFocus::protect(this);
    m_seats->setObjectName(QStringLiteral("labSeats"));
    m_games->setObjectName(QStringLiteral("labGames"));
    m_threads->setObjectName(QStringLiteral("labThreads"));
    m_run->setObjectName(QStringLiteral("labRun"));
    m_cancel->setObjectName(QStringLiteral("labCancel"));
    m_heat->setObjectName(QStringLiteral("labHeat"));
    m_compare->setObjectName(QStringLiteral("labCompare"));
    m_current->setObjectName(QStringLiteral("labCurrentReport"));
    m_previous->setObjectName(QStringLiteral("labPreviousReport"));

    m_games->setRange(1, 100000);
    m_games->setValue(1000);
    m_games->setSingleStep(100);
    m_threads->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_threads->setValue(m_threads->maximum());
    m_seed->setRange(0, 1000000000);
    m_seed->setValue(1);
    m_levelsGrid->setContentsMargins(0, 0, 0, 0);

    auto *form = new QFormLayout;
    form->addRow(m_seatsLabel, m_seats);
    form->addRow(m_levelsLabel, m_levelsGrid);
    form->addRow(m_gamesLabel, m_games);
    form->addRow(m_threadsLabel, m_threads);
    form->addRow(m_seedLabel, m_seed);
    m_seatsLabel->setBuddy(m_seats);
    m_gamesLabel->setBuddy(m_games);
    m_threadsLabel->setBuddy(m_threads);
    m_seedLabel->setBuddy(m_seed);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_timeLeft);

    m_current->setMinimumHeight(ReportMinHeight);
    m_previous->setMinimumHeight(ReportMinHeight);
    m_split->setChildrenCollapsible(false);
    m_split->addWidget(m_current);
    m_split->addWidget(m_previous);
    m_previous->hide();
    m_staleNote->setObjectName(QStringLiteral("labStaleNote"));
    m_staleNote->setWordWrap(true);

    auto *heatRow = new QHBoxLayout;
    heatRow->addWidget(m_heatLabel);
    heatRow->addWidget(m_heat, 1);
    // Two buttons a row: the three side by side do not fit a dock beside the canvas.
    auto *exportRows = new QGridLayout;
    exportRows->addWidget(m_exportJson, 0, 0);
    exportRows->addWidget(m_exportCsv, 0, 1);
    exportRows->addWidget(m_exportPng, 1, 0, 1, 2);
    m_exportJson->setObjectName(QStringLiteral("labExportJson"));
    m_exportCsv->setObjectName(QStringLiteral("labExportCsv"));
    m_exportPng->setObjectName(QStringLiteral("labExportPng"));
    m_heatLabel->setBuddy(m_heat);
    // A rule's long name must not widen the dock: the box shows what fits, the list all of it.
    m_heat->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_heat->setMinimumContentsLength(12);
    m_heatNote->setWordWrap(true);
    m_compareNote->setObjectName(QStringLiteral("labCompareNote"));
    m_compareNote->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_staleNote);
    layout->addWidget(m_split, 1);
    layout->addWidget(m_compare);
    layout->addWidget(m_compareNote);
    layout->addLayout(heatRow);
    layout->addWidget(m_heatNote);
    layout->addLayout(exportRows);

    connect(m_seats, &QSpinBox::valueChanged, this, &LabPanel::setSeatCount);
    connect(m_run, &QPushButton::clicked, this, &LabPanel::run);
    connect(m_cancel, &QPushButton::clicked, this, &LabPanel::cancel);
    connect(m_runner, &LabRunner::progressed, this, &LabPanel::onProgress);
    connect(m_runner, &LabRunner::reportUpdated, this, &LabPanel::onReport);
    connect(m_runner, &LabRunner::finished, this, &LabPanel::onFinished);
    connect(m_heat, &QComboBox::currentIndexChanged, this, &LabPanel::updateHeat);
    connect(m_compare, &QCheckBox::toggled, this, &LabPanel::updateState);
    connect(m_exportJson, &QPushButton::clicked, this,
            [this] { chooseExport(QStringLiteral("json")); });
    connect(m_exportCsv, &QPushButton::clicked, this,
            [this] { chooseExport(QStringLiteral("csv")); });
    connect(m_exportPng, &QPushButton::clicked, this,
            [this] { chooseExport(QStringLiteral("png")); });
    connect(window, &CourseEditorWindow::documentReplaced, this, &LabPanel::documentReplaced);

    retranslate();
    m_current->clearReport(tr("Choose the seats and press Run: the AI plays the course and the "
                              "report appears here as the games finish."));
    documentReplaced();
}

LabPanel::~LabPanel()
{
    if (m_overlay)
        m_overlay->clear();
}

QComboBox *LabPanel::levelBox(int seat) const
{
    return seat >= 0 && seat < int(m_levels.size()) ? m_levels[std::size_t(seat)] : nullptr;
}

LabHeatOverlay *LabPanel::heatOverlay() const
{
    return m_overlay;
}

const LabReport &LabPanel::currentReport() const
{
    return m_current->report();
}

const LabReport &LabPanel::previousReport() const
{
    return m_previous->report();
}

bool LabPanel::isRunning() const
{
    return m_runner->isRunning();
}

// A new course in the window: its game decides the seats; a new canvas gets its own overlay.
void LabPanel::documentReplaced()
{
    CourseDocument *document = m_window->document();
    connect(document, &CourseDocument::changed, this, &LabPanel::courseChanged,
            Qt::UniqueConnection);
    {
        const QSignalBlocker blocker(m_seats);
        const GameInfo *game = LabCourse::fitSeats(m_seats, document->toJson());
        m_gameId = game ? game->id : QString();
    }
    setSeatCount(m_seats->value());
    if (m_overlay)
        delete m_overlay;
    if (const LabHeatLayer *layer = labHeatLayer(document->kindId()))
        m_overlay = new LabHeatOverlay(m_window->canvas(), layer);
    courseChanged();
}

void LabPanel::courseChanged()
{
    updateHeat();
    updateState();
}

bool LabPanel::sameCourse() const
{
    return !m_testedCourse.isEmpty() && m_testedCourse == m_window->document()->toJson();
}

void LabPanel::setSeatCount(int seats)
{
    while (int(m_levels.size()) > seats) {
        delete m_levels.back();
        m_levels.pop_back();
    }
    while (int(m_levels.size()) < seats) {
        auto *box = new QComboBox;
        box->setObjectName(QStringLiteral("labLevel%1").arg(m_levels.size() + 1));
        for (Controller level : Levels)
            box->addItem(QString(), int(level));
        const int index = int(m_levels.size());
        m_levelsGrid->addWidget(box, index / LevelsPerRow, index % LevelsPerRow);
        m_levels.push_back(box);
    }
    retranslate();
}

bool LabPanel::run()
{
    if (m_runner->isRunning())
        return false;
    const QJsonObject course = m_window->document()->toJson();
    QString why;
    const GameInfo *game = LabCourse::playable(
        *m_window,
        tr("The course has errors: fix them (see the Validation dock) before testing it."), &why);
    if (!game) {
        showError(why);
        return false;
    }
    TournamentConfig config;
    config.gameId = game->id;
    config.courseSource = m_window->filePath();
    config.course = course;
    for (QComboBox *box : m_levels)
        config.players.append(Controller(box->currentData().toInt()));
    config.games = m_games->value();
    config.threads = m_threads->value();
    config.seed = std::uint64_t(m_seed->value());

    // The last report stays beside the new one, to compare two versions of the course; a run of
    // another game is not compared, and whatever else differs is said.
    if (m_current->report().gamesPlayed > 0) {
        m_previousRun = {m_current->report(), m_testedCourse};
        m_hasPrevious = true;
    }
    m_compareNote->clear();
    if (m_hasPrevious) {
        LabReport planned;
        planned.gameId = config.gameId;
        planned.courseName = course.value(QStringLiteral("name")).toString();
        planned.players = config.players;
        planned.gamesPlanned = config.games;
        planned.seed = config.seed;
        const LabRunComparison comparison(m_previousRun, {planned, course});
        m_compareNote->setText(comparison.summary());
        m_hasPrevious = comparison.comparable();
        if (m_hasPrevious) {
            m_previous->setReport(m_previousRun.report, tr("Previous run"));
            m_compare->setChecked(true);
        }
    }
    m_testedCourse = course;
    m_current->clearReport(tr("Playing…"));
    if (!m_runner->start(config))
        return false;
    updateState();
    return true;
}

void LabPanel::cancel()
{
    m_runner->cancel();
}

void LabPanel::onProgress(int finished, int total, qint64 millisecondsLeft)
{
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(finished);
    if (!m_runner->isRunning())
        m_timeLeft->clear();
    else if (millisecondsLeft < 0)
        m_timeLeft->setText(tr("estimating…"));
    else
        m_timeLeft->setText(tr("about %1 s left").arg((millisecondsLeft + 999) / 1000));
}

void LabPanel::onReport(const LabReport &report)
{
    m_current->setReport(report, tr("This run"));
    fillHeatChoices();
}

void LabPanel::onFinished(const LabReport &report, const QString &error)
{
    if (!error.isEmpty()) {
        m_current->clearReport(error);
        showError(error);
    } else {
        m_current->setReport(report,
                             report.cancelled ? tr("This run (cancelled)") : tr("This run"));
        fillHeatChoices();
    }
    m_timeLeft->clear();
    updateState();
    emit runFinished();
}

// The located rules that fired, hottest kinds first as the game lists them; the choice is kept
// across updates.
void LabPanel::fillHeatChoices()
{
    const QString chosen = m_heat->currentData().toString();
    const QSignalBlocker blocker(m_heat);
    m_heat->clear();
    m_heat->addItem(tr("None"), QString());
    for (const LabRuleStats &rule : m_current->report().rules)
        if (!rule.heat.empty())
            m_heat->addItem(rule.label, rule.key);
    int index = m_heat->findData(chosen);
    if (chosen.isEmpty() && m_heat->count() > 1)
        index = 1; // the first located rule, shown at once
    m_heat->setCurrentIndex(std::max(0, index));
    updateHeat();
}

bool LabPanel::showHeat(const QString &key)
{
    const int index = m_heat->findData(key);
    if (index <= 0)
        return false;
    m_heat->setCurrentIndex(index);
    updateHeat();
    return m_overlay && m_overlay->spotCount() > 0;
}

void LabPanel::updateHeat()
{
    if (!m_overlay) {
        m_heatNote->setText(m_current->report().gamesPlayed > 0
                                ? tr("This kind of course has no heat map.")
                                : QString());
        return;
    }
    const LabRuleStats *rule = m_current->report().rule(m_heat->currentData().toString());
    if (!rule || !sameCourse()) {
        m_overlay->clear();
        m_heatNote->setText(rule ? tr("The course changed since this run: run it again to see "
                                      "its heat map on the canvas.")
                                 : QString());
        return;
    }
    m_heatNote->setText(tr("Hot spots are drawn on the course; click one to select it."));
    if (isVisible())
        m_overlay->show(*rule);
    else
        m_overlay->clear();
}

void LabPanel::updateState()
{
    const bool running = m_runner->isRunning();
    m_run->setEnabled(!running && !m_gameId.isEmpty());
    m_cancel->setEnabled(running);
    for (QWidget *w : {static_cast<QWidget *>(m_seats), static_cast<QWidget *>(m_games),
                       static_cast<QWidget *>(m_threads), static_cast<QWidget *>(m_seed)})
        w->setEnabled(!running);
    for (QComboBox *box : m_levels)
        box->setEnabled(!running);
    const bool report = !running && m_current->report().gamesPlayed > 0;
    m_exportJson->setEnabled(report);
    m_exportCsv->setEnabled(report);
    m_exportPng->setEnabled(report && m_overlay && m_overlay->spotCount() > 0);
    m_compare->setEnabled(m_hasPrevious);
    m_previous->setVisible(m_hasPrevious && m_compare->isChecked());
    m_compareNote->setVisible(!m_compareNote->text().isEmpty() &&
                              (!m_hasPrevious || m_compare->isChecked()));
    m_staleNote->setText(staleText());
    m_staleNote->setVisible(!m_staleNote->text().isEmpty());
}

// Said above the report when the course in the editor is not the one it tested: the same course
// edited since, or another course opened.
QString LabPanel::staleText() const
{
    if (m_runner->isRunning() || m_current->report().gamesPlayed == 0 || sameCourse())
        return {};
    const QJsonObject now = m_window->document()->toJson();
    const QString key = QStringLiteral("name");
    if (m_testedCourse.value(QStringLiteral("kind")) != now.value(QStringLiteral("kind")) ||
        m_testedCourse.value(key) != now.value(key))
        return tr("This report is of “%1”, not of the course being edited: press Run to test "
                  "this one.")
            .arg(m_current->report().courseName);
    return tr("This report is of an earlier version of the course: press Run to test it as it "
              "is now.");
}

bool LabPanel::exportJson(const QString &path, QString *error) const
{
    return AtomicFile::write(path, QJsonDocument(m_current->report().toJson()).toJson(), error);
}

bool LabPanel::exportCsv(const QString &path, QString *error) const
{
    return AtomicFile::write(path, m_current->report().toCsv().toUtf8(), error);
}

bool LabPanel::exportHeatPng(const QString &path, QString *error) const
{
    const QImage image = m_overlay && m_overlay->spotCount() > 0
                             ? m_overlay->render(HeatPngWidth, heatCaption())
                             : QImage();
    if (image.isNull()) {
        *error = tr("no heat map is shown");
        return false;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        *error = tr("the image could not be encoded");
        return false;
    }
    return AtomicFile::write(path, bytes, error);
}

// "Crab caught — Standard 2000 m, 1000 games (easy, easy)".
QString LabPanel::heatCaption() const
{
    const LabReport &report = m_current->report();
    QStringList levels;
    for (Controller level : report.players)
        levels.append(controllerKey(level));
    return tr("%1 — %2, %3 games (%4)")
        .arg(m_heat->currentText(), report.courseName)
        .arg(report.gamesPlayed)
        .arg(levels.join(QStringLiteral(", ")));
}

void LabPanel::chooseExport(const QString &format)
{
    const QString filter = format == QLatin1String("json")  ? tr("JSON files (*.json)")
                           : format == QLatin1String("csv") ? tr("CSV files (*.csv)")
                                                            : tr("PNG images (*.png)");
    const QString base = m_window->filePath().isEmpty()
                             ? QDir::homePath() + QStringLiteral("/course")
                             : QFileInfo(m_window->filePath()).absolutePath() + u'/' +
                                   QFileInfo(m_window->filePath()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Lab Report"),
        base +
            (format == QLatin1String("png") ? QStringLiteral("-heat.") : QStringLiteral("-lab.")) +
            format,
        filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u'.' + format;
    QString error;
    const bool ok = format == QLatin1String("json")  ? exportJson(path, &error)
                    : format == QLatin1String("csv") ? exportCsv(path, &error)
                                                     : exportHeatPng(path, &error);
    if (!ok)
        showError(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error));
}

void LabPanel::showError(const QString &message)
{
    if (!m_window->isQuiet())
        PlainText::warning(this, tr("Test This Course"), message);
}

// The heat map is on the canvas while the panel is in view: the dock closed, or another page of
// it shown, takes it off (a run goes on).
void LabPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateHeat();
}

void LabPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (m_overlay)
        m_overlay->clear();
}

void LabPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_split->setOrientation(width() >= SideBySideWidth ? Qt::Horizontal : Qt::Vertical);
}

void LabPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LabPanel::retranslate()
{
    setWindowTitle(tr("Test This Course"));
    m_seatsLabel->setText(tr("&Seats:"));
    m_levelsLabel->setText(tr("AI levels:"));
    m_gamesLabel->setText(tr("&Games:"));
    m_threadsLabel->setText(tr("&Threads:"));
    m_seedLabel->setText(tr("S&eed:"));
    for (std::size_t seat = 0; seat < m_levels.size(); ++seat) {
        QComboBox *box = m_levels[seat];
        box->setItemText(0, LabReportView::levelName(Controller::AiEasy));
        box->setItemText(1, LabReportView::levelName(Controller::AiNormal));
        box->setItemText(2, LabReportView::levelName(Controller::AiHard));
        box->setToolTip(tr("The AI of listed player %1 (players rotate through the seats from "
                           "game to game)")
                            .arg(seat + 1));
    }
    m_run->setText(tr("&Run"));
    m_cancel->setText(tr("&Cancel"));
    m_compare->setText(tr("Compare with the &previous run"));
    m_heatLabel->setText(tr("&Heat map:"));
    m_exportJson->setText(tr("Export &JSON…"));
    m_exportCsv->setText(tr("Export C&SV…"));
    m_exportPng->setText(tr("Export Heat &Map as PNG…"));
    if (m_heat->count() > 0)
        m_heat->setItemText(0, tr("None"));
    updateState();
}

} // namespace cw
