// The lobby of a game hosted online (LobbyPanel): every seat with its swatch and number mark, its
// kind, connection and player, "you"; the link for friends with Copy; the seat picker, name and
// colour; Start for the owner only, disabled with its reason while seats are open; live updates
// that keep the selection and the focus; plain text only.
#include "Language.h"
#include "LobbyPanel.h"
#include "Mnemonics.h"
#include "ScopedLanguage.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace cw;

namespace {

OnlineLobby fourSeats()
{
    OnlineLobby lobby;
    lobby.code = QStringLiteral("7KQ2M-XD9RA");
    lobby.owner = 0;
    lobby.seats = {
        {QStringLiteral("open"), QStringLiteral("Ann"), QStringLiteral("#d94f3d"), true, true,
         QStringLiteral("human")},
        {QStringLiteral("open"),
         QStringLiteral("Boat 2"),
         QStringLiteral("#3d7ad9"),
         false,
         false,
         {}},
        {QStringLiteral("reserved"), QStringLiteral("Cy"), QStringLiteral("#3dd97a"), true, false,
         QStringLiteral("human")},
        {QStringLiteral("hard"), QStringLiteral("Boat 4"), QStringLiteral("#d9c53d"), true, false,
         QStringLiteral("hard")},
    };
    return lobby;
}

} // namespace

class TestLobbyPanel : public QObject {
    Q_OBJECT

private:
    static QTableWidget *seats(LobbyPanel &panel)
    {
        return panel.findChild<QTableWidget *>(QStringLiteral("lobbySeats"));
    }
    static QPushButton *button(LobbyPanel &panel, const char *name)
    {
        return panel.findChild<QPushButton *>(QLatin1String(name));
    }

    Language m_language;

private slots:
    // English plural forms ("1 seat", "2 seats") come from the English translation.
    void initTestCase() { QVERIFY(m_language.apply(QStringLiteral("en"), false)); }

