#pragma once

// Waiting for a board to come to rest after a move, for the suites that look at it between
// decisions (tst_text_size). A fixed wait was both too long, most decisions moving nothing, and
// too short for a 520 ms glide after an AI's move.
#include <QMetaProperty>
#include <QQuickItem>
#include <QString>
#include <QTest>

namespace cw::test {

// What the items under `root` show now, as far as a board at rest may differ: each shown item's
// place, size, scale and rotation, and its text. Opacity is left out: a legal target pulses until
// it is taken.
inline QString arrangementOf(QQuickItem *root)
{
    QString arrangement;
    QList<QQuickItem *> items{root};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (!item->isVisible()) {
            arrangement += u'-';
            continue;
        }
        arrangement += QString::asprintf("%g,%g,%g,%g,%g,%g;", item->x(), item->y(), item->width(),
                                         item->height(), item->scale(), item->rotation());
        const int text = item->metaObject()->indexOfProperty("text");
        if (text >= 0)
            arrangement += item->metaObject()->property(text).read(item).toString() + u';';
        items.append(item->childItems());
    }
    return arrangement;
}

// Waits until the items under `root` have shown the same for `quietMs`, looking every 20 ms:
// false when they still change after `timeoutMs`.
inline bool waitUntilStill(QQuickItem *root, int quietMs, int timeoutMs = 5000)
{
    constexpr int Step = 20;
    QString last = arrangementOf(root);
    int quiet = 0;
    for (int waited = 0; waited < timeoutMs; waited += Step) {
        QTest::qWait(Step);
        QString now = arrangementOf(root);
        quiet = now == last ? quiet + Step : 0;
        if (quiet >= quietMs)
            return true;
        last = std::move(now);
    }
    return false;
}

} // namespace cw::test
