#include "GameTableModel.h"

GameTableModel::GameTableModel(QObject *parent) : QObject(parent), m_observer(this)
{
    connect(&m_observer, &SessionObserver::gameStarted, this, [this] { showPosition(true); });
    connect(&m_observer, &SessionObserver::positionChanged, this, [this] { showPosition(false); });
    connect(&m_observer, &SessionObserver::aiThinkingChanged, this, &GameTableModel::stateChanged);
    connect(&m_observer, &SessionObserver::recentLogChanged, this,
            &GameTableModel::recentLogChanged);
}

void GameTableModel::setSession(cw::GameSession *object)
{
    if (!m_observer.follow(object))
        return;
    showPosition(true);
    emit sessionChanged();
}

void GameTableModel::showPosition(bool)
{
    emit stateChanged();
}

QString GameTableModel::browsingText() const
{
    const cw::GameSession *session = m_observer.session();
    if (!session || !session->isBrowsing())
        return {};
    return tr("Showing move %1 of %2: the game is paused while you look back.")
        .arg(session->viewedMove())
        .arg(session->moveCount());
}
