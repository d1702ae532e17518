#pragma once

#include "core/GameSetup.h"
#include "core/GameText.h"

#include <QObject>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cw {

// The widgets of one seat in the New Game dialog (its number, name, colour button, controller),
// placed on one row of the dialog's grid. Owned by the dialog; the widgets by the grid's parent.
// In a game hosted online (HostGameDialog) the controller says who may sit there instead: the
// name is then the host's own (Me) or the one a reserved seat waits for, and only Me has a colour
// to choose (the host gives the others theirs).
class SeatRow : public QObject {
    Q_OBJECT
public:
    enum class Mode { Local, Online };
    // Who may sit at a seat of a hosted game (docs/protocol.md, "Codes, seats and tokens").
    enum class OnlineKind { Me, Open, Reserved, Easy, Normal, Hard };

    SeatRow(int index, QGridLayout *grid, QObject *parent, Mode mode = Mode::Local);

    SeatConfig seat() const;
    void setSeat(const SeatConfig &seat);
    // Online mode only: who may sit there.
    OnlineKind onlineKind() const;
    void setOnlineKind(OnlineKind kind);
    void setVisible(bool visible);
    // How the game numbers its seats (SeatWording::numbered: "Lane %1", "Player %1").
    void setNumbering(const GameText &numbered);
    void retranslate();

signals:
    void changed();

private:
    void setColour(const QString &colour);
    void followKind(); // online: which of name and colour apply to the kind chosen

    int m_index;
    Mode m_mode;
    GameText m_numbered;
    QLabel *m_number;
    QLineEdit *m_name;
    QPushButton *m_colour;
    QComboBox *m_controller;
    QString m_colourValue;
};

} // namespace cw
