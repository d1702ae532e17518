#include "HostGameDialog.h"

#include "SecureConnectionBox.h"
#include "host/HostMessage.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cw {

namespace {

QString kindKey(SeatRow::OnlineKind kind)
{
    switch (kind) {
    case SeatRow::OnlineKind::Me: // the creator takes an open seat (docs/protocol.md, "create")
    case SeatRow::OnlineKind::Open:
        return QStringLiteral("open");
    case SeatRow::OnlineKind::Reserved:
        return QStringLiteral("reserved");
    case SeatRow::OnlineKind::Easy:
        return QStringLiteral("easy");
    case SeatRow::OnlineKind::Normal:
        return QStringLiteral("normal");
    case SeatRow::OnlineKind::Hard:
        break;
    }
    return QStringLiteral("hard");
}

} // namespace

HostGameDialog::HostGameDialog(QWidget *parent)
    : NewGameDialog(SeatRow::Mode::Online, parent), m_where(new QGroupBox),
      m_inApp(new QRadioButton), m_onServer(new QRadioButton), m_port(new QSpinBox),
      m_server(new QLineEdit), m_secure(new SecureConnectionBox), m_rules(new QGroupBox),
      m_spectators(new QCheckBox), m_dropLabel(new QLabel), m_drop(new QComboBox),
      m_dropDelay(new QSpinBox)
{
    setObjectName(QStringLiteral("hostGameDialog"));
    m_inApp->setObjectName(QStringLiteral("hostInApp"));
    m_onServer->setObjectName(QStringLiteral("hostOnServer"));
    m_port->setObjectName(QStringLiteral("hostPort"));
    m_server->setObjectName(QStringLiteral("hostServer"));
    m_spectators->setObjectName(QStringLiteral("allowSpectators"));
    m_drop->setObjectName(QStringLiteral("dropPolicy"));
    m_dropDelay->setObjectName(QStringLiteral("dropDelay"));

    m_port->setRange(1, 65535);
    m_port->setValue(OnlineLink::DefaultPort);
    m_port->setGroupSeparatorShown(false);
    m_server->setMaxLength(300);
    m_inApp->setChecked(true);
    m_spectators->setChecked(true);
    m_drop->addItem(QString(), QStringLiteral("easy"));
    m_drop->addItem(QString(), QStringLiteral("wait"));
    m_dropDelay->setRange(1, HostMessage::MaxDropDelaySeconds);
    m_dropDelay->setValue(HostMessage::DefaultDropDelaySeconds);
    m_dropLabel->setBuddy(m_drop);
    auto *group = new QButtonGroup(this);
    group->addButton(m_inApp);
    group->addButton(m_onServer);

    auto *where = new QGridLayout(m_where);
    where->addWidget(m_inApp, 0, 0);
    where->addWidget(m_port, 0, 1);
    where->addWidget(m_onServer, 1, 0);
    where->addWidget(m_server, 1, 1);
    where->addWidget(m_secure, 2, 1);
    where->setColumnStretch(1, 1);
    auto *dropRow = new QHBoxLayout;
    dropRow->addWidget(m_dropLabel);
    dropRow->addWidget(m_drop);
    dropRow->addWidget(m_dropDelay);
    dropRow->addStretch(1);
    auto *rules = new QVBoxLayout(m_rules);
    rules->addWidget(m_spectators);
    rules->addLayout(dropRow);
    // Below the seats, before the stretch that ends the choices.
    QVBoxLayout *choices = choicesLayout();
    choices->insertWidget(choices->count() - 1, m_where);
    choices->insertWidget(choices->count() - 1, m_rules);

    // Added after New Game's buttons, these come before them by Tab.
    QWidget *chain[] = {
        m_inApp,       m_port,
        m_onServer,    m_server,
        m_secure,      m_spectators,
        m_drop,        m_dropDelay,
        startButton(), findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)};
    for (std::size_t i = 1; i < std::size(chain); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    connect(m_inApp, &QRadioButton::toggled, this, &HostGameDialog::followChoices);
    connect(m_drop, &QComboBox::currentIndexChanged, this, &HostGameDialog::followChoices);
    connect(m_server, &QLineEdit::textChanged, this, &HostGameDialog::serverEdited);
    retranslate();
    followChoices();
}

HostGameDialog::Place HostGameDialog::place() const
{
    Place place;
    place.inApp = m_inApp->isChecked();
    if (place.inApp) {
        place.port = quint16(m_port->value());
    } else {
        QString error;
        const OnlineLink server =
            OnlineLink::readAddress(m_server->text(), &error).value_or(OnlineLink());
        place.host = server.host;
        place.port = server.port;
        place.secure = m_secure->isChecked();
    }
    return place;
}

