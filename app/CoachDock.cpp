#include "CoachDock.h"

#include "session/GameSession.h"
#include "session/MoveHint.h"
#include "session/SeatLens.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace cw {

CoachDock::CoachDock(GameSession *session, QAction *hintAction, QWidget *parent)
    : QDockWidget(parent), m_session(session), m_hint(new MoveHint(session, this)),
      m_hintAction(hintAction), m_status(new QLabel), m_moves(new QListWidget),
      m_ask(new QPushButton), m_cancel(new QPushButton), m_play(new QPushButton)
{
    setObjectName(QStringLiteral("coachDock"));
    m_status->setObjectName(QStringLiteral("coachStatus"));
    m_moves->setObjectName(QStringLiteral("coachMoves"));
    m_ask->setObjectName(QStringLiteral("coachHint"));
    m_cancel->setObjectName(QStringLiteral("coachCancel"));
    m_play->setObjectName(QStringLiteral("coachPlayBest"));
    m_status->setWordWrap(true);
    m_moves->setWordWrap(true);
    m_moves->setSelectionMode(QAbstractItemView::NoSelection);
    m_moves->setFocusPolicy(Qt::NoFocus);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_status);
    layout->addWidget(m_moves, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_ask);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_play);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    setWidget(content);

    connect(m_hintAction, &QAction::triggered, this, &CoachDock::ask);
    connect(m_ask, &QPushButton::clicked, this, &CoachDock::ask);
    connect(m_cancel, &QPushButton::clicked, m_hint, &MoveHint::cancel);
    connect(m_play, &QPushButton::clicked, m_hint, &MoveHint::playBest);
    connect(m_hint, &MoveHint::changed, this, &CoachDock::refresh);
    retranslate();
}

void CoachDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void CoachDock::retranslate()
{
    setWindowTitle(tr("Coach"));
    m_moves->setAccessibleName(windowTitle()); // what a screen reader names the list (issue 54)
    m_ask->setText(tr("Hint"));
    m_ask->setToolTip(tr("What the Hard AI would play now, from what you can see (H)"));
    m_cancel->setText(tr("Cancel"));
    m_play->setText(tr("Play It"));
    m_play->setToolTip(tr("Play the coach's first move"));
    refresh();
}

void CoachDock::ask()
{
    show();
    raise();
    m_hint->request();
}

void CoachDock::refresh()
{
    const bool available = m_hint->isAvailable();
    const bool thinking = m_hint->isThinking();
    const QStringList lines = m_hint->lines();
    m_hintAction->setEnabled(available && !thinking);
    m_ask->setEnabled(available && !thinking);
    m_cancel->setEnabled(thinking);
    m_play->setEnabled(available && !lines.isEmpty());

    if (thinking)
        m_status->setText(tr("Thinking…"));
    else if (!lines.isEmpty())
        // A ranking without percentages (issue 55): measured against outcomes, the search's
        // estimates are not chances of winning (README, "The coach ranks moves").
        m_status->setText(tr("The Hard AI's choices from what you can see, best first: it would "
                             "play the first."));
    else if (m_session->lens()->privacyScreenUp())
        m_status->setText(tr("The coach waits behind the privacy screen until the device is "
                             "passed."));
    else if (available)
        m_status->setText(tr("Ask for a hint (H): the move the Hard AI would play now, thinking "
                             "only from what you can see."));
    else
        m_status->setText(tr("The coach helps on your turn."));

    m_moves->clear();
    for (int i = 0; i < lines.size(); ++i)
        m_moves->addItem(tr("%1. %2").arg(i + 1).arg(lines[i]));
    if (m_moves->count() > 0) {
        QFont font = m_moves->item(0)->font();
        font.setBold(true);
        m_moves->item(0)->setFont(font);
    }
}

} // namespace cw
