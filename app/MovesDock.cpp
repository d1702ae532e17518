#include "MovesDock.h"

#include "MadeUpStart.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QEvent>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace cw {

MovesDock::MovesDock(GameSession *session, const MadeUpStart *madeUp, QWidget *parent)
    : QDockWidget(parent), m_session(session), m_madeUp(madeUp), m_list(new QListWidget),
      m_live(new QPushButton)
{
    setObjectName(QStringLiteral("movesDock"));
    m_list->setObjectName(QStringLiteral("movesList"));
    m_live->setObjectName(QStringLiteral("backToLive"));
    // A long move name (French, long seat names) wraps onto more lines, never scrolls sideways;
    // its tool tip repeats it whole.
    m_list->setWordWrap(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_live);
    setWidget(content);
    retranslate();

    connect(session, &GameSession::gameStarted, this, &MovesDock::restart);
    connect(session, &GameSession::positionChanged, this, &MovesDock::sync);
    // Another seat shown, or secrets revealed: the names read anew.
    connect(session->lens(), &SeatLens::changed, this, &MovesDock::sync);
    connect(madeUp, &MadeUpStart::changed, this, &MovesDock::restart);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing && row >= 0)
            m_session->setViewedMove(row);
    });
    connect(m_live, &QPushButton::clicked, this,
            [this] { m_session->setViewedMove(m_session->moveCount()); });
}

void MovesDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void MovesDock::retranslate()
{
    setWindowTitle(tr("Moves"));
    m_list->setAccessibleName(windowTitle()); // what a screen reader names the list (issue 54)
    m_live->setText(tr("Back to live"));
    // Move names are translated when made; a language switch renames them all.
    restart();
}

void MovesDock::restart()
{
    m_list->clear(); // sync() refills it: every name again, in the current language
    sync();
}

// The names are the seat lens's: a secret move reads as the seat shown learns of it until it is
// revealed (SeatLens::moveName).
void MovesDock::sync()
{
    if (m_madeUp->isShown()) { // no move, nor the start: nobody's game
        m_list->clear();
        m_live->setEnabled(false);
        return;
    }
    const SeatLens &lens = *m_session->lens();
    const QList<SeatConfig> &seats = m_session->record().setup.seats;
    const int count = std::min(lens.moves(), m_session->moveCount());
    m_syncing = true;
    if (m_list->count() == 0 || m_list->count() > count + 1) {
        m_list->clear();
        m_list->addItem(tr("Start"));
    }
    for (int move = 0; move < count; ++move) {
        const int seat = lens.moveSeat(move);
        const QString who = seat >= 0 && seat < seats.size() ? seats[seat].name : QString();
        const QString name = tr("%1. %2: %3").arg(move + 1).arg(who, lens.moveName(move));
        if (move + 1 < m_list->count()) {
            QListWidgetItem *item = m_list->item(move + 1);
            if (item->text() != name) {
                item->setText(name);
                item->setToolTip(name);
            }
        } else {
            m_list->addItem(name);
            m_list->item(m_list->count() - 1)->setToolTip(name);
        }
    }
    m_list->setCurrentRow(m_session->viewedMove());
    m_syncing = false;
    m_live->setEnabled(m_session->isBrowsing());
}

} // namespace cw