    void everySeatIsShown()
    {
        LobbyPanel panel;
        panel.setLobby(fourSeats(), 0);
        QTableWidget *table = seats(panel);
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Ann (you)"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("Player"));
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("Open"));
        QCOMPARE(table->item(1, 2)->text(), QStringLiteral("Waiting for a player"));
        QCOMPARE(table->item(1, 3)->text(), QStringLiteral("Nobody yet"));
        QCOMPARE(table->item(2, 1)->text(), QStringLiteral("Reserved"));
        QCOMPARE(table->item(2, 2)->text(), QStringLiteral("Disconnected"));
        QCOMPARE(table->item(3, 1)->text(), QStringLiteral("AI Hard"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("Connected"));
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("Ann"));
        // The swatch carries the seat's number mark, and a screen reader hears it.
        for (int row = 0; row < 4; ++row) {
            QVERIFY(!table->item(row, 0)->icon().isNull());
            QVERIFY(table->item(row, 0)
                        ->data(Qt::AccessibleTextRole)
                        .toString()
                        .startsWith(QStringLiteral("Seat %1: ").arg(row + 1)));
        }
        auto *title = panel.findChild<QLabel *>(QStringLiteral("lobbyTitle"));
        QVERIFY(title->text().contains(QLatin1String("7KQ2M-XD9RA")));
    }

    void standInIsShown()
    {
        OnlineLobby lobby = fourSeats();
        lobby.phase = OnlineLobby::Phase::Playing;
        lobby.seats[2].playedBy = QStringLiteral("easy");
        LobbyPanel panel;
        panel.setLobby(lobby, 1);
        QCOMPARE(seats(panel)->item(2, 3)->text(), QStringLiteral("AI Easy until they are back"));
    }

    // Names from another machine are never read as rich text.
    void plainTextOnly()
    {
        OnlineLobby lobby = fourSeats();
        lobby.seats[0].name = QStringLiteral("<b>x</b>");
        lobby.code = QStringLiteral("<i>C</i>");
        LobbyPanel panel;
        panel.setLobby(lobby, 1);
        QCOMPARE(seats(panel)->item(0, 0)->text(), QStringLiteral("<b>x</b>"));
        for (QLabel *label : panel.findChildren<QLabel *>())
            QCOMPARE(label->textFormat(), Qt::PlainText);
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("lobbyStatus"))
                    ->text()
                    .contains(QLatin1String("<b>x</b>")));
    }

    void theHostCopiesTheLink()
    {
        LobbyPanel panel;
        panel.show();
        auto *copy = button(panel, "lobbyCopy");
        QVERIFY(!copy->isVisible()); // a person who joined has no link to give
        panel.setLobby(fourSeats(), 0);
        panel.setInvitation({QStringLiteral("192.168.1.20"), 7427, QStringLiteral("7KQ2M-XD9RA")});
        QVERIFY(copy->isVisible());
        QCOMPARE(panel.findChild<QLineEdit *>(QStringLiteral("lobbyLink"))->text(),
                 QStringLiteral("coursewright://192.168.1.20:7427/7KQ2M-XD9RA"));
        QApplication::clipboard()->clear();
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("coursewright://192.168.1.20:7427/7KQ2M-XD9RA"));
    }

    // Hosted on a server behind TLS: the link is coursewrights:// and the address to type apart
    // is wss://, either of which ticks Secure connection in Join Online Game.
    void aLinkOverTlsSaysSo()
    {
        LobbyPanel panel;
        panel.show();
        panel.setLobby(fourSeats(), 0);
        panel.setInvitation(
            {QStringLiteral("play.example.org"), 443, QStringLiteral("7KQ2M-XD9RA"), true});
        QCOMPARE(panel.findChild<QLineEdit *>(QStringLiteral("lobbyLink"))->text(),
                 QStringLiteral("coursewrights://play.example.org:443/7KQ2M-XD9RA"));
        QStringList texts;
        for (const QLabel *label : panel.findChildren<QLabel *>())
            texts.append(label->text());
        QVERIFY2(texts.contains(QStringLiteral("Or they choose Join Online Game and type the "
                                               "address wss://play.example.org:443 and the code "
                                               "7KQ2M-XD9RA.")),
                 qPrintable(texts.join(u'\n')));
    }

    void startIsTheOwnersAndWaitsForOpenSeats()
    {
        LobbyPanel panel;
        panel.show();
        QSignalSpy start(&panel, &LobbyPanel::startRequested);
        OnlineLobby lobby = fourSeats();
        panel.setLobby(lobby, 0);
        auto *startButton = button(panel, "lobbyStart");
        QVERIFY(startButton->isVisible());
        QVERIFY(!startButton->isEnabled());
        QCOMPARE(panel.startProblem(),
                 QStringLiteral("Start waits until every seat is taken: 1 seat still open."));
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("lobbyStatus"))->text(),
                 panel.startProblem());
        lobby.seats[1].taken = true;
        lobby.seats[1].connected = true;
        panel.setLobby(lobby, 0);
        QVERIFY(startButton->isEnabled());
        startButton->click();
        QCOMPARE(start.count(), 1);
        // Another seat has no Start, and says whom it waits for.
        panel.setLobby(lobby, 1);
        QVERIFY(!startButton->isVisible());
        QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("lobbyStatus"))->text(),
                 QStringLiteral("Waiting for Ann to start the game."));
    }

    void pickingASeat()
    {
        LobbyPanel panel;
        panel.show();
        QSignalSpy chosen(&panel, &LobbyPanel::seatChosen);
        panel.setLobby(fourSeats(), -1); // watching
        auto *take = button(panel, "lobbyTakeSeat");
        seats(panel)->selectRow(3); // an AI's
        QVERIFY(!take->isEnabled());
        seats(panel)->selectRow(1); // open
        QVERIFY(take->isEnabled());
        take->click();
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().first().toInt(), 1);
        // By keyboard: Enter on an open seat takes it.
        seats(panel)->setFocus();
        seats(panel)->setCurrentCell(1, 0);
        QTest::keyClick(seats(panel), Qt::Key_Return);
        QCOMPARE(chosen.count(), 2);
    }

    void liveUpdatesKeepSelectionAndFocus()
    {
        LobbyPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        OnlineLobby lobby = fourSeats();
        panel.setLobby(lobby, 0);
        seats(panel)->setFocus();
        seats(panel)->selectRow(2);
        lobby.seats[2].connected = true;
        lobby.seats.append(
            {QStringLiteral("open"), QStringLiteral("Boat 5"), {}, false, false, {}});
        panel.setLobby(lobby, 0);
        QCOMPARE(panel.selectedSeat(), 2);
        QCOMPARE(seats(panel)->item(2, 2)->text(), QStringLiteral("Connected"));
        QCOMPARE(seats(panel)->rowCount(), 5);
        QVERIFY(seats(panel)->hasFocus());
        // Typing a name is not overwritten by the host's next lobby.
        auto *name = panel.findChild<QLineEdit *>(QStringLiteral("lobbyName"));
        QCOMPARE(name->text(), QStringLiteral("Ann"));
        name->setFocus();
        name->setText(QStringLiteral("Annie"));
        panel.setLobby(lobby, 0);
        QCOMPARE(name->text(), QStringLiteral("Annie"));
    }

    void nameChangeAndLeave()
    {
        LobbyPanel panel;
        panel.show();
        QSignalSpy profile(&panel, &LobbyPanel::profileChanged);
        QSignalSpy leave(&panel, &LobbyPanel::leaveRequested);
        panel.setLobby(fourSeats(), 0);
        auto *name = panel.findChild<QLineEdit *>(QStringLiteral("lobbyName"));
        name->setFocus();
        name->setText(QStringLiteral("Annie"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(profile.count(), 1);
        QCOMPARE(profile.first().at(0).toString(), QStringLiteral("Annie"));
        QCOMPARE(profile.first().at(1).toString(), QStringLiteral("#d94f3d"));
        button(panel, "lobbyLeave")->click();
        QCOMPARE(leave.count(), 1);
        // Watching, there is no name to change.
        panel.setLobby(fourSeats(), -1);
        QVERIFY(!name->isEnabled());
    }

    void everyControlIsNamed()
    {
        LobbyPanel panel;
        panel.setLobby(fourSeats(), 0);
        panel.setInvitation({QStringLiteral("::1"), 7427, QStringLiteral("7KQ2M-XD9RA")});
        for (QWidget *widget : panel.findChildren<QWidget *>())
            if (widget->focusPolicy() != Qt::NoFocus &&
                (qobject_cast<QLineEdit *>(widget) || qobject_cast<QPushButton *>(widget) ||
                 qobject_cast<QTableWidget *>(widget)))
                QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
    }

    // At the keyboard, Tab walks every control of the lobby, from the seats where the window
    // puts the keyboard when it shows the lobby in place of the board, round to them.
    void tabReachesEveryControl()
    {
        LobbyPanel panel;
        OnlineLobby lobby = fourSeats();
        lobby.seats[1].taken = true; // every seat taken: Start is enabled
        panel.setLobby(lobby, 0);
        panel.setInvitation({QStringLiteral("::1"), 7427, QStringLiteral("7KQ2M-XD9RA")});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.focusSeats();
        QTRY_COMPARE(QApplication::focusWidget(), seats(panel));
        seats(panel)->selectRow(1); // a seat taken: Take This Seat stays disabled, out of the chain
        QSet<QWidget *> reached;
        for (int step = 0; step < 20; ++step) {
            reached.insert(QApplication::focusWidget());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        }
        for (QWidget *widget : panel.findChildren<QWidget *>())
            if (widget->isVisible() && widget->isEnabled() && widget->focusPolicy() & Qt::TabFocus)
                QVERIFY2(reached.contains(widget), qPrintable(widget->objectName()));
        for (const char *name : {"lobbyLink", "lobbyCopy", "lobbySeats", "lobbyName", "lobbyColour",
                                 "lobbyLeave", "lobbyStart"})
            QVERIFY2(reached.contains(panel.findChild<QWidget *>(QLatin1String(name))), name);
    }

    // In English and in French, each mnemonic of the shown labels and buttons reaches one control.
    void mnemonicsAndFrench()
    {
        test::ScopedLanguage scoped(m_language);
        for (const QString &code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            QVERIFY(scoped.apply(code));
            LobbyPanel window;
            window.setLobby(fourSeats(), 0);
            window.setInvitation({QStringLiteral("::1"), 7427, QStringLiteral("7KQ2M-XD9RA")});
            window.show();
            const QStringList clashes = test::clashingMnemonics(&window);
            QVERIFY2(clashes.isEmpty(),
                     qPrintable(code + QStringLiteral(": ") + clashes.join(u'\n')));
        }
    }

    // A lobby shown before the language changes follows it, its seats and reasons too.
    void followsTheLanguage()
    {
        test::ScopedLanguage scoped(m_language);
        LobbyPanel panel;
        panel.setLobby(fourSeats(), 0);
        QVERIFY(scoped.apply(QStringLiteral("fr")));
        QCoreApplication::processEvents(); // delivers the LanguageChange Qt posts
        QCOMPARE(button(panel, "lobbyStart")->text(), QStringLiteral("&Lancer la partie"));
        QCOMPARE(seats(panel)->item(0, 1)->text(), QStringLiteral("Joueur"));
        QCOMPARE(seats(panel)->item(0, 0)->text(), QStringLiteral("Ann (vous)"));
        QCOMPARE(panel.startProblem(),
                 QStringLiteral("Pour commencer, chaque place doit être prise\u00a0: "
                                "encore 1 place libre."));
    }
};

QTEST_MAIN(TestLobbyPanel)
#include "tst_lobby_panel.moc"
