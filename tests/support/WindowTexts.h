#pragma once

// Every text a main window shows, by surface (tst_app_privacy, tst_online_privacy): the Moves
// list, the Game log, the status bar, the Players dock, the coach, the board's texts, accessible
// names and tool tips, every value its models give QML, the accessible names and tool tips of
// every widget and of the rows of its lists and tables, and the Review; and whether the board
// reads the seat lens's copy only.
#include "CoachDock.h"
#include "MainWindow.h"
#include "PlayersDock.h"
#include "QuickItems.h"
#include "ReviewDialog.h"
#include "SessionObserver.h"
#include "session/GameSession.h"
#include "session/MoveHint.h"
#include "session/SeatLens.h"

#include <QAbstractItemModel>
#include <QAccessible>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QMetaProperty>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QQuickItem>
#include <QQuickWidget>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <algorithm>
#include <iterator>

namespace cw::test {

// The text of the tool tip an item shows: its own toolTip, else an attached ToolTip's.
inline QString toolTipOf(const QQuickItem *item)
{
    const QString own = item->property("toolTip").toString();
    if (!own.isEmpty())
        return own;
    for (const QObject *child : item->children())
        if (child->inherits("QQuickToolTipAttached"))
            return child->property("text").toString();
    return {};
}

// A value of a board model as text: lists and maps as compact JSON (their order kept).
inline QString valueText(const QVariant &value)
{
    const QJsonValue json = QJsonValue::fromVariant(value);
    if (json.isArray())
        return QString::fromUtf8(QJsonDocument(json.toArray()).toJson(QJsonDocument::Compact));
    if (json.isObject())
        return QString::fromUtf8(QJsonDocument(json.toObject()).toJson(QJsonDocument::Compact));
    return value.toString();
}

// Every value the board's models give QML (issue 51: they read the seat lens's copy, never the
// live game): each property of every object of the board that follows the session (the board
// models, turn controllers and readers) and every role of every row of its item models, as
// "Class.property=value".
inline QStringList boardModelData(const QQuickItem &root)
{
    QStringList data;
    QList<QObject *> objects = root.findChildren<QObject *>();
    objects.prepend(const_cast<QQuickItem *>(&root));
    for (const QObject *object : objects) {
        const QMetaObject *meta = object->metaObject();
        const QString name = QString::fromLatin1(meta->className());
        if (const auto *model = qobject_cast<const QAbstractItemModel *>(object)) {
            const QHash<int, QByteArray> roles = model->roleNames();
            for (int row = 0; row < model->rowCount(); ++row)
                for (auto role = roles.cbegin(); role != roles.cend(); ++role)
                    data << QStringLiteral("%1[%2].%3=%4")
                                .arg(name)
                                .arg(row)
                                .arg(QString::fromLatin1(role.value()),
                                     valueText(model->data(model->index(row, 0), role.key())));
        }
        if (meta->indexOfProperty("session") < 0 || object->inherits("QQuickItem"))
            continue;
        for (int i = QObject::staticMetaObject.propertyCount(); i < meta->propertyCount(); ++i) {
            const QMetaProperty property = meta->property(i);
            const QVariant value = property.read(object);
            if (value.metaType().flags() & QMetaType::PointerToQObject)
                continue; // the session, the hint: followed, not shown
            data << QStringLiteral("%1.%2=%3")
                        .arg(name, QString::fromLatin1(property.name()), valueText(value));
        }
    }
    return data;
}

// Why the board of `window` reads something other than the seat lens's copy, or empty: every
// board model, turn controller and reader follows the session through a SessionObserver, whose
// position must be the lens's (SeatLens::position), the copy made for the seat shown.
inline QString boardReadsOtherThanTheLens(MainWindow &window)
{
    const auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
    if (!board || !board->rootObject())
        return QStringLiteral("no board");
    const QList<SessionObserver *> observers =
        board->rootObject()->findChildren<SessionObserver *>();
    if (observers.isEmpty())
        return QStringLiteral("the board follows no session");
    const Game *copy = window.session()->lens()->position();
    for (const SessionObserver *observer : observers)
        if (observer->session() == window.session() && observer->shownGame() != copy)
            return QStringLiteral("%1 reads the live game, not the seat's copy")
                .arg(QString::fromLatin1(observer->parent()->metaObject()->className()));
    return {};
}

// The accessible names, descriptions and tool tips of the window's shown widgets (the docks, the
// status bar, the coach's buttons) and of the rows of its lists and tables, as a screen reader and
// the pointer find them: the rows' own texts are compared above.
inline void widgetTexts(const QWidget &window, QMap<QString, QStringList> &texts)
{
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->inherits("QQuickWidget"))
            continue;
        texts[QStringLiteral("accessible names")] << widget->accessibleName()
                                                  << widget->accessibleDescription();
        texts[QStringLiteral("window's tool tips")] << widget->toolTip();
        const auto addItem = [&](const QVariant &tip, const QVariant &name,
                                 const QVariant &description) {
            texts[QStringLiteral("window's tool tips")] << tip.toString();
            texts[QStringLiteral("accessible names")] << name.toString() << description.toString();
        };
        if (const auto *list = qobject_cast<const QListWidget *>(widget))
            for (int row = 0; row < list->count(); ++row) {
                const QListWidgetItem *item = list->item(row);
                addItem(item->toolTip(), item->data(Qt::AccessibleTextRole),
                        item->data(Qt::AccessibleDescriptionRole));
            }
        if (const auto *table = qobject_cast<const QTableWidget *>(widget))
            for (int row = 0; row < table->rowCount(); ++row)
                for (int column = 0; column < table->columnCount(); ++column)
                    if (const QTableWidgetItem *cell = table->item(row, column))
                        addItem(cell->toolTip(), cell->data(Qt::AccessibleTextRole),
                                cell->data(Qt::AccessibleDescriptionRole));
    }
}

