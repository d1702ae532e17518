#pragma once

#include "lab/LabRunComparison.h"

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;

namespace cw {

class CourseEditorWindow;
class LabHeatOverlay;
class LabReportView;
class LabRunner;

// Course > Test This Course…, the lab dock's first page (LabDock): the course lab on the course
// being edited. Seat count and each seat's AI level, games, threads and seed; Run and Cancel; a
// progress bar with the time left; the report as results come (LabReportView), and the previous
// run's beside it (under it when the dock is narrow) for comparison (it stays when the course
// changes, with what differs named; a run of another game is not compared: LabRunComparison);
// a note when the report is of another version of the course; the heat map of a chosen rule on
// the editor's own canvas (LabHeatOverlay, while the panel is shown and the course is still the
// one tested); export of the report as JSON or CSV and of the heat map as PNG (written
// atomically). One per editor window.
class LabPanel : public QWidget {
    Q_OBJECT
public:
    explicit LabPanel(CourseEditorWindow *window);
    ~LabPanel() override;

    // Starts a run on the course as it is now; false (with a message unless the window is quiet)
    // when the course has errors or no game plays it.
    bool run();
    void cancel();
    bool isRunning() const;

    const LabReport &currentReport() const;
    const LabReport &previousReport() const;
    LabHeatOverlay *heatOverlay() const;
    // Shows the heat of the rule keyed `key` on the canvas; false when the current report has
    // no such located rule or the course changed since.
    bool showHeat(const QString &key);

    bool exportJson(const QString &path, QString *error) const;
    bool exportCsv(const QString &path, QString *error) const;
    bool exportHeatPng(const QString &path, QString *error) const;

    QSpinBox *seatsBox() const { return m_seats; }
    QSpinBox *gamesBox() const { return m_games; }
    QSpinBox *threadsBox() const { return m_threads; }
    QComboBox *levelBox(int seat) const;

signals:
    void runFinished();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void documentReplaced();
    void courseChanged();
    void setSeatCount(int seats);
    void onProgress(int finished, int total, qint64 millisecondsLeft);
    void onReport(const LabReport &report);
    void onFinished(const LabReport &report, const QString &error);
    void fillHeatChoices();
    void updateHeat();
    void updateState();
    void chooseExport(const QString &format);
    void retranslate();
    void showError(const QString &message);
    bool sameCourse() const;
    QString heatCaption() const;
    QString staleText() const;

    CourseEditorWindow *m_window;
    LabRunner *m_runner;
    QSpinBox *m_seats, *m_games, *m_threads, *m_seed;
    QLabel *m_seatsLabel, *m_levelsLabel, *m_gamesLabel, *m_threadsLabel, *m_seedLabel;
    QGridLayout *m_levelsGrid;
    std::vector<QComboBox *> m_levels;
    QPushButton *m_run, *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_timeLeft;
    QSplitter *m_split;
    LabReportView *m_current, *m_previous;
    QLabel *m_staleNote; // the report is of another version of the course
    QCheckBox *m_compare;
    QLabel *m_compareNote; // what differs from the previous run (LabRunComparison::summary)
    QLabel *m_heatLabel, *m_heatNote;
    QComboBox *m_heat;
    QPushButton *m_exportJson, *m_exportCsv, *m_exportPng;
    QPointer<LabHeatOverlay> m_overlay;

    QJsonObject m_testedCourse; // the course of the current report, as run
    QString m_gameId;
    bool m_hasPrevious = false;
    LabRun m_previousRun;
};

} // namespace cw
