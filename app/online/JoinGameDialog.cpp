#include "JoinGameDialog.h"

#include "LastGame.h"
#include "NewGameDialog.h"
#include "SecureConnectionBox.h"
#include "core/GameSetup.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cw {

namespace {

QLabel *errorLabel(const QString &name)
{
    auto *label = new QLabel;
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText); // it quotes what was typed or pasted
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #ff8a7a;")); // as New Game's, light and dark
    label->hide();
    return label;
}

void showError(QLabel *label, const QString &error)
{
    label->setText(error);
    label->setVisible(!error.isEmpty());
}

} // namespace

JoinGameDialog::JoinGameDialog(QWidget *parent)
    : QDialog(parent), m_address(new QLineEdit),
      m_addressError(errorLabel(QStringLiteral("addressError"))), m_code(new QLineEdit),
      m_codeError(errorLabel(QStringLiteral("codeError"))), m_name(new QLineEdit),
      m_nameError(errorLabel(QStringLiteral("nameError"))), m_colour(new QPushButton),
      m_secure(new SecureConnectionBox), m_spectate(new QCheckBox),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)),
      m_addressLabel(new QLabel), m_codeLabel(new QLabel), m_nameLabel(new QLabel),
      m_intro(new QLabel)
{
    setObjectName(QStringLiteral("joinGameDialog"));
    m_address->setObjectName(QStringLiteral("address"));
    m_code->setObjectName(QStringLiteral("code"));
    m_name->setObjectName(QStringLiteral("name"));
    m_colour->setObjectName(QStringLiteral("colour"));
    m_spectate->setObjectName(QStringLiteral("spectate"));
    m_intro->setWordWrap(true);
    m_address->setMaxLength(300); // a link: a long host name, a port and a code
    m_code->setMaxLength(40);
    m_name->setMaxLength(24); // as a local game's names (SeatRow)
    m_address->setMinimumWidth(m_address->fontMetrics().averageCharWidth() * 40);
    m_colour->setFixedWidth(48);
    m_addressLabel->setBuddy(m_address);
    m_codeLabel->setBuddy(m_code);
    m_nameLabel->setBuddy(m_name);

    auto *addressColumn = new QVBoxLayout;
    addressColumn->addWidget(m_address);
    addressColumn->addWidget(m_addressError);
    auto *codeColumn = new QVBoxLayout;
    codeColumn->addWidget(m_code);
    codeColumn->addWidget(m_codeError);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_name, 1);
    nameRow->addWidget(m_colour);
    auto *nameColumn = new QVBoxLayout;
    nameColumn->addLayout(nameRow);
    nameColumn->addWidget(m_nameError);
    auto *form = new QFormLayout;
    form->addRow(m_addressLabel, addressColumn);
    form->addRow(m_codeLabel, codeColumn);
    form->addRow(QString(), m_secure);
    form->addRow(m_nameLabel, nameColumn);
    form->addRow(QString(), m_spectate);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    layout->setSizeConstraint(QLayout::SetMinimumSize);

    // As the person last played here, else their login name and the first seat's colour.
    const QString lastName = LastGame::playerName().trimmed();
    m_name->setText(lastName.isEmpty() ? NewGameDialog::defaultPlayerName() : lastName);
    setColour(defaultSeatColour(0));
    setColour(LastGame::playerColour()); // an invalid or missing one leaves the default
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QLineEdit::textChanged, this, &JoinGameDialog::addressEdited);
    connect(m_code, &QLineEdit::textChanged, this, &JoinGameDialog::validate);
    connect(m_name, &QLineEdit::textChanged, this, &JoinGameDialog::validate);
    connect(m_spectate, &QCheckBox::toggled, this, &JoinGameDialog::validate);
    connect(m_colour, &QPushButton::clicked, this, &JoinGameDialog::chooseColour);
    retranslate();
}

void JoinGameDialog::setLink(const OnlineLink &link)
{
    m_address->setText(link.address());
    m_code->setText(link.code);
    m_secure->setChecked(link.secure);
}

