#pragma once

#include "core/GameSetup.h"

#include <QObject>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cw {

// The widgets of one seat in the New Game dialog (lane label, name, colour button, controller),
// placed on one row of the dialog's grid. Owned by the dialog; the widgets by the grid's parent.
class SeatRow : public QObject {
    Q_OBJECT
public:
    SeatRow(int index, QGridLayout *grid, QObject *parent);

    SeatConfig seat() const;
    void setSeat(const SeatConfig &seat);
    void setVisible(bool visible);
    // Rowing seats are lanes ("Lane 2"); seats of other games are players ("Player 2").
    void setNumberedByLane(bool lanes);
    void retranslate();

private:
    void setColour(const QString &colour);

    int m_index;
    bool m_lanes = true;
    QLabel *m_lane;
    QLineEdit *m_name;
    QPushButton *m_colour;
    QComboBox *m_controller;
    QString m_colourValue;
};

} // namespace cw
