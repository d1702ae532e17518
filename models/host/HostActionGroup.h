#pragma once

#include "HostStore.h"

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

namespace cw {

// Group commit (docs/protocol.md, "Storage"): the actions the host accepts during one pass of the
// event loop are stored by ONE HostStore::appendActions call, so one disk sync serves them all
// instead of one each on the host's only thread. Each action's `stored` runs after that call has
// returned, with its answer for the whole group: an action is acknowledged only once stored, and a
// refused group refuses every action in it.
class HostActionGroup : public QObject {
    Q_OBJECT

public:
    using Stored = std::function<void(bool stored, const QString &error)>;

    // `store` (open) outlives the group.
    explicit HostActionGroup(HostStore *store, QObject *parent = nullptr);

    // Queues one action for the next group, stored once control returns to the event loop.
    void add(const HostStore::PendingAction &action, Stored stored);
    // appendActions calls made so far (tests: several actions in one group).
    int commits() const { return m_commits; }

private:
    void flush();

    HostStore *m_store;
    std::vector<HostStore::PendingAction> m_actions;
    std::vector<Stored> m_stored;
    int m_commits = 0;
};

} // namespace cw
