#include "LobbyPanel.h"

#include "OnlineStatus.h"
#include "SeatSwatch.h"

#include <QApplication>
#include <QClipboard>
#include <QColorDialog>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cw {

namespace {

enum Column { SeatColumn, KindColumn, ConnectionColumn, PlayedByColumn, ColumnCount };

bool isOpen(const OnlineSeat &seat)
{
    return !isOnlineAiLevel(seat.kind) && !seat.taken;
}

QLabel *plainLabel()
{
    auto *label = new QLabel;
    label->setTextFormat(Qt::PlainText); // names and codes come from another machine
    label->setWordWrap(true);
    return label;
}

} // namespace

LobbyPanel::LobbyPanel(QWidget *parent)
    : QWidget(parent), m_title(plainLabel()), m_inviteLabel(plainLabel()), m_link(new QLineEdit),
      m_copy(new QPushButton), m_inviteDetails(plainLabel()), m_seatsLabel(plainLabel()),
      m_seats(new QTableWidget(0, ColumnCount)), m_take(new QPushButton), m_nameLabel(plainLabel()),
      m_name(new QLineEdit), m_colour(new QPushButton), m_rules(plainLabel()),
      m_status(plainLabel()), m_start(new QPushButton), m_leave(new QPushButton)
{
    setObjectName(QStringLiteral("lobbyPanel"));
    m_title->setObjectName(QStringLiteral("lobbyTitle"));
    m_link->setObjectName(QStringLiteral("lobbyLink"));
    m_copy->setObjectName(QStringLiteral("lobbyCopy"));
    m_seats->setObjectName(QStringLiteral("lobbySeats"));
    m_take->setObjectName(QStringLiteral("lobbyTakeSeat"));
    m_name->setObjectName(QStringLiteral("lobbyName"));
    m_colour->setObjectName(QStringLiteral("lobbyColour"));
    m_status->setObjectName(QStringLiteral("lobbyStatus"));
    m_start->setObjectName(QStringLiteral("lobbyStart"));
    m_leave->setObjectName(QStringLiteral("lobbyLeave"));
    m_rules->setObjectName(QStringLiteral("lobbyRules"));

    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_link->setReadOnly(true);
    m_name->setMaxLength(24); // as a local game's names (SeatRow)
    m_colour->setFixedWidth(48);
    m_seats->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_seats->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_seats->setSelectionMode(QAbstractItemView::SingleSelection);
    m_seats->setWordWrap(false);
    m_seats->verticalHeader()->hide();
    m_seats->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_seats->horizontalHeader()->setStretchLastSection(true);
    // Every seat and no more: the columns share the width, so no room waits for a scroll bar.
    m_seats->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_seats->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_seats->setTabKeyNavigation(false); // Tab leaves the list; the arrows move in it
    m_status->setStyleSheet(QStringLiteral("color: #f0a532;")); // the board's amber
    // Start is the owner's one step to the game: the window's primary colour (the board's amber,
    // AppStyle's Highlight), as the board's own main buttons.
    QPalette primary = m_start->palette();
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        primary.setColor(group, QPalette::Button, primary.color(group, QPalette::Highlight));
        primary.setColor(group, QPalette::ButtonText,
                         primary.color(group, QPalette::HighlightedText));
    }
    m_start->setPalette(primary);
    m_start->setMinimumHeight(m_start->sizeHint().height() * 5 / 4);
    m_inviteLabel->setBuddy(m_link);
    m_seatsLabel->setBuddy(m_seats);
    m_nameLabel->setBuddy(m_name);

    auto *invite = new QHBoxLayout;
    invite->addWidget(m_link, 1);
    invite->addWidget(m_copy);
    auto *pick = new QHBoxLayout;
    pick->addWidget(m_take);
    pick->addStretch(1);
    auto *profile = new QHBoxLayout;
    profile->addWidget(m_nameLabel);
    profile->addWidget(m_name, 1);
    profile->addWidget(m_colour);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_leave);
    buttons->addWidget(m_start);

    // One readable column, centred: on a wide screen the seats stay together with their buttons.
    auto *column = new QWidget;
    column->setMaximumWidth(980);
    auto *layout = new QVBoxLayout(column);
    layout->addWidget(m_title);
    layout->addSpacing(6);
    layout->addWidget(m_inviteLabel);
    layout->addLayout(invite);
    layout->addWidget(m_inviteDetails);
    layout->addSpacing(12);
    layout->addWidget(m_seatsLabel);
    layout->addWidget(m_seats);
    layout->addLayout(pick);
    layout->addSpacing(12);
    layout->addLayout(profile);
    layout->addWidget(m_rules);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addStretch(1);
    auto *outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addWidget(column, 100);
    outer->addStretch(1);

    setTabOrder(m_link, m_copy);
    setTabOrder(m_copy, m_seats);
    setTabOrder(m_seats, m_name);
    setTabOrder(m_name, m_colour);
    setTabOrder(m_colour, m_take);
    setTabOrder(m_take, m_leave);
    setTabOrder(m_leave, m_start);

    connect(m_copy, &QPushButton::clicked, this, &LobbyPanel::copyInvitation);
    connect(m_seats, &QTableWidget::itemSelectionChanged, this, &LobbyPanel::showControls);
    connect(m_seats, &QTableWidget::cellActivated, this, [this](int row) {
        if (canTake(row))
            emit seatChosen(row);
    });
    connect(m_take, &QPushButton::clicked, this, [this] {
        if (canTake(selectedSeat()))
            emit seatChosen(selectedSeat());
    });
    connect(m_name, &QLineEdit::editingFinished, this, &LobbyPanel::nameEdited);
    connect(m_colour, &QPushButton::clicked, this, &LobbyPanel::chooseColour);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (startProblem().isEmpty())
            emit startRequested();
    });
    connect(m_leave, &QPushButton::clicked, this, &LobbyPanel::leaveRequested);
    setInvitation({});
    retranslate();
}

