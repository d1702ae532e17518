// Host Online Game (HostGameDialog): New Game's choices with who may sit where, where to host,
// spectators and the drop policy; its `create` fields are a message the host accepts.
#include "HostGameDialog.h"
#include "JoinGameDialog.h"
#include "Language.h"
#include "Mnemonics.h"
#include "ScopedLanguage.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "host/HostError.h"
#include "host/HostMessage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>

using namespace cw;

class TestHostGameDialog : public QObject {
    Q_OBJECT

private:
    template <typename T>
    static T *child(QDialog &dialog, const QString &name)
    {
        T *widget = dialog.findChild<T *>(name);
        if (!widget)
            qFatal("no %s", qPrintable(name));
        return widget;
    }
    static QComboBox *kind(QDialog &dialog, int seat)
    {
        return child<QComboBox>(dialog, QStringLiteral("seatController%1").arg(seat));
    }
    static void setKind(QDialog &dialog, int seat, SeatRow::OnlineKind value)
    {
        kind(dialog, seat)->setCurrentIndex(kind(dialog, seat)->findData(int(value)));
    }
    static QPushButton *hostButton(QDialog &dialog)
    {
        return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
    // What the host makes of `fields` sent as a `create` message.
    static std::optional<HostMessage::Message> hostReads(const QJsonObject &fields,
                                                         HostError *error)
    {
        QJsonObject message = fields;
        message.insert(QStringLiteral("v"), HostMessage::Version);
        message.insert(QStringLiteral("type"), QStringLiteral("create"));
        QString type;
        return HostMessage::read(QJsonDocument(message).toJson(QJsonDocument::Compact), error,
                                 &type);
    }

private slots:
    // For every game, the default choices are a `create` the host reads: the host's own seat
    // first, the others open.
    void createFieldsAreAMessageTheHostReads()
    {
        HostGameDialog dialog;
        QCOMPARE(hostButton(dialog)->text(), QStringLiteral("&Host"));
        auto *game = child<QComboBox>(dialog, QStringLiteral("game"));
        for (const GameInfo &info : GameRegistry::games()) {
            game->setCurrentIndex(game->findData(info.id));
            QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
            const QJsonObject fields = dialog.createFields();
            QCOMPARE(fields.value(QStringLiteral("game")).toString(), info.id);
            HostError error;
            const std::optional<HostMessage::Message> message = hostReads(fields, &error);
            QVERIFY2(message, qPrintable(info.id + QStringLiteral(": ") + error.message));
            const auto &create = std::get<HostMessage::Create>(*message);
            QCOMPARE(create.seat, 0);
            QCOMPARE(create.name, dialog.setup().seats.first().name);
            QCOMPARE(int(create.seats.size()), int(dialog.setup().seats.size()));
            for (std::size_t i = 0; i < create.seats.size(); ++i)
                QCOMPARE(create.seats[i].kind, HostMessage::SeatKind::Open);
            QVERIFY(create.spectators);
            QVERIFY(create.drop.easy);
            QCOMPARE(create.drop.delaySeconds, 60);
        }
    }

    void whoSitsWhere()
    {
        HostGameDialog dialog;
        auto *game = child<QComboBox>(dialog, QStringLiteral("game"));
        game->setCurrentIndex(game->findData(QStringLiteral("rowing")));
        auto *count = child<QSpinBox>(dialog, QStringLiteral("seatCount"));
        count->setValue(4);
        setKind(dialog, 0, SeatRow::OnlineKind::Open);
        setKind(dialog, 1, SeatRow::OnlineKind::Me);
        setKind(dialog, 2, SeatRow::OnlineKind::Reserved);
        child<QLineEdit>(dialog, QStringLiteral("seatName2"))->setText(QStringLiteral("Cy"));
        setKind(dialog, 3, SeatRow::OnlineKind::Hard);
        child<QLineEdit>(dialog, QStringLiteral("seatName1"))->setText(QStringLiteral("Bea"));
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        const QJsonObject fields = dialog.createFields();
        QCOMPARE(fields.value(QStringLiteral("seat")).toInt(), 1);
        QCOMPARE(fields.value(QStringLiteral("name")).toString(), QStringLiteral("Bea"));
        const QJsonArray seats = fields.value(QStringLiteral("seats")).toArray();
        QCOMPARE(seats.size(), 4);
        QCOMPARE(seats[0].toObject(),
                 QJsonObject({{QStringLiteral("kind"), QStringLiteral("open")}}));
        QCOMPARE(seats[2].toObject(),
                 QJsonObject({{QStringLiteral("kind"), QStringLiteral("reserved")},
                              {QStringLiteral("name"), QStringLiteral("Cy")}}));
        QCOMPARE(seats[3].toObject(),
                 QJsonObject({{QStringLiteral("kind"), QStringLiteral("hard")}}));
        HostError error;
        QVERIFY2(hostReads(fields, &error), qPrintable(error.message));
        // An open seat's and an AI's names are not asked for; a reserved seat's is.
        QVERIFY(!child<QLineEdit>(dialog, QStringLiteral("seatName0"))->isEnabled());
        QVERIFY(child<QLineEdit>(dialog, QStringLiteral("seatName2"))->isEnabled());
        QVERIFY(!child<QLineEdit>(dialog, QStringLiteral("seatName3"))->isEnabled());
    }

    void exactlyOneMe()
    {
        HostGameDialog dialog;
        child<QSpinBox>(dialog, QStringLiteral("seatCount"))->setValue(2);
        setKind(dialog, 0, SeatRow::OnlineKind::Open);
        QVERIFY(dialog.problem().contains(QLatin1String("\"Me\"")));
        QVERIFY(!hostButton(dialog)->isEnabled());
        QCOMPARE(child<QLabel>(dialog, QStringLiteral("problem"))->text(), dialog.problem());
        setKind(dialog, 0, SeatRow::OnlineKind::Me);
        setKind(dialog, 1, SeatRow::OnlineKind::Me);
        QVERIFY(dialog.problem().startsWith(QLatin1String("Only one seat")));
        QVERIFY(!hostButton(dialog)->isEnabled());
        setKind(dialog, 1, SeatRow::OnlineKind::Easy);
        QVERIFY(hostButton(dialog)->isEnabled());
    }

    void whereAndHow()
    {
        HostGameDialog dialog;
        QCOMPARE(dialog.place(), HostGameDialog::Place());
        QCOMPARE(dialog.place().port, quint16(7427));
        child<QSpinBox>(dialog, QStringLiteral("hostPort"))->setValue(7500);
        QCOMPARE(dialog.place().port, quint16(7500));
        child<QRadioButton>(dialog, QStringLiteral("hostOnServer"))->setChecked(true);
        QVERIFY(dialog.problem().startsWith(QLatin1String("The server's address: ")));
        QVERIFY(!hostButton(dialog)->isEnabled());
        child<QLineEdit>(dialog, QStringLiteral("hostServer"))
            ->setText(QStringLiteral("play.example.org:80000"));
        QCOMPARE(dialog.problem(),
                 QStringLiteral("The server's port: 80000 is not a port (1 to 65535)"));
        child<QLineEdit>(dialog, QStringLiteral("hostServer"))
            ->setText(QStringLiteral("[::1]:9000"));
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.place(), (HostGameDialog::Place{false, 9000, QStringLiteral("::1")}));

        child<QCheckBox>(dialog, QStringLiteral("allowSpectators"))->setChecked(false);
        auto *drop = child<QComboBox>(dialog, QStringLiteral("dropPolicy"));
        drop->setCurrentIndex(drop->findData(QStringLiteral("wait")));
        QVERIFY(!child<QSpinBox>(dialog, QStringLiteral("dropDelay"))->isEnabled());
        QJsonObject fields = dialog.createFields();
        QCOMPARE(fields.value(QStringLiteral("spectators")).toBool(), false);
        QCOMPARE(fields.value(QStringLiteral("drop")).toObject().value(QStringLiteral("policy")),
                 QStringLiteral("wait"));
        drop->setCurrentIndex(drop->findData(QStringLiteral("easy")));
        child<QSpinBox>(dialog, QStringLiteral("dropDelay"))->setValue(15);
        fields = dialog.createFields();
        HostError error;
        const std::optional<HostMessage::Message> message = hostReads(fields, &error);
        QVERIFY2(message, qPrintable(error.message));
        const auto &create = std::get<HostMessage::Create>(*message);
        QVERIFY(!create.spectators);
        QVERIFY(create.drop.easy);
        QCOMPARE(create.drop.delaySeconds, 15);
    }

