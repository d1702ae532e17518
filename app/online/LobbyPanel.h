#pragma once

#include "OnlineLink.h"
#include "session/OnlineLobby.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace cw {

// The lobby of a game hosted online, shown in a dock or in place of the board: every seat (its
// colour swatch with its number mark, name, kind, whether its player is connected, who plays it,
// which is "you"), the game code and, for the host, the link to give friends with a Copy button;
// a seat picker, this person's name and colour, Start (the owner's, disabled with the reason
// while a seat is open) and Leave. It shows the lobby it is given (setLobby, at every `lobby`
// message, keeping the selection and focus) and only asks through its signals: it knows no
// network. Every name came from another machine: plain text only.
class LobbyPanel : public QWidget {
    Q_OBJECT
public:
    explicit LobbyPanel(QWidget *parent = nullptr);
    ~LobbyPanel() override;

    // The lobby as the host last sent it, seen from `mySeat` (-1: watching).
    void setLobby(const OnlineLobby &lobby, int mySeat);
    // The link to give friends, shown with Copy (the host's; none hides it).
    void setInvitation(const OnlineLink &link);
    // Gives the keyboard to the seats, where it lands when the lobby takes the board's place
    // (the link and Copy a Shift+Tab away, Start a few Tabs on). Not a focus proxy: Tab coming
    // round would then skip the link.
    void focusSeats();
    // The seat selected in the list, or -1.
    int selectedSeat() const;
    // Why Start cannot start the game (empty when it can, or when this person cannot start it).
    QString startProblem() const;

signals:
    void seatChosen(int seat);
    void profileChanged(const QString &name, const QString &colour);
    void startRequested();
    void leaveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showSeats();
    void showControls();
    void chooseColour();
    void nameEdited();
    void copyInvitation();
    void retranslate();
    // Whether this person may take `seat` (an open seat not theirs, in the lobby).
    bool canTake(int seat) const;

    OnlineLobby m_lobby;
    int m_mySeat = -1;
    std::optional<OnlineLink> m_invitation;
    QLabel *m_title;
    QLabel *m_inviteLabel;
    QLineEdit *m_link;
    QPushButton *m_copy;
    QLabel *m_inviteDetails;
    QLabel *m_seatsLabel;
    QTableWidget *m_seats;
    QPushButton *m_take;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QPushButton *m_colour;
    QLabel *m_rules; // spectators, what happens on a drop
    QLabel *m_status;
    QPushButton *m_start;
    QPushButton *m_leave;
};

} // namespace cw
