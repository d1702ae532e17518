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
const SeatRow::OnlineKind OnlineKinds[] = {
    SeatRow::OnlineKind::Me,   SeatRow::OnlineKind::Open,   SeatRow::OnlineKind::Reserved,
    SeatRow::OnlineKind::Easy, SeatRow::OnlineKind::Normal, SeatRow::OnlineKind::Hard};
} // namespace

SeatRow::SeatRow(int index, QGridLayout *grid, QObject *parent, Mode mode)
    : QObject(parent), m_index(index), m_mode(mode), m_number(new QLabel), m_name(new QLineEdit),
      m_colour(new QPushButton), m_controller(new QComboBox)
{
    m_name->setObjectName(QStringLiteral("seatName%1").arg(index));
    m_colour->setObjectName(QStringLiteral("seatColour%1").arg(index));
    m_controller->setObjectName(QStringLiteral("seatController%1").arg(index));
    m_name->setMaxLength(24);
    // A default name ("Canoeist 7") whole, however narrow the dialog (a small screen's).
    m_name->setMinimumWidth(m_name->fontMetrics().averageCharWidth() * 12 + 16);
    m_colour->setFixedWidth(48);
    if (m_mode == Mode::Local) {
        for (const Controller controller : Controllers)
            m_controller->addItem(QString(), int(controller));
    } else {
        for (const OnlineKind kind : OnlineKinds)
            m_controller->addItem(QString(), int(kind));
    }
    const int row = index + 1; // row 0 holds the column headings
    grid->addWidget(m_number, row, 0);
    grid->addWidget(m_name, row, 1);
    grid->addWidget(m_colour, row, 2);
    grid->addWidget(m_controller, row, 3);
    retranslate();

    connect(m_colour, &QPushButton::clicked, this, [this] {
        const QColor chosen =
            QColorDialog::getColor(QColor::fromString(m_colourValue), m_colour, tr("Colour"));
        if (chosen.isValid()) {
            setColour(chosen.name());
            emit changed();
        }
    });
    connect(m_name, &QLineEdit::textChanged, this, &SeatRow::changed);
    connect(m_controller, &QComboBox::currentIndexChanged, this, [this] {
        followKind();
        emit changed();
    });
}

void SeatRow::setNumbering(const GameText &numbered)
{
    m_numbered = numbered;
    retranslate();
}

void SeatRow::retranslate()
{
    const QString number = m_numbered.source ? m_numbered.text().arg(m_index + 1) : QString();
    m_number->setText(number);
    m_colour->setToolTip(tr("Choose the colour"));
    const QStringList names =
        m_mode == Mode::Local
            ? QStringList{tr("Human"), tr("AI Easy"), tr("AI Normal"), tr("AI Hard")}
            : QStringList{tr("Me"),      tr("Open seat"), tr("Reserved for this name"),
                          tr("AI Easy"), tr("AI Normal"), tr("AI Hard")};
    for (int i = 0; i < names.size(); ++i)
        m_controller->setItemText(i, names[i]);
    // A screen reader names each control after its seat: the grid's headings are not its labels.
    m_name->setAccessibleName(tr("%1: name").arg(number));
    m_colour->setAccessibleName(tr("%1: colour").arg(number));
    m_controller->setAccessibleName(m_mode == Mode::Local ? tr("%1: played by").arg(number)
                                                          : tr("%1: who sits here").arg(number));
    followKind();
}

SeatConfig SeatRow::seat() const
{
    SeatConfig seat;
    seat.name = m_name->text().trimmed();
    seat.colour = m_colourValue;
    seat.controller =
        m_mode == Mode::Local ? Controller(m_controller->currentData().toInt()) : Controller::Human;
    return seat;
}

void SeatRow::setSeat(const SeatConfig &seat)
{
    m_name->setText(seat.name);
    setColour(seat.colour);
    if (m_mode == Mode::Local)
        m_controller->setCurrentIndex(m_controller->findData(int(seat.controller)));
}

SeatRow::OnlineKind SeatRow::onlineKind() const
{
    return OnlineKind(m_controller->currentData().toInt());
}

void SeatRow::setOnlineKind(OnlineKind kind)
{
    if (m_mode != Mode::Online)
        return; // a local seat's controller is its SeatConfig's
    m_controller->setCurrentIndex(m_controller->findData(int(kind)));
}

void SeatRow::followKind()
{
    if (m_mode == Mode::Local)
        return;
    // Whoever takes an open seat names themselves, and the host names its AI seats: their names
    // stay here, unused, for when the seat becomes Me or reserved again.
    const OnlineKind kind = onlineKind();
    m_name->setEnabled(kind == OnlineKind::Me || kind == OnlineKind::Reserved);
    m_colour->setEnabled(kind == OnlineKind::Me);
    m_name->setPlaceholderText(kind == OnlineKind::Reserved ? tr("Their name") : QString());
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
