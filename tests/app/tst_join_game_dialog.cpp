// Join Online Game (JoinGameDialog): address and code, or a pasted link filling both; the name
// and colour; Watch only; each field's problem named under it; Join enabled only when all is
// right.
#include "JoinGameDialog.h"
#include "Language.h"
#include "LastGame.h"
#include "Mnemonics.h"
#include "NewGameDialog.h"
#include "ScopedLanguage.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace cw;

class TestJoinGameDialog : public QObject {
    Q_OBJECT

private:
    static QLineEdit *field(JoinGameDialog &dialog, const char *name)
    {
        return dialog.findChild<QLineEdit *>(QLatin1String(name));
    }
    static QPushButton *join(JoinGameDialog &dialog)
    {
        return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
    static QLabel *error(JoinGameDialog &dialog, const char *name)
    {
        return dialog.findChild<QLabel *>(QLatin1String(name));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a throw-away location
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QSettings().clear();
    }

    // The name and colour the person last played a local game with, else the login name.
    void defaultsFromTheLastGame()
    {
        QSettings().clear();
        QCOMPARE(JoinGameDialog().name(), NewGameDialog::defaultPlayerName());
        GameSetup setup;
        setup.gameId = QStringLiteral("rowing");
        setup.seats = {{QStringLiteral("Robot"), QStringLiteral("#111111"), Controller::AiHard},
                       {QStringLiteral("Zoé"), QStringLiteral("#abcdef"), Controller::Human}};
        LastGame::remember(setup);
        JoinGameDialog dialog;
        QCOMPARE(dialog.name(), QStringLiteral("Zoé"));
        QCOMPARE(dialog.colour(), QStringLiteral("#abcdef"));
        QSettings().clear();
    }

    void joinWaitsForAValidAddressAndCode()
    {
        JoinGameDialog dialog;
        dialog.show();
        QVERIFY(!join(dialog)->isEnabled());
        QVERIFY(!error(dialog, "addressError")->isVisible()); // empty is not wrong yet
        field(dialog, "address")->setText(QStringLiteral("localhost:70000"));
        QVERIFY(error(dialog, "addressError")->isVisible());
        QCOMPARE(error(dialog, "addressError")->text(),
                 QStringLiteral("port: 70000 is not a port (1 to 65535)"));
        field(dialog, "address")->setText(QStringLiteral("localhost:7000"));
        QVERIFY(!error(dialog, "addressError")->isVisible());
        QVERIFY(!join(dialog)->isEnabled());
        field(dialog, "code")->setText(QStringLiteral("7kq2m"));
        QVERIFY(error(dialog, "codeError")->text().startsWith(QLatin1String("code: ")));
        QVERIFY(!join(dialog)->isEnabled());
        field(dialog, "code")->setText(QStringLiteral("7kq2mxd9ra"));
        QVERIFY(!error(dialog, "codeError")->isVisible());
        QVERIFY(join(dialog)->isEnabled());
        QCOMPARE(dialog.url().toString(), QStringLiteral("ws://localhost:7000"));
        QCOMPARE(dialog.code(), QStringLiteral("7KQ2M-XD9RA"));
    }

    void aPastedLinkFillsBoth()
    {
        JoinGameDialog dialog;
        field(dialog, "address")->setText(QStringLiteral("coursewright://[::1]:7100/7KQ2M-XD9RA"));
        QCOMPARE(field(dialog, "address")->text(), QStringLiteral("[::1]:7100"));
        QCOMPARE(field(dialog, "code")->text(), QStringLiteral("7KQ2M-XD9RA"));
        QVERIFY(join(dialog)->isEnabled());
        QCOMPARE(dialog.link(),
                 OnlineLink({QStringLiteral("::1"), 7100, QStringLiteral("7KQ2M-XD9RA")}));
        // A broken link stays where it was pasted, with its problem under it.
        field(dialog, "address")->setText(QStringLiteral("coursewright://host:99999/7KQ2M-XD9RA"));
        QCOMPARE(error(dialog, "addressError")->text(),
                 QStringLiteral("port: 99999 is not a port (1 to 65535)"));
        QVERIFY(!join(dialog)->isEnabled());
    }

    // A host behind TLS: Secure connection ticked (by hand, or by a coursewrights:// link
    // pasted) makes the address wss://; a plain link pasted unticks it.
    void aSecureConnectionIsAsked()
    {
        JoinGameDialog dialog;
        auto *secure = dialog.findChild<QCheckBox *>(QStringLiteral("secure"));
        QVERIFY(secure && !secure->isChecked());
        field(dialog, "address")
            ->setText(QStringLiteral("coursewrights://play.example.org:443/7KQ2M-XD9RA"));
        QCOMPARE(field(dialog, "address")->text(), QStringLiteral("play.example.org:443"));
        QVERIFY(secure->isChecked());
        QVERIFY(join(dialog)->isEnabled());
        QVERIFY(dialog.link().secure);
        QCOMPARE(dialog.url().toString(), QStringLiteral("wss://play.example.org:443"));
        field(dialog, "address")
            ->setText(QStringLiteral("coursewright://play.example.org:7427/7KQ2M-XD9RA"));
        QVERIFY(!secure->isChecked());
        QCOMPARE(dialog.url().toString(), QStringLiteral("ws://play.example.org:7427"));
        secure->setChecked(true); // typed apart: the box alone says it
        QCOMPARE(dialog.url().toString(), QStringLiteral("wss://play.example.org:7427"));
        QCOMPARE(dialog.link().toString(),
                 QStringLiteral("coursewrights://play.example.org:7427/7KQ2M-XD9RA"));
    }

    // The host's WebSocket address typed or pasted in the address field: its scheme sets Secure
    // connection, the field keeps the address alone; what cannot be read is named under it.
    void aWebSocketAddressIsRead()
    {
        JoinGameDialog dialog;
        auto *secure = dialog.findChild<QCheckBox *>(QStringLiteral("secure"));
        field(dialog, "code")->setText(QStringLiteral("7KQ2M-XD9RA"));
        field(dialog, "address")->setText(QStringLiteral("wss://[::1]:7000"));
        QCOMPARE(field(dialog, "address")->text(), QStringLiteral("[::1]:7000"));
        QVERIFY(secure->isChecked());
        QVERIFY(join(dialog)->isEnabled());
        QCOMPARE(dialog.url().toString(), QStringLiteral("wss://[::1]:7000"));
        field(dialog, "address")->setText(QStringLiteral("ws://play.example.org:8080/"));
        QCOMPARE(field(dialog, "address")->text(), QStringLiteral("play.example.org:8080"));
        QVERIFY(!secure->isChecked());
        QCOMPARE(dialog.url().toString(), QStringLiteral("ws://play.example.org:8080"));

        field(dialog, "address")->setText(QStringLiteral("https://play.example.org"));
        QCOMPARE(field(dialog, "address")->text(), QStringLiteral("https://play.example.org"));
        QLabel *problem = error(dialog, "addressError");
        QVERIFY(!problem->isHidden());
        QVERIFY2(problem->text().startsWith(QLatin1String("address: https:// is not a way")),
                 qPrintable(problem->text()));
        QVERIFY(!join(dialog)->isEnabled());
    }

    // An error on two lines or more takes them in the shown window, the fields keeping their
    // height (the window grows: its layout's minimum size ignores wrapped heights).
    void aLongErrorIsShownWhole()
    {
        JoinGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        field(dialog, "address")->setText(QStringLiteral("https://play.example.org"));
        QApplication::processEvents();
        QLabel *problem = error(dialog, "addressError");
        QVERIFY(problem->isVisible());
        QVERIFY(problem->heightForWidth(problem->width()) >
                problem->fontMetrics().height() * 3 / 2);
        QVERIFY(problem->height() >= problem->heightForWidth(problem->width()));
        for (const char *name : {"address", "code", "name"})
            QVERIFY2(field(dialog, name)->height() >= field(dialog, name)->sizeHint().height(),
                     name);
    }

    void nameColourAndWatching()
    {
        JoinGameDialog dialog;
        dialog.setLink({QStringLiteral("127.0.0.1"), 7427, QStringLiteral("7KQ2M-XD9RA")});
        QCOMPARE(dialog.name(), NewGameDialog::defaultPlayerName()); // no game played yet
        QVERIFY(QColor::fromString(dialog.colour()).isValid());
        dialog.setColour(QStringLiteral("#123456"));
        QCOMPARE(dialog.colour(), QStringLiteral("#123456"));
        field(dialog, "name")->setText(QStringLiteral("   "));
        QVERIFY(!join(dialog)->isEnabled());
        QVERIFY(!error(dialog, "nameError")->text().isEmpty());
        auto *watch = dialog.findChild<QCheckBox *>(QStringLiteral("spectate"));
        watch->setChecked(true);
        QVERIFY(dialog.spectate());
        QVERIFY(join(dialog)->isEnabled()); // a spectator needs no name
        QVERIFY(!field(dialog, "name")->isEnabled());
    }

    // By keyboard: the labels' mnemonics reach their fields; Join is the default button.
    void byKeyboard()
    {
        JoinGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(join(dialog)->isDefault());
        for (QLabel *label : dialog.findChildren<QLabel *>())
            if (label->buddy())
                QVERIFY2(label->text().contains(u'&'), qPrintable(label->text()));
        dialog.setLink({QStringLiteral("localhost"), 7427, QStringLiteral("7KQ2M-XD9RA")});
        field(dialog, "name")->setFocus();
        QTest::keyClick(field(dialog, "name"), Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void everyControlIsNamed()
    {
        JoinGameDialog dialog;
        for (QWidget *widget : dialog.findChildren<QWidget *>())
            if (qobject_cast<QLineEdit *>(widget) || qobject_cast<QCheckBox *>(widget) ||
                widget->objectName() == QLatin1String("colour"))
                QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
    }

    // In English and in French, each mnemonic of the shown labels and buttons reaches one control.
    void mnemonicsAndFrench()
    {
        Language languages;
        test::ScopedLanguage scoped(languages);
        for (const QString &code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            QVERIFY(scoped.apply(code));
            JoinGameDialog window;
            window.setLink({QStringLiteral("localhost"), 7427, QStringLiteral("7KQ2M-XD9RA")});
            window.show();
            const QStringList clashes = test::clashingMnemonics(&window);
            QVERIFY2(clashes.isEmpty(),
                     qPrintable(code + QStringLiteral(": ") + clashes.join(u'\n')));
        }
    }

    // Made before the language changes, the dialog follows it, its field errors too.
    void followsTheLanguage()
    {
        Language languages;
        test::ScopedLanguage scoped(languages);
        JoinGameDialog dialog;
        field(dialog, "address")->setText(QStringLiteral("localhost:70000"));
        QVERIFY(scoped.apply(QStringLiteral("fr")));
        QCoreApplication::processEvents(); // delivers the LanguageChange Qt posts
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Rejoindre une partie en ligne"));
        QCOMPARE(error(dialog, "addressError")->text(),
                 QStringLiteral("port\u00a0: 70000 n’est pas un port (1 à 65535)"));
    }
};

QTEST_MAIN(TestJoinGameDialog)
#include "tst_join_game_dialog.moc"
