#pragma once

#include "NewGameDialog.h"
#include "OnlineLink.h"

#include <QJsonObject>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace cw {

// Host Online Game: New Game's choices (game, course, options, seats: NewGameDialog) with, for
// each seat, who may sit there (Me, an open seat, one reserved for a name, an AI level: exactly
// one Me), and where and how the game is hosted: by this app on a port, or by a
// coursewright-server at an address, over TLS or not; whether people may watch; what happens when a
// player drops. Its results are the protocol's `create` fields (createFields(), docs/protocol.md)
// and where to send them (place()); Host (the OK button) is enabled only when they are valid.
class HostGameDialog : public NewGameDialog {
    Q_OBJECT
public:
    // Where the game is hosted.
    struct Place {
        bool inApp = true;                      // by this app, listening on `port`
        quint16 port = OnlineLink::DefaultPort; // in the app: where to listen; else the server's
        QString host;                           // the coursewright-server's (empty in the app)
        bool secure = false; // the server is reached over TLS (wss://); never in the app

        bool operator==(const Place &) const = default;
    };

    explicit HostGameDialog(QWidget *parent = nullptr);

    // The `create` message's fields (without its envelope "v" and "type"), and where to send
    // them; both meaningful once problem() is empty (a server address that cannot be read gives
    // an empty host).
    QJsonObject createFields() const;
    Place place() const;
    QString problem() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void serverEdited(const QString &text);
    void followChoices();
    void retranslate();

    QGroupBox *m_where;
    QRadioButton *m_inApp;
    QRadioButton *m_onServer;
    QSpinBox *m_port;
    QLineEdit *m_server;
    QCheckBox *m_secure;
    QGroupBox *m_rules;
    QCheckBox *m_spectators;
    QLabel *m_dropLabel;
    QComboBox *m_drop;
    QSpinBox *m_dropDelay;
};

} // namespace cw