    // A coursewright-server behind TLS: Secure connection, in Join's words, carried in the place
    // (OnlineGame::host then connects by wss:// and hands out a coursewrights:// link). A wss://
    // or ws:// address, or a link to a game of the server, typed in the server's field says it.
    void aServerBehindTls()
    {
        HostGameDialog dialog;
        auto *secure = child<QCheckBox>(dialog, QStringLiteral("secure"));
        QCOMPARE(secure->text(),
                 JoinGameDialog().findChild<QCheckBox *>(QStringLiteral("secure"))->text());
        QVERIFY(!secure->isEnabled()); // this app's own host speaks plain ws://
        auto *server = child<QLineEdit>(dialog, QStringLiteral("hostServer"));
        child<QRadioButton>(dialog, QStringLiteral("hostOnServer"))->setChecked(true);
        QVERIFY(secure->isEnabled());
        server->setText(QStringLiteral("play.example.org:443"));
        QCOMPARE(dialog.place(),
                 (HostGameDialog::Place{false, 443, QStringLiteral("play.example.org"), false}));
        secure->setChecked(true);
        QCOMPARE(dialog.place(),
                 (HostGameDialog::Place{false, 443, QStringLiteral("play.example.org"), true}));

        server->setText(QStringLiteral("ws://[::1]:9000"));
        QCOMPARE(server->text(), QStringLiteral("[::1]:9000"));
        QVERIFY(!secure->isChecked());
        server->setText(QStringLiteral("WSS://[::1]:9000/"));
        QCOMPARE(server->text(), QStringLiteral("[::1]:9000"));
        QVERIFY(secure->isChecked());
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.place(), (HostGameDialog::Place{false, 9000, QStringLiteral("::1"), true}));
        server->setText(QStringLiteral("coursewright://10.0.0.2:7000/7KQ2M-XD9RA"));
        QCOMPARE(server->text(), QStringLiteral("10.0.0.2:7000"));
        QCOMPARE(dialog.place(),
                 (HostGameDialog::Place{false, 7000, QStringLiteral("10.0.0.2"), false}));

