// Development tool: the online screens (issue 53) as PNG files, at a screen size and in a
// language: Host Online Game (in the app, on a server behind TLS, an https:// one refused), Join
// Online Game (a port refused, a wss:// address, an https:// one refused), and the lobby in place
// of the board with the chat docked beside it and the status line under it. Each dialog is drawn
// centred on a screen-sized backdrop, so that a dialog too large for the screen shows. Arguments:
// the folder, the screen size (default 1280x720) and the language ("en", "fr"). Runs offscreen:
//   QT_QPA_PLATFORM=offscreen ./online_screenshots /tmp/shots 1920x1080 fr
#include "AppStyle.h"
#include "ChatDock.h"
#include "HostGameDialog.h"
#include "JoinGameDialog.h"
#include "Language.h"
#include "LobbyPanel.h"
#include "OnlineStatus.h"
#include "ScreenshotArguments.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QMainWindow>
#include <QPainter>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>

using namespace cw;

namespace {

// `dialog` drawn at its own size, centred on a backdrop of the screen's size.
void saveDialog(QDialog &dialog, QSize screen, const QString &path)
{
    dialog.adjustSize();
    dialog.show();
    QApplication::processEvents();
    QImage image(screen, QImage::Format_RGB32);
    image.fill(QColor(0x0b, 0x16, 0x20));
    QPainter painter(&image);
    const QPixmap shot = dialog.grab();
    painter.drawPixmap((screen.width() - shot.width()) / 2,
                       qMax(0, (screen.height() - shot.height()) / 2), shot);
    painter.end();
    if (shot.width() > screen.width() || shot.height() > screen.height())
        qWarning("%s: %dx%d does not fit the screen", qPrintable(path), shot.width(),
                 shot.height());
    image.save(path);
    dialog.hide();
}

OnlineLobby sampleLobby()
{
    OnlineLobby lobby;
    lobby.code = QStringLiteral("7KQ2M-XD9RA");
    lobby.seats = {
        {QStringLiteral("open"), QStringLiteral("Ada"), QStringLiteral("#d94f3d"), true, true,
         QStringLiteral("human")},
        {QStringLiteral("open"), QStringLiteral("Bruno"), QStringLiteral("#3d7ad9"), true, true,
         QStringLiteral("human")},
        {QStringLiteral("reserved"),
         QStringLiteral("Chloé"),
         QStringLiteral("#3dd97a"),
         false,
         false,
         {}},
        {QStringLiteral("normal"), QStringLiteral("Boat 4"), QStringLiteral("#d9c53d"), true, false,
         QStringLiteral("normal")},
    };
    lobby.spectating = 2;
    return lobby;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    applyAppStyle(app);
    Language language;
    const test::ScreenshotArguments arguments(app.arguments(), language);
    const QSize screen = arguments.screen;

    HostGameDialog host;
    host.findChild<QSpinBox *>(QStringLiteral("seatCount"))->setValue(4);
    auto *kind = host.findChild<QComboBox *>(QStringLiteral("seatController2"));
    kind->setCurrentIndex(kind->findData(int(SeatRow::OnlineKind::Reserved)));
    host.findChild<QLineEdit *>(QStringLiteral("seatName2"))->setText(QStringLiteral("Chloé"));
    kind = host.findChild<QComboBox *>(QStringLiteral("seatController3"));
    kind->setCurrentIndex(kind->findData(int(SeatRow::OnlineKind::Normal)));
    saveDialog(host, screen, arguments.file(QStringLiteral("host")));
    // The tallest it gets: the most seats the game allows.
    auto *seats = host.findChild<QSpinBox *>(QStringLiteral("seatCount"));
    seats->setValue(seats->maximum());
    saveDialog(host, screen, arguments.file(QStringLiteral("host-most-seats")));
    // On a server behind TLS, its wss:// address typed: Secure connection ticked.
    seats->setValue(4);
    host.findChild<QRadioButton *>(QStringLiteral("hostOnServer"))->setChecked(true);
    host.findChild<QLineEdit *>(QStringLiteral("hostServer"))
        ->setText(QStringLiteral("wss://play.example.org:443"));
    saveDialog(host, screen, arguments.file(QStringLiteral("host-server-tls")));
    host.findChild<QLineEdit *>(QStringLiteral("hostServer"))
        ->setText(QStringLiteral("https://play.example.org"));
    saveDialog(host, screen, arguments.file(QStringLiteral("host-bad-server")));

    JoinGameDialog join;
    join.findChild<QLineEdit *>(QStringLiteral("address"))
        ->setText(QStringLiteral("192.168.1.20:70000"));
    join.findChild<QLineEdit *>(QStringLiteral("code"))->setText(QStringLiteral("7kq2mxd9ra"));
    saveDialog(join, screen, arguments.file(QStringLiteral("join")));
    // A server's wss:// address typed: Secure connection ticked, the address kept alone.
    join.findChild<QLineEdit *>(QStringLiteral("address"))
        ->setText(QStringLiteral("wss://play.example.org:443"));
    saveDialog(join, screen, arguments.file(QStringLiteral("join-tls")));
    join.findChild<QLineEdit *>(QStringLiteral("address"))
        ->setText(QStringLiteral("https://play.example.org"));
    saveDialog(join, screen, arguments.file(QStringLiteral("join-bad-address")));

    // The lobby in place of the board, the chat docked at the right, the status line below.
    QMainWindow window;
    auto *lobby = new LobbyPanel;
    OnlineLobby state = sampleLobby();
    lobby->setLobby(state, 0);
    lobby->setInvitation({QStringLiteral("192.168.1.20"), 7427, state.code});
    window.setCentralWidget(lobby);
    auto *chat = new ChatDock;
    chat->setConnected(true);
    chat->appendLine(QStringLiteral("Bruno"), QStringLiteral("Hi! <b>ready</b> when you are"));
    chat->appendLine(QStringLiteral("Ada"), QStringLiteral("Waiting for Chloé"));
    window.addDockWidget(Qt::RightDockWidgetArea, chat);
    window.statusBar()->showMessage(onlineStatusText(state, {}, 0, -1));
    window.resize(screen);
    window.show();
    QApplication::processEvents();
    window.grab().save(arguments.file(QStringLiteral("lobby")));

    // The same during play: a dropped player, the AI standing in, this app reconnecting.
    state.phase = OnlineLobby::Phase::Playing;
    state.seats[1].connected = false;
    state.seats[1].playedBy = QStringLiteral("easy");
    state.seats[2] = {
        QStringLiteral("reserved"), QStringLiteral("Chloé"), QStringLiteral("#3dd97a"), true, true,
        QStringLiteral("human")};
    lobby->setLobby(state, 0);
    OnlinePosition position;
    position.current = 1;
    chat->setConnected(false);
    window.statusBar()->showMessage(onlineStatusText(state, position, 0, 4));
    QApplication::processEvents();
    window.grab().save(arguments.file(QStringLiteral("playing")));
    return 0;
}