void JoinGameDialog::setName(const QString &name)
{
    m_name->setText(name);
}

void JoinGameDialog::setColour(const QString &colour)
{
    const QColor value = QColor::fromString(colour);
    if (!value.isValid())
        return;
    m_colourValue = value.name();
    m_colour->setStyleSheet(QStringLiteral("background-color: %1;").arg(m_colourValue));
}

// A whole link pasted or typed in the address field is split into its address and its code; a
// host's WebSocket address (wss://host:port) into its address and whether over TLS.
void JoinGameDialog::addressEdited(const QString &text)
{
    QString error;
    if (OnlineLink::isLink(text)) {
        if (const std::optional<OnlineLink> link = OnlineLink::read(text, &error)) {
            setLink(*link); // re-enters with the address alone
            return;
        }
    } else if (OnlineLink::saysHowToConnect(text)) {
        if (const std::optional<OnlineLink> address = OnlineLink::readAddress(text, &error)) {
            m_address->setText(address->address()); // re-enters with the address alone
            m_secure->setChecked(address->secure);
            return;
        }
    }
    validate();
}

bool JoinGameDialog::isValid() const
{
    QString error;
    return OnlineLink::read(m_address->text(), m_code->text(), &error).has_value() &&
           (spectate() || !name().isEmpty());
}

OnlineLink JoinGameDialog::link() const
{
    QString error;
    OnlineLink link =
        OnlineLink::read(m_address->text(), m_code->text(), &error).value_or(OnlineLink());
    link.secure = m_secure->isChecked();
    return link;
}

QString JoinGameDialog::name() const
{
    return m_name->text().trimmed();
}

bool JoinGameDialog::spectate() const
{
    return m_spectate->isChecked();
}

void JoinGameDialog::validate()
{
    // A field still empty is not wrong yet: Join waits for it without a complaint.
    QString error;
    const QString address = m_address->text().trimmed();
    if (OnlineLink::isLink(address))
        OnlineLink::read(address, &error);
    else if (!address.isEmpty())
        OnlineLink::readAddress(address, &error);
    showError(m_addressError, error);
    error.clear();
    if (!m_code->text().trimmed().isEmpty())
        OnlineLink::readCode(m_code->text(), &error);
    showError(m_codeError, error);
    const bool watching = spectate();
    m_name->setEnabled(!watching);
    m_colour->setEnabled(!watching);
    showError(m_nameError, !watching && name().isEmpty() && !m_name->text().isEmpty()
                               ? tr("name: a name that is not only spaces")
                               : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(isValid());
    // An error wrapped on two lines takes them: the window grows rather than squeezing the fields
    // (the minimum size its layout sets ignores heights that depend on the width).
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        resize(width(), needed);
}

void JoinGameDialog::chooseColour()
{
    const QColor chosen =
        QColorDialog::getColor(QColor::fromString(m_colourValue), this, tr("Your colour"));
    if (chosen.isValid())
        setColour(chosen.name());
}

void JoinGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void JoinGameDialog::retranslate()
{
    setWindowTitle(tr("Join Online Game"));
    m_intro->setText(tr("Type the address and the code your host gave you, or paste the whole "
                        "link (coursewright://…) in the address field."));
    m_addressLabel->setText(tr("&Address:"));
    m_address->setAccessibleName(tr("Host address"));
    m_address->setPlaceholderText(tr("host:port, wss://host:port or a coursewright:// link"));
    m_codeLabel->setText(tr("Game &code:"));
    m_code->setAccessibleName(tr("Game code"));
    m_code->setPlaceholderText(QStringLiteral("7KQ2M-XD9RA")); // a code's form, in any language
    m_nameLabel->setText(tr("Your &name:"));
    m_name->setAccessibleName(tr("Your name"));
    m_colour->setToolTip(tr("Choose your colour"));
    m_colour->setAccessibleName(tr("Your colour"));
    m_spectate->setText(tr("&Watch only (take no seat)"));
    m_spectate->setAccessibleName(tr("Watch only"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Join"));
    validate();
}

} // namespace cw
