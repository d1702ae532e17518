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
class SeatRow : public QObject {
    Q_OBJECT
public:
    SeatRow(int index, QGridLayout *grid, QObject *parent);

    SeatConfig seat() const;
    void setSeat(const SeatConfig &seat);
    void setVisible(bool visible);
    // How the game numbers its seats (SeatWording::numbered: "Lane %1", "Player %1").
    void setNumbering(const GameText &numbered);
    void retranslate();

private:
    void setColour(const QString &colour);

    int m_index;
    GameText m_numbered;
    QLabel *m_number;
    QLineEdit *m_name;
    QPushButton *m_colour;
    QComboBox *m_controller;
    QString m_colourValue;
};

} // namespace cw
