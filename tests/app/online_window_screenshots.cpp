// Development tool: the window's online play (issue 53) as PNG files, two windows on loopback:
// the host's and the joiner's lobby, the joiner's board in play, the joiner reconnecting after a
// drop, and both at the end. Arguments: the folder, the window size (default 1280x720), the
// language ("en", "fr") and the game (default rowing). Under xvfb-run or offscreen:
//   ./online_window_screenshots /tmp/shots 1920x1080 fr salmon
#include "AppStyle.h"
#include "HostDialogFields.h"
#include "Language.h"
#include "MainWindow.h"
#include "ScreenshotArguments.h"
#include "ai/AiFactory.h"
#include "online/HostGameDialog.h"
#include "online/OnlineGame.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QApplication>
#include <QDir>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace cw;

namespace {

constexpr int Timeout = 20000; // an exchange on loopback takes milliseconds

bool waitFor(const std::function<bool()> &done)
{
    return QTest::qWaitFor(done, Timeout);
}

// The host dialog's fields for `gameId`, seat 0 the creator's, seat 1 open, the others Easy.
QJsonObject createFields(const QString &gameId)
{
    HostGameDialog dialog;
    dialog.setGame(gameId);
    return test::fieldsForAFriend(dialog);
}

// Each window whose seat is to act takes Easy's choice, `count` times at most.
void play(std::initializer_list<MainWindow *> windows, AiPlayer &easy, int count)
{
    for (int steps = 0; count > 0 && steps < 20000; ++steps) {
        bool acted = false;
        for (MainWindow *window : windows) {
            GameSession &session = *window->session();
            if (!session.isOnline() || !session.humanToAct())
                continue;
            session.submit(
                easy.choose(*session.lens()->position(), std::uint64_t(session.moveCount())));
            acted = true;
            --count;
        }
        if (acted)
            continue;
        if (std::none_of(windows.begin(), windows.end(),
                         [](MainWindow *w) { return w->session()->isOnline(); }))
            return;
        QTest::qWait(5);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    applyAppStyle(app);
    Language language;
    const test::ScreenshotArguments arguments(app.arguments(), language);
    const QString gameId = app.arguments().value(4, QStringLiteral("rowing"));
    const auto save = [&](MainWindow &window, const QString &name) {
        QApplication::processEvents();
        window.grab().save(arguments.file(name + u'-' + gameId));
    };

    MainWindow host(&language), joiner(&language);
    for (MainWindow *window : {&host, &joiner}) {
        window->setQuiet(true);
        window->resize(arguments.screen);
        window->online()->setListenAddress(QHostAddress::LocalHost); // loopback only
        window->show();
    }
    OnlineGame &hosting = *host.online();
    hosting.host(createFields(gameId), HostGameDialog::Place{true, 0, {}});
    if (!waitFor([&] { return hosting.client()->phase() == OnlineClient::Phase::Lobby; }))
        qFatal("the host's lobby did not open");
    joiner.online()->join(*hosting.invitation(), QStringLiteral("Bea"), QStringLiteral("#3d7ad9"),
                          false);
    if (!waitFor([&] { return hosting.client()->lobby().seats.value(1).taken; }))
        qFatal("nobody joined");
    save(host, QStringLiteral("lobby"));
    waitFor([&] { return joiner.online()->client()->lobby().seats.value(1).taken; });
    save(joiner, QStringLiteral("lobby-joiner"));

    if (!hosting.client()->start() ||
        !waitFor([&] { return joiner.session()->isOnline() && host.session()->isOnline(); }))
        qFatal("the game did not start");
    const std::unique_ptr<AiPlayer> easy = makeAiPlayer(gameId, Controller::AiEasy);
    play({&host, &joiner}, *easy, 4);
    waitFor([&] { return joiner.session()->humanToAct(); });
    save(joiner, QStringLiteral("play"));

    joiner.online()->client()->abortConnection();
    waitFor(
        [&] { return joiner.online()->client()->phase() == OnlineClient::Phase::Reconnecting; });
    QTest::qWait(300);
    save(joiner, QStringLiteral("reconnecting"));
    waitFor([&] { return joiner.online()->client()->phase() == OnlineClient::Phase::Playing; });

    play({&host, &joiner}, *easy, 100000);
    if (!waitFor([&] { return !host.session()->isOnline() && !joiner.session()->isOnline(); }))
        qFatal("the game did not end");
    QTest::qWait(500);
    save(host, QStringLiteral("end-host"));
    save(joiner, QStringLiteral("end-joiner"));
    hosting.leave();
    joiner.online()->leave();
    return 0;
}
