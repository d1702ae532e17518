// Colour is never the only cue (issue 54): on every registered game's board, at the person's
// first decision with four seats (or as many as the game takes), every seat has pieces shown, and
// every shown piece carries its seat's mark, the seat's number from 1 (qml/common/SeatMark.qml).
// A piece says whose it is by a `pieceSeat` property; its mark is a SeatMark under it.
#include "GameSetupBuilder.h"
#include "QuickItems.h"
#include "SessionTestSupport.h"
#include "session/GameSession.h"

#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <set>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;

namespace {

// The shown SeatMark under `piece` (itself excluded), or null.
const QQuickItem *shownMarkUnder(const QQuickItem *piece)
{
    QList<QQuickItem *> items = piece->childItems();
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (item->objectName() == QLatin1String("seatMark") && test::isShown(item))
            return item;
        items.append(item->childItems());
    }
    return nullptr;
}

// The text the mark shows: its Text child named seatMarkText.
QString markText(const QQuickItem *mark)
{
    for (const QQuickItem *child : mark->childItems())
        if (child->objectName() == QLatin1String("seatMarkText") && child->isVisible() &&
            child->width() > 0)
            return child->property("text").toString();
    return {};
}

} // namespace

class TestSeatMarks : public QObject {
    Q_OBJECT
private slots:
    void everyPieceCarriesItsSeatsMark_data() { test::addGameRows(); }
    void everyPieceCarriesItsSeatsMark()
    {
        QFETCH(QString, gameId);
        const GameInfo *info = GameRegistry::find(gameId);
        QVERIFY(info);
        const int seats = std::clamp(4, std::max(2, info->minSeats), info->maxSeats);
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(session.start(test::gameSetup(gameId).seatCount(seats, Controller::Human).seed(54),
                               &error),
                 qPrintable(error));
        QStringList warnings;
        auto view = test::boardView(&session, QSize(1280, 720), &warnings, &error);
        QVERIFY2(view, qPrintable(error));
        view->show();
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
        QTest::qWait(800); // moves animated into place

        std::set<int> seatsShown;
        int pieces = 0;
        QList<QQuickItem *> items{view->rootObject()};
        while (!items.isEmpty()) {
            QQuickItem *item = items.takeLast();
            items.append(item->childItems());
            const QVariant seat = item->property("pieceSeat");
            if (!seat.isValid() || seat.toInt() < 0 || !test::isShown(item) ||
                item->opacity() < 0.05)
                continue;
            ++pieces;
            seatsShown.insert(seat.toInt());
            const QString where =
                QStringLiteral("%1 (seat %2)").arg(item->objectName()).arg(seat.toInt() + 1);
            const QQuickItem *mark = shownMarkUnder(item);
            QVERIFY2(mark, qPrintable(where + QLatin1String(": no mark")));
            QCOMPARE(mark->property("seat").toInt(), seat.toInt());
            QVERIFY2(markText(mark) == QString::number(seat.toInt() + 1),
                     qPrintable(where + QLatin1String(": marked \"") + markText(mark) + u'"'));
            QVERIFY2(mark->width() >= 9, qPrintable(where + QLatin1String(": mark too small")));
        }
        for (int seat = 0; seat < seats; ++seat)
            QVERIFY2(seatsShown.count(seat),
                     qPrintable(QStringLiteral("no piece of seat %1 shown (%2 pieces)")
                                    .arg(seat + 1)
                                    .arg(pieces)));
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    }
};

QTEST_MAIN(TestSeatMarks)
#include "tst_seat_marks.moc"