// QWidget's destructor closes a panel shown as a window: the name field then loses the focus and
// its editingFinished would reach this panel's slot after its own destructor has run.
LobbyPanel::~LobbyPanel()
{
    m_name->disconnect(this);
}

void LobbyPanel::setLobby(const OnlineLobby &lobby, int mySeat)
{
    m_lobby = lobby;
    m_mySeat = mySeat;
    // Typing is never overwritten by the host's echo of the name being changed.
    const OnlineSeat mine = m_lobby.seats.value(mySeat);
    if (!m_name->hasFocus())
        m_name->setText(mine.name);
    // The colour is redrawn from its value, never pasted into the style sheet as it came.
    const QColor colour = QColor::fromString(mine.colour);
    m_colour->setStyleSheet(
        colour.isValid() ? QStringLiteral("background-color: %1;").arg(colour.name()) : QString());
    showSeats();
    retranslate();
}

void LobbyPanel::setInvitation(const OnlineLink &link)
{
    m_invitation = link.host.isEmpty() ? std::nullopt : std::optional<OnlineLink>(link);
    for (QWidget *widget :
         {static_cast<QWidget *>(m_inviteLabel), static_cast<QWidget *>(m_link),
          static_cast<QWidget *>(m_copy), static_cast<QWidget *>(m_inviteDetails)})
        widget->setVisible(m_invitation.has_value());
    retranslate();
}

void LobbyPanel::focusSeats()
{
    m_seats->setFocus(Qt::OtherFocusReason);
}

int LobbyPanel::selectedSeat() const
{
    const QList<QTableWidgetSelectionRange> ranges = m_seats->selectedRanges();
    return ranges.isEmpty() ? -1 : ranges.first().topRow();
}

bool LobbyPanel::canTake(int seat) const
{
    return m_lobby.phase == OnlineLobby::Phase::Lobby && seat >= 0 && seat != m_mySeat &&
           seat < m_lobby.seats.size() && m_lobby.seats[seat].kind == QLatin1String("open") &&
           !m_lobby.seats[seat].taken;
}

QString LobbyPanel::startProblem() const
{
    if (m_mySeat < 0 || m_mySeat != m_lobby.owner || m_lobby.phase != OnlineLobby::Phase::Lobby)
        return {};
    int open = 0;
    for (const OnlineSeat &seat : m_lobby.seats)
        open += isOpen(seat);
    if (open > 0)
        return tr("Start waits until every seat is taken: %n seat(s) still open.", nullptr, open);
    return {};
}

void LobbyPanel::showSeats()
{
    // Rows are rewritten in place, so the selection and the focus stay where they were.
    m_seats->setRowCount(int(m_lobby.seats.size()));
    for (int row = 0; row < m_lobby.seats.size(); ++row) {
        const OnlineSeat &seat = m_lobby.seats[row];
        const QString name = onlineSeatName(m_lobby, row);
        QString kind;
        if (seat.kind == QLatin1String("reserved"))
            kind = tr("Reserved");
        else if (seat.kind == QLatin1String("easy"))
            kind = tr("AI Easy");
        else if (seat.kind == QLatin1String("normal"))
            kind = tr("AI Normal");
        else if (seat.kind == QLatin1String("hard"))
            kind = tr("AI Hard");
        else
            kind = seat.taken ? tr("Player") : tr("Open");
        const QString connection = isOnlineAiLevel(seat.kind) ? tr("On the host")
                                   : !seat.taken              ? tr("Waiting for a player")
                                   : seat.connected           ? tr("Connected")
                                                              : tr("Disconnected");
        QString playedBy;
        if (seat.playedBy == QLatin1String("human"))
            playedBy = name;
        else if (isOnlineAiLevel(seat.playedBy))
            playedBy = isOnlineAiLevel(seat.kind)
                           ? tr("The AI")
                           : tr("AI %1 until they are back").arg(onlineLevelName(seat.playedBy));
        else
            playedBy = tr("Nobody yet");
        const QString texts[ColumnCount] = {row == m_mySeat ? tr("%1 (you)").arg(name) : name, kind,
                                            connection, playedBy};
        for (int column = 0; column < ColumnCount; ++column) {
            QTableWidgetItem *item = m_seats->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                m_seats->setItem(row, column, item);
            }
            item->setText(texts[column]);
        }
        QTableWidgetItem *seatItem = m_seats->item(row, SeatColumn);
        seatItem->setIcon(
            seatSwatch(seat.colour.isEmpty() ? QStringLiteral("#888888") : seat.colour, row));
        // A screen reader hears the whole row: the mark's number and the seat's state.
        seatItem->setData(Qt::AccessibleTextRole,
                          tr("Seat %1: %2, %3, %4, played by %5")
                              .arg(row + 1)
                              .arg(texts[SeatColumn], kind, connection, playedBy));
        QFont font = seatItem->font();
        font.setBold(row == m_mySeat);
        seatItem->setFont(font);
    }
    showControls();
}

