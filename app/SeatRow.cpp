#include "SeatRow.h"

#include <QColorDialog>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace cw {

namespace {
const Controller Controllers[] = {Controller::Human, Controller::AiEasy, Controller::AiNormal,
                                  Controller::AiHard};
}

SeatRow::SeatRow(int index, QGridLayout *grid, QObject *parent)
    : QObject(parent), m_index(index), m_number(new QLabel), m_name(new QLineEdit),
      m_colour(new QPushButton), m_controller(new QComboBox)
{
    m_name->setObjectName(QStringLiteral("seatName%1").arg(index));
    m_colour->setObjectName(QStringLiteral("seatColour%1").arg(index));
    m_controller->setObjectName(QStringLiteral("seatController%1").arg(index));
    m_name->setMaxLength(24);
    // A default name ("Canoeist 7") whole, however narrow the dialog (a small screen's).
    m_name->setMinimumWidth(m_name->fontMetrics().averageCharWidth() * 12 + 16);
    m_colour->setFixedWidth(48);
    for (int i = 0; i < 4; ++i)
        m_controller->addItem(QString(), int(Controllers[i]));
    const int row = index + 1; // row 0 holds the column headings
    grid->addWidget(m_number, row, 0);
    grid->addWidget(m_name, row, 1);
    grid->addWidget(m_colour, row, 2);
    grid->addWidget(m_controller, row, 3);
    retranslate();

    connect(m_colour, &QPushButton::clicked, this, [this] {
        const QColor chosen =
            QColorDialog::getColor(QColor::fromString(m_colourValue), m_colour, tr("Colour"));
        if (chosen.isValid())
            setColour(chosen.name());
    });
}

void SeatRow::setNumbering(const GameText &numbered)
{
    m_numbered = numbered;
    retranslate();
}

void SeatRow::retranslate()
{
    m_number->setText(m_numbered.source ? m_numbered.text().arg(m_index + 1) : QString());
    m_colour->setToolTip(tr("Choose the colour"));
    const QStringList names{tr("Human"), tr("AI Easy"), tr("AI Normal"), tr("AI Hard")};
    for (int i = 0; i < names.size(); ++i)
        m_controller->setItemText(i, names[i]);
}

SeatConfig SeatRow::seat() const
{
    SeatConfig seat;
    seat.name = m_name->text().trimmed();
    seat.colour = m_colourValue;
    seat.controller = Controller(m_controller->currentData().toInt());
    return seat;
}

void SeatRow::setSeat(const SeatConfig &seat)
{
    m_name->setText(seat.name);
    setColour(seat.colour);
    m_controller->setCurrentIndex(m_controller->findData(int(seat.controller)));
}

void SeatRow::setVisible(bool visible)
{
    for (QWidget *widget : {static_cast<QWidget *>(m_number), static_cast<QWidget *>(m_name),
                            static_cast<QWidget *>(m_colour), static_cast<QWidget *>(m_controller)})
        widget->setVisible(visible);
}

void SeatRow::setColour(const QString &colour)
{
    m_colourValue = colour;
    m_colour->setStyleSheet(QStringLiteral("background-color: %1;").arg(colour));
}

} // namespace cw
