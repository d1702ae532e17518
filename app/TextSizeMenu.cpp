#include "TextSizeMenu.h"

#include "TextSize.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMenu>

namespace cw {

TextSizeMenu::TextSizeMenu(QMenu *view)
    : QObject(view), m_menu(new QMenu(view)), m_sizes(new QActionGroup(this))
{
    m_menu->setObjectName(QStringLiteral("textSizeMenu"));
    QAction *first = view->actions().value(0);
    view->insertMenu(first, m_menu);
    view->insertSeparator(first);
    const int saved = textSize::saved();
    for (const int percent : QList<int>{textSize::Desktop} + textSize::percentages()) {
        QAction *action = m_menu->addAction(QString());
        action->setObjectName(percent == textSize::Desktop
                                  ? QStringLiteral("textSize_desktop")
                                  : QStringLiteral("textSize_%1").arg(percent));
        action->setData(percent);
        action->setCheckable(true);
        action->setChecked(percent == saved);
        m_sizes->addAction(action);
    }
    connect(m_sizes, &QActionGroup::triggered, this, [](QAction *action) {
        textSize::save(action->data().toInt());
        textSize::apply(action->data().toInt());
    });
    textSize::apply(saved);
    m_menu->installEventFilter(this);
    retranslate();
}

bool TextSizeMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_menu && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void TextSizeMenu::retranslate()
{
    m_menu->setTitle(tr("&Text Size"));
    for (QAction *action : m_sizes->actions()) {
        const int percent = action->data().toInt();
        action->setText(percent == textSize::Desktop
                            ? tr("As the &Desktop")
                            //: A text size: "150%" (French: "150 %" with a no-break space).
                            : tr("%1%").arg(percent));
    }
}

} // namespace cw