        // What cannot be read stays as typed, the field named.
        server->setText(QStringLiteral("https://play.example.org"));
        QCOMPARE(server->text(), QStringLiteral("https://play.example.org"));
        QCOMPARE(dialog.problem(),
                 QStringLiteral("The server's address: https:// is not a way to reach a host (type "
                                "host:port, or begin with ws://, wss:// or coursewright://)"));
        QVERIFY(!hostButton(dialog)->isEnabled());

        // In the app, never over TLS, whatever the box said.
        secure->setChecked(true);
        child<QRadioButton>(dialog, QStringLiteral("hostInApp"))->setChecked(true);
        QVERIFY(!secure->isEnabled());
        QVERIFY(!dialog.place().secure);
    }

    // The editor's course, preselected (as its Play This Course does for New Game).
    void opensWithACourse()
    {
        const GameInfo &niagara = *GameRegistry::find(QStringLiteral("niagara"));
        CourseProblems problems;
        const std::optional<QJsonObject> course =
            CourseFile::read(niagara.defaultCourse, &problems);
        QVERIFY(course);
        HostGameDialog dialog;
        dialog.setCourse(*course, QString());
        QCOMPARE(dialog.createFields().value(QStringLiteral("game")).toString(),
                 QStringLiteral("niagara"));
        QCOMPARE(dialog.createFields().value(QStringLiteral("course")).toObject(), *course);
    }

    // The hosting choices come before Host and Cancel by Tab; no seed, no practice coach.
    void byKeyboard()
    {
        HostGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!child<QLineEdit>(dialog, QStringLiteral("seed"))->isVisible());
        QVERIFY(!child<QCheckBox>(dialog, QStringLiteral("practice"))->isVisible());
        QWidget *start = child<QRadioButton>(dialog, QStringLiteral("hostInApp"));
        QList<QWidget *> order;
        for (QWidget *w = start->nextInFocusChain(); w != start && order.size() < 100;
             w = w->nextInFocusChain())
            order.append(w);
        const qsizetype port = order.indexOf(child<QSpinBox>(dialog, QStringLiteral("hostPort")));
        const qsizetype delay = order.indexOf(child<QSpinBox>(dialog, QStringLiteral("dropDelay")));
        const qsizetype host = order.indexOf(hostButton(dialog));
        QVERIFY(port >= 0 && delay > port && host > delay);
        for (QWidget *widget : dialog.findChildren<QWidget *>())
            if (qobject_cast<QRadioButton *>(widget) || qobject_cast<QSpinBox *>(widget) ||
                widget->objectName().startsWith(QLatin1String("seat")) ||
                qobject_cast<QComboBox *>(widget) ==
                    child<QComboBox>(dialog, QStringLiteral("dropPolicy")))
                if (widget->objectName() != QLatin1String("seatCount"))
                    QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
    }

    // In English and in French, each mnemonic of the shown labels and buttons reaches one control.
    void mnemonicsAndFrench()
    {
        Language languages;
        test::ScopedLanguage scoped(languages);
        for (const QString &code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            QVERIFY(scoped.apply(code));
            HostGameDialog window;
            window.show();
            const QStringList clashes = test::clashingMnemonics(&window);
            QVERIFY2(clashes.isEmpty(),
                     qPrintable(code + QStringLiteral(": ") + clashes.join(u'\n')));
        }
    }

    // Made before the language changes, the dialog follows it: New Game's words, then its own.
    void followsTheLanguage()
    {
        Language languages;
        test::ScopedLanguage scoped(languages);
        HostGameDialog dialog;
        QVERIFY(scoped.apply(QStringLiteral("fr")));
        QCoreApplication::processEvents(); // delivers the LanguageChange Qt posts
        QCoreApplication::processEvents(); // and the dialog's words queued after the buttons
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Héberger une partie en ligne"));
        QCOMPARE(hostButton(dialog)->text(), QStringLiteral("&Héberger"));
        QCOMPARE(kind(dialog, 0)->currentText(), QStringLiteral("Moi"));
    }
};

QTEST_MAIN(TestHostGameDialog)
#include "tst_host_game_dialog.moc"
