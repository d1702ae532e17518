#pragma once

#include <QDialog>
#include <QString>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace cw {

// The first screen: every registered game, each with its players and the course it was last
// played on (or starts on), the last one played first in the keyboard's reach; and Open Saved
// Game. It knows no game by name: the games and their words come from GameRegistry (issue 55: a
// newcomer met a rowing race with no sign that four other games exist). Choosing a game
// accepts the dialog with chosen() set; the window then opens New Game on it.
class StartDialog : public QDialog {
    Q_OBJECT
public:
    explicit StartDialog(QWidget *parent = nullptr);

    // The game chosen ("salmon"), or empty (Open Saved Game, or closed).
    QString chosen() const { return m_chosen; }
    // Whether Open Saved Game was asked for.
    bool openSaved() const { return m_openSaved; }
    // What a game's button says under its name: its players and its course.
    static QString describe(const QString &gameId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_heading;
    QVBoxLayout *m_games;
    QPushButton *m_open;
    QPushButton *m_close;
    QString m_chosen;
    bool m_openSaved = false;
};

} // namespace cw
