#pragma once

#include "course/PageSpec.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QJsonObject>
#include <QTimer>

#include <atomic>
#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace cw {

// File > Print Game Kit… (the main window's and the course editor's): a game's print-and-play
// kit (print::GameKits, print::KitDocument) as one PDF. Asks for the game, its course (the one in
// hand or the game's standard course), the paper and the file, then writes the kit on a worker
// thread with a progress bar; Cancel stops it between two pages and writes nothing. Knows no game:
// the list is the games that register a kit.
class GameKitDialog : public QDialog {
    Q_OBJECT
public:
    // `course` is the course in hand (the editor's, or the game's being played), empty for none;
    // `gameId` the game chosen first (empty: the first whose courses are of the course's kind).
    // The file is proposed in `folder` (empty: the last folder used, else the home folder).
    GameKitDialog(const QString &gameId, const QJsonObject &course, const QString &folder,
                  QWidget *parent = nullptr);
    ~GameKitDialog() override;

    QString gameId() const;
    // Whether the kit prints the course in hand (otherwise the game's standard course).
    bool printsCourseInHand() const;
    void setOutput(const QString &path);
    QString output() const;

    // Starts writing the kit (the Print button). False when a kit is being written, the file is
    // not named or the kit cannot be made (the reason is shown, and in lastMessage()).
    bool start();
    bool isRunning() const { return m_watcher.isRunning(); }
    // Blocks until the running kit (if any) is written or stopped and finished() was emitted.
    void waitForFinished();
    QString lastMessage() const { return m_lastMessage; }

signals:
    // `message` names the file written, or says why nothing was.
    void finished(bool ok, const QString &message);

protected:
    void reject() override; // Cancel stops a running kit first; Close closes
    void changeEvent(QEvent *event) override;

private:
    struct Result {
        bool ok = false;
        QString message;
    };
    // What the worker thread and the dialog share while a kit is written.
    struct Progress {
        std::atomic<int> done{0};
        std::atomic<int> total{0};
        std::atomic<bool> cancel{false};
    };

    void retranslate();
    void gameChanged();
    void enableCourses(bool enabled);
    void browse();
    void showProgress();
    void done();
    void setBusy(bool busy);
    // The kind of the game's courses (its default course's), empty for a game without any.
    QString courseKindOf(const QString &gameId) const;

    QJsonObject m_course;
    QString m_courseKind;
    bool m_gameHasCourses = false;
    bool m_courseInHandFits = false;
    QComboBox *m_game;
    QLabel *m_gameLabel, *m_courseLabel, *m_paperLabel, *m_fileLabel;
    QRadioButton *m_inHand, *m_standard;
    QComboBox *m_paper;
    QLineEdit *m_file;
    QPushButton *m_browse;
    QProgressBar *m_progressBar;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_print;
    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<Progress> m_progress;
    QTimer m_poll;
    QString m_lastMessage;
};

} // namespace cw
