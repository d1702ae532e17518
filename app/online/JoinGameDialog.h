#pragma once

#include "OnlineLink.h"

#include <QDialog>
#include <QUrl>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cw {

// Join Online Game: the host's address and the game's code (a whole link pasted in the address
// field fills both), whether the host is reached over TLS (wss://: a coursewright-server behind
// TLS; a coursewrights:// link or a wss:// address typed in the address field ticks it), the name
// and colour to sit with (at first those of the last game's first person, LastGame), or Watch only.
// Each field's problem is named under it (OnlineLink's errors) and Join is enabled only when every
// field is right. It only gathers: the client connects with its results.
class JoinGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit JoinGameDialog(QWidget *parent = nullptr);

    // Fills address and code from a link (one opened from the command line).
    void setLink(const OnlineLink &link);
    void setName(const QString &name);
    void setColour(const QString &colour);

    // The choices, meaningful once they are valid (isValid()).
    bool isValid() const;
    OnlineLink link() const;
    QUrl url() const { return link().webSocketUrl(); }
    QString code() const { return link().code; }
    QString name() const;
    QString colour() const { return m_colourValue; }
    bool spectate() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void addressEdited(const QString &text);
    void validate();
    void chooseColour();
    void retranslate();

    QLineEdit *m_address;
    QLabel *m_addressError;
    QLineEdit *m_code;
    QLabel *m_codeError;
    QLineEdit *m_name;
    QLabel *m_nameError;
    QPushButton *m_colour;
    QCheckBox *m_secure;
    QCheckBox *m_spectate;
    QDialogButtonBox *m_buttons;
    QLabel *m_addressLabel, *m_codeLabel, *m_nameLabel, *m_intro;
    QString m_colourValue;
};

} // namespace cw
