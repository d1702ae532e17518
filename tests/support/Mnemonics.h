#pragma once

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QMap>
#include <QStringList>
#include <QWidget>

namespace cw::test {

// The mnemonic (the letter after a single '&') of a widget's text, lower case, or a null QChar.
inline QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// The texts of `window`'s shown labels, buttons and group boxes that share a mnemonic with
// another: "Alt+R" must reach one control, not cycle between two. Empty when none clash.
inline QStringList clashingMnemonics(const QWidget *window)
{
    QMap<QChar, QStringList> byLetter;
    for (const QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(window))
            continue;
        QString text;
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            text = label->buddy() ? label->text() : QString();
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            text = button->text();
        else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
            text = box->title();
        const QChar letter = mnemonicOf(text);
        if (!letter.isNull())
            byLetter[letter].append(text);
    }
    QStringList clashes;
    for (const QStringList &texts : std::as_const(byLetter))
        if (texts.size() > 1)
            clashes.append(texts.join(QStringLiteral(" / ")));
    return clashes;
}

} // namespace cw::test
