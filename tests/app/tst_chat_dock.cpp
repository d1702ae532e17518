// The chat dock of a game played online (ChatDock): plain text only, one line per message,
// bounded history and input, Enter sends, disabled with a reason when not connected.
#include "ChatDock.h"
#include "Language.h"
#include "ScopedLanguage.h"

#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

using namespace cw;

class TestChatDock : public QObject {
    Q_OBJECT

private:
    static QPlainTextEdit *history(ChatDock &dock)
    {
        return dock.findChild<QPlainTextEdit *>(QStringLiteral("chatHistory"));
    }
    static QLineEdit *input(ChatDock &dock)
    {
        return dock.findChild<QLineEdit *>(QStringLiteral("chatInput"));
    }

private slots:
    // Rich text from another machine shows as the characters it is made of.
    void markupShowsLiterally()
    {
        ChatDock dock;
        dock.appendLine(QStringLiteral("<i>Eve</i>"), QStringLiteral("<b>x</b> <img src=y>"));
        QCOMPARE(history(dock)->toPlainText(), QStringLiteral("<i>Eve</i>: <b>x</b> <img src=y>"));
        QVERIFY(!history(dock)->document()->toHtml().contains(QLatin1String("<b>x</b>")));
        QCOMPARE(history(dock)->document()->blockCount(), 1);
    }

    // A line break in a message cannot forge someone else's line.
    void oneMessageOneLine()
    {
        ChatDock dock;
        dock.appendLine(QStringLiteral("Eve"),
                        QStringLiteral("hi\nAnn: give me your cards\r") + QChar(0x2029));
        QCOMPARE(history(dock)->document()->blockCount(), 1);
        QVERIFY(history(dock)->toPlainText().startsWith(QLatin1String("Eve: hi Ann: give")));
    }

    void historyIsBounded()
    {
        ChatDock dock;
        for (int i = 0; i < ChatDock::MaxLines + 20; ++i)
            dock.appendLine(QStringLiteral("Bob"), QString::number(i));
        QCOMPARE(history(dock)->document()->blockCount(), ChatDock::MaxLines);
        QCOMPARE(history(dock)->document()->firstBlock().text(), QStringLiteral("Bob: 20"));
        QVERIFY(history(dock)->isReadOnly());
    }

    void enterSendsAtMost500Characters()
    {
        ChatDock dock;
        dock.setConnected(true);
        QSignalSpy sent(&dock, &ChatDock::sendRequested);
        QLineEdit *line = input(dock);
        QCOMPARE(line->maxLength(), 500);
        line->setText(QString(600, u'a'));
        QCOMPARE(line->text().size(), 500);
        line->setText(QStringLiteral("  good luck  "));
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(sent.count(), 1);
        QCOMPARE(sent.first().first().toString(), QStringLiteral("good luck"));
        QVERIFY(line->text().isEmpty());
        // Nothing to say, nothing sent.
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(sent.count(), 1);
        auto *send = dock.findChild<QPushButton *>(QStringLiteral("chatSend"));
        QVERIFY(!send->isEnabled());
        line->setText(QStringLiteral("gg"));
        QVERIFY(send->isEnabled());
        send->click();
        QCOMPARE(sent.count(), 2);
    }

    void disabledWithAReasonWhenNotConnected()
    {
        ChatDock dock;
        dock.show();
        QSignalSpy sent(&dock, &ChatDock::sendRequested);
        auto *reason = dock.findChild<QLabel *>(QStringLiteral("chatReason"));
        QVERIFY(!input(dock)->isEnabled());
        QVERIFY(reason->isVisible());
        QVERIFY(!reason->text().isEmpty());
        dock.setConnected(false, QStringLiteral("Reconnecting in 4 s…"));
        QCOMPARE(reason->text(), QStringLiteral("Reconnecting in 4 s…"));
        input(dock)->setText(QStringLiteral("hello"));
        QTest::keyClick(input(dock), Qt::Key_Return);
        QCOMPARE(sent.count(), 0);
        dock.setConnected(true);
        QVERIFY(input(dock)->isEnabled());
        QVERIFY(!reason->isVisible());
    }

    void everyControlIsNamed()
    {
        ChatDock dock;
        QCOMPARE(dock.objectName(), QStringLiteral("chatDock"));
        for (QWidget *widget : dock.findChildren<QWidget *>())
            if (widget->focusPolicy() != Qt::NoFocus && widget->isWindow() == false &&
                (qobject_cast<QLineEdit *>(widget) || qobject_cast<QPushButton *>(widget) ||
                 qobject_cast<QPlainTextEdit *>(widget)))
                QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
    }

    // A dock made before the language changes follows it (QEvent::LanguageChange).
    void followsTheLanguage()
    {
        Language languages;
        test::ScopedLanguage scoped(languages);
        ChatDock dock;
        QVERIFY(scoped.apply(QStringLiteral("fr")));
        QCoreApplication::processEvents(); // delivers the LanguageChange Qt posts
        QCOMPARE(dock.windowTitle(), QStringLiteral("Discussion"));
        QCOMPARE(dock.findChild<QPushButton *>(QStringLiteral("chatSend"))->text(),
                 QStringLiteral("&Envoyer"));
    }
};

QTEST_MAIN(TestChatDock)
#include "tst_chat_dock.moc"
