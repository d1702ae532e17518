#include "ChatDock.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cw {

namespace {

// One line, whatever the sender put in it: line and paragraph breaks and other control
// characters become spaces.
QString oneLine(QString text)
{
    for (QChar &c : text)
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator)
            c = u' ';
    return text;
}

} // namespace

ChatDock::ChatDock(QWidget *parent)
    : QDockWidget(parent), m_history(new QPlainTextEdit), m_input(new QLineEdit),
      m_send(new QPushButton), m_reason(new QLabel)
{
    setObjectName(QStringLiteral("chatDock"));
    m_history->setObjectName(QStringLiteral("chatHistory"));
    m_input->setObjectName(QStringLiteral("chatInput"));
    m_send->setObjectName(QStringLiteral("chatSend"));
    m_reason->setObjectName(QStringLiteral("chatReason"));
    m_history->setReadOnly(true);
    m_history->setMaximumBlockCount(MaxLines);
    m_input->setMaxLength(MaxLength);
    m_reason->setTextFormat(Qt::PlainText);
    m_reason->setWordWrap(true);

    auto *inputRow = new QHBoxLayout;
    inputRow->addWidget(m_input, 1);
    inputRow->addWidget(m_send);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_history, 1);
    layout->addWidget(m_reason);
    layout->addLayout(inputRow);
    setWidget(body);
    setFocusProxy(m_input);

    connect(m_input, &QLineEdit::returnPressed, this, &ChatDock::send);
    connect(m_input, &QLineEdit::textChanged, this, &ChatDock::updateInput);
    connect(m_send, &QPushButton::clicked, this, &ChatDock::send);
    retranslate();
    updateInput();
}

void ChatDock::appendLine(const QString &name, const QString &text)
{
    //: a chat line: the sender's name, then what they said
    m_history->appendPlainText(tr("%1: %2").arg(oneLine(name), oneLine(text)));
}

void ChatDock::clear()
{
    m_history->clear();
}

void ChatDock::setConnected(bool connected, const QString &reason)
{
    m_connected = connected;
    m_reasonText = reason;
    updateInput();
}

void ChatDock::send()
{
    const QString text = m_input->text().trimmed();
    if (!m_connected || text.isEmpty())
        return;
    emit sendRequested(text);
    m_input->clear();
}

void ChatDock::updateInput()
{
    m_input->setEnabled(m_connected);
    m_send->setEnabled(m_connected && !m_input->text().trimmed().isEmpty());
    m_reason->setText(m_connected              ? QString()
                      : m_reasonText.isEmpty() ? tr("Not connected: the chat is closed.")
                                               : m_reasonText);
    m_reason->setVisible(!m_connected);
}

void ChatDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void ChatDock::retranslate()
{
    setWindowTitle(tr("Chat"));
    m_history->setAccessibleName(tr("Chat messages"));
    m_input->setAccessibleName(tr("Message to send"));
    m_input->setPlaceholderText(tr("Say something to everyone in the game"));
    m_send->setText(tr("&Send"));
    m_send->setAccessibleName(tr("Send the message"));
    updateInput();
}

} // namespace cw
