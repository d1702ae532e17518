#pragma once

#include "lab/FairerCourseSearch.h"

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cw {

class CourseDocument;
class CourseEditorWindow;
class FairerCourseRunner;

// Course > Find a Fairer Course…, the lab dock's second page (LabDock): variations of the course
// being edited that its kind makes (FairerCourseSearch), each tested by the lab with Easy seats,
// off the GUI thread with progress and Cancel; the original and the fairest few side by side
// (what changed, win shares by seat and by start with their spreads, length, score). Applying
// one replaces the editor's course in one undo step; the results stay, marked as of another
// version of the course, once the course changes. One per editor window.
class FairerCoursePanel : public QWidget {
    Q_OBJECT
public:
    explicit FairerCoursePanel(CourseEditorWindow *window);
    ~FairerCoursePanel() override;

    // Starts a search on the course as it is now; false (with a message unless the window is
    // quiet) when the course has errors or no game plays it.
    bool run();
    void cancel();
    bool isRunning() const;
    const FairerCourseResult &result() const { return m_result; }
    // Applies variation `index` of the result (0: the fairest) to the editor's course as one
    // undo step; false when there is no such variation or the course changed since the search.
    bool apply(int index);

    QSpinBox *seatsBox() const { return m_seats; }
    QSpinBox *candidatesBox() const { return m_candidates; }
    QSpinBox *gamesBox() const { return m_games; }
    QTableWidget *table() const { return m_table; }

signals:
    void searchFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void documentReplaced();
    void onProgress(int played, int total);
    void onFinished(const FairerCourseResult &result, const QString &error);
    void fillTable();
    void updateState();
    void retranslate();
    void showError(const QString &message);

    CourseEditorWindow *m_window;
    FairerCourseRunner *m_runner;
    QLabel *m_intro, *m_scope, *m_status, *m_staleNote;
    QLabel *m_seatsLabel, *m_candidatesLabel, *m_gamesLabel, *m_seedLabel;
    QSpinBox *m_seats, *m_candidates, *m_games, *m_seed;
    QPushButton *m_search, *m_cancel;
    QProgressBar *m_progress;
    QTableWidget *m_table;
    FairerCourseResult m_result;
    QJsonObject m_searchedCourse; // the course the result was found for
    // The document searched: a result arriving after another course was opened is dropped.
    QPointer<CourseDocument> m_searchedDocument;
};

} // namespace cw