QString HostGameDialog::problem() const
{
    const QString base = NewGameDialog::problem();
    if (!base.isEmpty())
        return base;
    const QList<SeatRow *> rows = seatRows();
    const auto mine = std::count_if(rows.begin(), rows.end(), [](const SeatRow *row) {
        return row->onlineKind() == SeatRow::OnlineKind::Me;
    });
    if (mine == 0)
        return tr("Choose your own seat: one seat must be \"Me\".");
    if (mine > 1)
        return tr("Only one seat can be \"Me\": choose who may sit at the others.");
    if (m_onServer->isChecked()) {
        QString error;
        if (!OnlineLink::readAddress(m_server->text(), &error))
            return tr("The server's %1").arg(error);
    }
    return {};
}

QJsonObject HostGameDialog::createFields() const
{
    const GameSetup chosen = setup();
    const QList<SeatRow *> rows = seatRows();
    QJsonArray seats;
    int me = 0;
    for (int i = 0; i < rows.size(); ++i) {
        const SeatRow::OnlineKind kind = rows[i]->onlineKind();
        QJsonObject seat{{QStringLiteral("kind"), kindKey(kind)}};
        if (kind == SeatRow::OnlineKind::Reserved)
            seat.insert(QStringLiteral("name"), rows[i]->seat().name);
        if (kind == SeatRow::OnlineKind::Me)
            me = i;
        seats.append(seat);
    }
    const SeatConfig mine = rows.value(me)->seat();
    QJsonObject fields{{QStringLiteral("game"), chosen.gameId},
                       {QStringLiteral("course"), chosen.course},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("seat"), me},
                       {QStringLiteral("name"), mine.name},
                       {QStringLiteral("spectators"), m_spectators->isChecked()},
                       {QStringLiteral("drop"),
                        QJsonObject{{QStringLiteral("policy"), m_drop->currentData().toString()},
                                    {QStringLiteral("delay"), m_dropDelay->value()}}}};
    if (!chosen.options.isEmpty())
        fields.insert(QStringLiteral("options"), chosen.options);
    if (!mine.colour.isEmpty())
        fields.insert(QStringLiteral("colour"), mine.colour);
    return fields;
}

// A server's WebSocket address (wss://host:port) or a link to one of its games, typed or pasted, is
// split into its address and whether over TLS.
void HostGameDialog::serverEdited(const QString &text)
{
    QString error;
    if (OnlineLink::saysHowToConnect(text)) {
        if (const std::optional<OnlineLink> server = OnlineLink::readAddress(text, &error)) {
            m_server->setText(server->address()); // re-enters with the address alone
            m_secure->setChecked(server->secure);
            return;
        }
    }
    followChoices();
}

void HostGameDialog::followChoices()
{
    m_port->setEnabled(m_inApp->isChecked());
    m_server->setEnabled(m_onServer->isChecked());
    m_secure->setEnabled(m_onServer->isChecked()); // this app's own host speaks plain ws://
    m_dropDelay->setEnabled(m_drop->currentData().toString() == QLatin1String("easy"));
    validate();
}

void HostGameDialog::changeEvent(QEvent *event)
{
    NewGameDialog::changeEvent(event);
    // After New Game's words and after the button box's own LanguageChange, which names its
    // buttons again ("OK") in whatever order Qt delivers the event to the dialog and to it.
    if (event->type() == QEvent::LanguageChange)
        QMetaObject::invokeMethod(this, &HostGameDialog::retranslate, Qt::QueuedConnection);
}

void HostGameDialog::retranslate()
{
    setWindowTitle(tr("Host Online Game"));
    startButton()->setText(tr("&Host"));
    m_where->setTitle(tr("Where the game is hosted"));
    m_inApp->setText(tr("On this c&omputer, port:"));
    m_inApp->setAccessibleName(tr("Host on this computer"));
    m_port->setAccessibleName(tr("Port"));
    m_port->setToolTip(tr("Your friends connect to this port of your computer (default %1); a "
                          "firewall or a router may have to let it through.")
                           .arg(OnlineLink::DefaultPort));
    m_onServer->setText(tr("On a coursewright-se&rver at:"));
    m_onServer->setAccessibleName(tr("Host on a coursewright-server"));
    m_server->setAccessibleName(tr("Server address"));
    m_server->setPlaceholderText(tr("host:port or wss://host:port"));
    m_rules->setTitle(tr("During the game"));
    m_spectators->setText(tr("Allow people with the code to &watch"));
    m_dropLabel->setText(tr("When a player &drops:"));
    m_drop->setItemText(0, tr("AI Easy plays for them after"));
    m_drop->setItemText(1, tr("Wait for them"));
    m_drop->setAccessibleName(tr("When a player drops"));
    //: seconds, after a number: "60 s"
    m_dropDelay->setSuffix(tr(" s"));
    m_dropDelay->setAccessibleName(tr("Seconds of their turn before AI Easy plays for them"));
}

} // namespace cw