void LobbyPanel::showControls()
{
    const bool inLobby = m_lobby.phase == OnlineLobby::Phase::Lobby;
    const bool seated = m_mySeat >= 0;
    const bool owner = seated && m_mySeat == m_lobby.owner;
    m_take->setEnabled(canTake(selectedSeat()));
    m_take->setVisible(inLobby);
    m_name->setEnabled(seated && inLobby);
    m_colour->setEnabled(seated && inLobby);
    m_start->setVisible(owner && inLobby);
    const QString problem = startProblem();
    m_start->setEnabled(problem.isEmpty());
    QString status = problem;
    if (status.isEmpty() && inLobby && !owner) {
        const OnlineSeat host = m_lobby.seats.value(m_lobby.owner);
        status = tr("Waiting for %1 to start the game.")
                     .arg(host.name.isEmpty() ? tr("the host") : host.name);
    } else if (status.isEmpty() && m_lobby.phase == OnlineLobby::Phase::Playing) {
        status = tr("The game is being played.");
    } else if (status.isEmpty() && m_lobby.phase == OnlineLobby::Phase::Over) {
        status = tr("The game is over.");
    }
    m_status->setText(status);
    m_start->setToolTip(problem);
}

void LobbyPanel::nameEdited()
{
    const QString name = m_name->text().trimmed();
    const OnlineSeat mine = m_lobby.seats.value(m_mySeat);
    if (m_mySeat >= 0 && !name.isEmpty() && name != mine.name)
        emit profileChanged(name, mine.colour);
}

void LobbyPanel::chooseColour()
{
    const OnlineSeat mine = m_lobby.seats.value(m_mySeat);
    const QColor chosen =
        QColorDialog::getColor(QColor::fromString(mine.colour), this, tr("Your colour"));
    if (chosen.isValid() && chosen.name() != mine.colour)
        emit profileChanged(m_name->text().trimmed().isEmpty() ? mine.name
                                                               : m_name->text().trimmed(),
                            chosen.name());
}

void LobbyPanel::copyInvitation()
{
    if (m_invitation)
        QApplication::clipboard()->setText(m_invitation->toString());
}

void LobbyPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showSeats();
    }
    QWidget::changeEvent(event);
}

void LobbyPanel::retranslate()
{
    m_title->setText(m_lobby.code.isEmpty() ? tr("Online game")
                                            : tr("Online game %1").arg(m_lobby.code));
    m_inviteLabel->setText(tr("&Invite friends: give them this link"));
    m_link->setText(m_invitation ? m_invitation->toString() : QString());
    m_link->setAccessibleName(tr("Link to the game"));
    m_copy->setText(tr("&Copy Link"));
    m_copy->setAccessibleName(tr("Copy the link to the game"));
    m_inviteDetails->setText(m_invitation
                                 ? tr("Or they choose Join Online Game and type the "
                                      "address %1 and the code %2.")
                                       .arg(m_invitation->typedAddress(), m_invitation->code)
                                 : QString());
    m_seatsLabel->setText(tr("S&eats"));
    m_seats->setAccessibleName(tr("Seats"));
    m_seats->setHorizontalHeaderLabels(
        {tr("Seat"), tr("Who sits here"), tr("Connection"), tr("Played by")});
    m_take->setText(tr("&Take This Seat"));
    m_take->setAccessibleName(tr("Take the selected seat"));
    m_nameLabel->setText(tr("Your &name:"));
    m_name->setAccessibleName(tr("Your name"));
    m_colour->setToolTip(tr("Choose your colour"));
    m_colour->setAccessibleName(tr("Your colour"));
    const QString drop =
        m_lobby.dropPolicy == QLatin1String("wait")
            ? tr("If a player drops, the game waits for them.")
            : tr("If a player drops, AI Easy plays for them after %n second(s) of their turn.",
                 nullptr, m_lobby.dropDelaySeconds);
    const QString watchers =
        !m_lobby.spectators
            ? tr("Nobody may watch.")
            : tr("Anyone with the code may watch (%n watching).", nullptr, m_lobby.spectating);
    m_rules->setText(drop + u' ' + watchers);
    m_start->setText(tr("&Start Game"));
    m_start->setAccessibleName(tr("Start the game"));
    m_leave->setText(tr("&Leave"));
    m_leave->setAccessibleName(tr("Leave the game"));
    m_status->setAccessibleName(tr("Lobby status"));
    showControls();
}

} // namespace cw
