#pragma once

#include "ai/GameReview.h"

#include <QDialog>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace cw {

class GameSession;
class ReviewChart;

// The coach's review of the game in the window (issue 35; Game > Review Game…, for a game just
// played or opened from a file): the Hard AI judges each decision of every seat a person played
// (every seat when none did; during a game of several people at one screen, only the seat the
// window shows, SeatLens) from that seat's own view only, on a worker thread with progress and
// Cancel. It then shows a chart of each seat's estimated chance of winning move by move, and the
// three moves where it fell most with what the AI would have played there; a click on either shows
// that position on the board (the Moves dock's way of viewing an earlier move), so it is not
// modal and sits beside the board (showBeside), never over it. Export as Text writes the review
// (ReviewText, as `coursewright-cli review` prints it). A new game closes it.
class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    // Reviews the session's record as it is now at `level` (the tests' Normal is faster).
    explicit ReviewDialog(GameSession *session, QWidget *parent = nullptr,
                          Controller level = Controller::AiHard);
    ~ReviewDialog() override;

    // True from the start until the review's result is shown (the worker ends a little before).
    bool isReviewing() const { return m_reviewing; }
    const GameReview &review() const { return m_review; }
    // The seats reviewed.
    const std::vector<int> &seats() const { return m_seats; }
    // The review as text, written atomically to `path`; false (and *error naming the file) when
    // it cannot be.
    bool exportTo(const QString &path, QString *error) const;
    // The review as text (what Export writes).
    QString text() const;
    // Shows the review over the part of `board`'s window right of the board (the docks' column),
    // as tall as the board, so the positions it shows stay in sight (at least MinWidth wide: past
    // the window's edge when that part is narrower).
    void showBeside(const QWidget *board);

    static constexpr int MinWidth = 360;

    static constexpr int CostlyMoves = 3; // listed per seat

protected:
    void changeEvent(QEvent *event) override;

private:
    void start();
    void cancel();
    void finished();
    void showMove(int move); // the position where the decision at `move` was taken
    void exportAsText();
    void fill();
    void retranslate();

    struct Outcome {
        GameReview review;
        QString error; // a record that does not replay (never one the session made)
    };

    GameSession *m_session; // not owned
    Controller m_level;
    GameRecord m_record; // the record reviewed (the session's when the review began)
    std::vector<int> m_seats;
    GameReview m_review;
    QFutureWatcher<Outcome> m_search;
    bool m_reviewing = false;
    std::shared_ptr<std::atomic<bool>> m_stop;
    QString m_error; // the Outcome's

    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    ReviewChart *m_chart;
    QLabel *m_costlyTitle;
    QListWidget *m_costly;
    QPushButton *m_export;
    QPushButton *m_close;
};

} // namespace cw
