#include "MovesDock.h"

#include "core/GameRegistry.h"
#include "session/GameSession.h"

#include <QEvent>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace cw {

MovesDock::MovesDock(GameSession *session, QWidget *parent)
    : QDockWidget(parent), m_session(session), m_list(new QListWidget), m_live(new QPushButton)
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
    m_live->setText(tr("Back to live"));
    // Move names are translated when made; a language switch renames them all.
    restart();
}

void MovesDock::restart()
{
    m_names.clear();
    m_list->clear(); // sync() refills it: every name again, in the current language
    m_cursor.reset();
    if (m_session->hasGame()) {
        QString error;
        m_cursor = GameRegistry::create(m_session->record().setup, &error);
    }
    sync();
}

void MovesDock::sync()
{
    const GameRecord &record = m_session->record();
    const int count = m_session->moveCount();
    if (m_names.size() > count) // cannot happen while moves only append, but stay consistent
        return restart();
    const QList<SeatConfig> &seats = record.setup.seats;
    while (m_cursor && m_names.size() < count) {
        const Action action = record.actions[std::size_t(m_names.size())];
        const int seat = m_cursor->currentSeat();
        if (!m_cursor->isLegal(action)) {
            m_cursor.reset(); // a record the session accepted should replay; stop naming if not
            break;
        }
        const QString who = seat >= 0 && seat < seats.size() ? seats[seat].name : QString();
        m_names.append(
            tr("%1. %2: %3").arg(m_names.size() + 1).arg(who, m_cursor->actionName(action)));
        m_cursor->apply(action);
    }

    m_syncing = true;
    if (m_list->count() == 0 || m_list->count() > m_names.size() + 1) {
        m_list->clear();
        m_list->addItem(tr("Start"));
    }
    for (int i = m_list->count() - 1; i < m_names.size(); ++i) {
        m_list->addItem(m_names[i]);
        m_list->item(m_list->count() - 1)->setToolTip(m_names[i]);
    }
    m_list->setCurrentRow(m_session->viewedMove());
    m_syncing = false;
    m_live->setEnabled(m_session->isBrowsing());
}

} // namespace cw