// Every text the window shows, by surface, each surface's texts sorted.
inline QMap<QString, QStringList> shownTexts(MainWindow &window)
{
    QMap<QString, QStringList> texts;
    const auto *moves = window.findChild<QListWidget *>(QStringLiteral("movesList"));
    for (int row = 0; moves && row < moves->count(); ++row)
        texts[QStringLiteral("Moves")] << moves->item(row)->text() << moves->item(row)->toolTip();
    if (const auto *log = window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog")))
        texts[QStringLiteral("Game log")] = log->toPlainText().split(u'\n');
    if (const auto *status = window.findChild<QLabel *>(QStringLiteral("turnStatus")))
        texts[QStringLiteral("status bar")] << status->text();
    if (const auto *players = window.findChild<PlayersDock *>())
        for (int row = 0; row < players->table()->rowCount(); ++row)
            for (int column = 0; column < players->table()->columnCount(); ++column)
                if (const QTableWidgetItem *cell = players->table()->item(row, column))
                    texts[QStringLiteral("Players")] << cell->text() << cell->toolTip();
    if (const auto *status = window.findChild<QLabel *>(QStringLiteral("coachStatus")))
        texts[QStringLiteral("Coach")] << status->text();
    const auto *hints = window.findChild<QListWidget *>(QStringLiteral("coachMoves"));
    for (int row = 0; hints && row < hints->count(); ++row)
        texts[QStringLiteral("Coach")] << hints->item(row)->text();
    if (const auto *play = window.findChild<QPushButton *>(QStringLiteral("coachPlayBest")))
        texts[QStringLiteral("Coach")] << (play->isEnabled() ? QStringLiteral("Play It enabled")
                                                             : QStringLiteral("Play It disabled"));
    const auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
    if (board && board->rootObject())
        texts[QStringLiteral("board models")] = boardModelData(*board->rootObject());
    QList<QQuickItem *> items{board ? board->rootObject() : nullptr};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (!item || !test::isShown(item))
            continue;
        items.append(item->childItems());
        if (QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(item))
            texts[QStringLiteral("board's accessible names")]
                << accessible->text(QAccessible::Name)
                << accessible->text(QAccessible::Description);
        texts[QStringLiteral("tool tips")] << toolTipOf(item);
        const QVariant text = item->property("text");
        if (text.typeId() == QMetaType::QString)
            texts[QStringLiteral("board")] << text.toString();
    }
    widgetTexts(window, texts);
    for (QStringList &list : texts) {
        list.removeAll(QString());
        list.sort();
    }
    return texts;
}

// What the Review (Game > Review, the Easy AI judging) shows once it has judged: its status, the
// costly moves with their tool tips, the text it exports.
inline QStringList reviewTexts(MainWindow &window)
{
    ReviewDialog review(window.session(), &window, Controller::AiEasy);
    if (!QTest::qWaitFor([&] { return !review.isReviewing(); }, 60000))
        return {QStringLiteral("the review did not end")};
    QStringList texts;
    if (const auto *status = review.findChild<QLabel *>(QStringLiteral("reviewStatus")))
        texts << status->text();
    if (const auto *costly = review.findChild<QListWidget *>(QStringLiteral("reviewCostlyMoves")))
        for (int row = 0; row < costly->count(); ++row)
            texts << costly->item(row)->text() << costly->item(row)->toolTip();
    texts << review.text().split(u'\n');
    texts.removeAll(QString());
    texts.sort();
    return texts;
}

// Why `first` and `second` differ, surface by surface: the texts only one of them shows.
inline QString difference(const QMap<QString, QStringList> &first,
                          const QMap<QString, QStringList> &second)
{
    QStringList problems;
    for (auto it = first.cbegin(); it != first.cend(); ++it) {
        const QStringList &a = it.value();
        const QStringList b = second.value(it.key());
        if (a == b)
            continue;
        QStringList onlyA, onlyB;
        std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(onlyA));
        std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(onlyB));
        problems << QStringLiteral("%1: shown in one deal only: \"%2\"; in the other only: \"%3\"")
                        .arg(it.key(), onlyA.mid(0, 4).join(QStringLiteral("\", \"")),
                             onlyB.mid(0, 4).join(QStringLiteral("\", \"")));
    }
    return problems.join(u'\n');
}

// Asks the coach for a hint (the Coach dock's Hint button, as a person would) and waits for it.
inline bool askCoach(MainWindow &window)
{
    auto *coach = window.findChild<CoachDock *>();
    auto *button = window.findChild<QPushButton *>(QStringLiteral("coachHint"));
    if (!coach || !button)
        return false;
    QSignalSpy ended(coach->hint(), &MoveHint::searchEnded);
    button->click();
    return !coach->hint()->isThinking() || ended.wait(120000);
}

} // namespace cw::test
