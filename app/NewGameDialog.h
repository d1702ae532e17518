#pragma once

#include "SeatRow.h"
#include "core/GameInfo.h"

#include <QDialog>
#include <QJsonObject>
#include <QList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

namespace cw {

class CoursePreview;
class GameOptionsForm;

// Chooses everything a new game needs: the game, its course (built-in ones under :/courses/ of the
// game's course kind, or a file), the seats the game allows (name, colour, Human or AI level),
// the game's own options (GameInfo::options, declared by each game) and the seed. It knows no
// game by name: every game-specific word and choice comes from the game's GameInfo. The chosen
// course is shown as a picture (CoursePreview); the seed waits under Advanced.
// Start (the OK button) is enabled only for a valid setup: a course without errors
// (CourseFile::check, with the seats chosen), at least one seat, every seat named; otherwise the
// dialog says why. HostGameDialog is the same choices for a game hosted online.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int MaxSeats = 7;

    explicit NewGameDialog(QWidget *parent = nullptr);

    GameSetup setup() const;
    // Why the current choices cannot start a game; empty when they can.
    virtual QString problem() const;
    void setSeatCount(int count);
    // Chooses the game (the one being played, when New Game opens); an unknown id changes nothing.
    void setGame(const QString &gameId);
    void setSeed(quint64 seed);
    // The coach's practice option (MoveHint::setPractice): not part of the setup, the window's.
    bool practice() const;
    void setPractice(bool on);
    // Offers `course` (a course object as CourseFile::open returns it, say from the editor) first
    // in the course list and selects it; `source` is where it came from (a file, or empty).
    void setCourse(const QJsonObject &course, const QString &source);

    // The seats a new game of `game` starts with: the user (defaultPlayerName()) first, then
    // Normal AI seats named as the game names them ("Boat 2").
    static QList<SeatConfig> defaultSeats(const GameInfo &game, int count);
    // The person at the computer: their login name, capitalised, or "Player 1" when there is none
    // to use. Never "You": the log says "<name> rolls".
    static QString defaultPlayerName();

protected:
    // The choices with seats in `mode`: Online asks who may sit at each seat (SeatRow::Mode) and
    // leaves out what only a game on this computer has (the practice coach, the seed).
    NewGameDialog(SeatRow::Mode mode, QWidget *parent);
    void changeEvent(QEvent *event) override;
    // Where a derived dialog adds its own choices, below the seats.
    QVBoxLayout *choicesLayout() const { return m_left; }
    // The rows of the seats chosen (as many as the seat count).
    QList<SeatRow *> seatRows() const;
    QPushButton *startButton() const;
    // Shows problem() and enables Start only without one.
    void validate();

private:
    const GameInfo *game() const; // the game chosen (never null once the dialog is built)
    void gameChosen();
    void fillCourses();
    void courseChosen(int index);
    void useCourse(const QJsonObject &course, const QString &source);
    void retranslate();

    SeatRow::Mode m_mode;
    QVBoxLayout *m_left;
    QComboBox *m_game;
    QComboBox *m_course;
    QLabel *m_courseInfo;
    QSpinBox *m_seatCount;
    QList<SeatRow *> m_seats;
    GameOptionsForm *m_options;
    QLineEdit *m_seed;
    QPushButton *m_newSeed;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QLabel *m_gameLabel, *m_courseLabel, *m_seatsLabel, *m_seedLabel;
    QLabel *m_nameHeading, *m_colourHeading, *m_controllerHeading;
    QCheckBox *m_practice;
    QToolButton *m_advanced; // shows the seed
    CoursePreview *m_preview;
    QJsonObject m_courseJson; // the course chosen, or empty when it could not be read
    QString m_courseSource;
    QString m_courseError;
    int m_previousCourse = 0; // restored when "Open file…" is cancelled
};

} // namespace cw
