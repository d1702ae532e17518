#pragma once

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace cw {

// The chat of a game played online: the lines said so far, "name: text", and a line to say.
// Everything shown came from other machines, so it is plain text only (a QPlainTextEdit, each
// line on one line: a line break sent cannot forge another person's line), and bounded
// (MaxLines). Send (or Enter) emits sendRequested; the dock knows no network. Not connected,
// the input is disabled and says why.
class ChatDock : public QDockWidget {
    Q_OBJECT
public:
    static constexpr int MaxLines = 500;
    static constexpr int MaxLength = 500; // the host's limit (docs/protocol.md, "chat")

    explicit ChatDock(QWidget *parent = nullptr);

    // Adds a line said by `name`.
    void appendLine(const QString &name, const QString &text);
    void clear();
    // Whether lines can be sent; `reason` says why not ("Not connected").
    void setConnected(bool connected, const QString &reason = {});
    bool isConnected() const { return m_connected; }

signals:
    void sendRequested(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void send();
    void updateInput();
    void retranslate();

    QPlainTextEdit *m_history;
    QLineEdit *m_input;
    QPushButton *m_send;
    QLabel *m_reason;
    bool m_connected = false;
    QString m_reasonText;
};

} // namespace cw
