#include "HostActionGroup.h"

namespace cw {

HostActionGroup::HostActionGroup(HostStore *store, QObject *parent)
    : QObject(parent), m_store(store)
{
}

void HostActionGroup::add(const HostStore::PendingAction &action, Stored stored)
{
    // The first action of a group asks for the flush: it runs after every event already waiting,
    // so the messages that arrived together share it.
    if (m_actions.empty())
        QMetaObject::invokeMethod(this, &HostActionGroup::flush, Qt::QueuedConnection);
    m_actions.push_back(action);
    m_stored.push_back(std::move(stored));
}

void HostActionGroup::flush()
{
    // Taken out first: an answer may queue the next action (an AI's turn) for the next group.
    const std::vector<HostStore::PendingAction> actions = std::move(m_actions);
    const std::vector<Stored> answers = std::move(m_stored);
    m_actions.clear();
    m_stored.clear();
    if (actions.empty())
        return;
    QString error;
    const bool stored = m_store->appendActions(actions, &error);
    ++m_commits;
    for (const Stored &answer : answers)
        answer(stored, error);
}

} // namespace cw
