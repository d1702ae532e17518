#pragma once

#include "LabReport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace cw {

// One run of the course lab as it can be compared: its report and the course it played.
struct LabRun {
    LabReport report;
    QJsonObject course;
};

// Whether two lab runs may stand side by side, and what differs between them, for people. Runs
// of different games are never compared (their figures mean different things); runs of one game
// are, with every difference named: another course, the course edited, other seats, another
// number of games, another seed. No difference: the same experiment run twice.
class LabRunComparison {
    Q_DECLARE_TR_FUNCTIONS(cw::LabRunComparison)

public:
    LabRunComparison(const LabRun &previous, const LabRun &current);

    bool comparable() const { return m_comparable; }
    const QStringList &differences() const { return m_differences; }
    // "Unlike this run: the course was edited; seats easy, easy then." or, when not comparable,
    // why; empty when nothing differs.
    QString summary() const;

private:
    bool m_comparable = true;
    QStringList m_differences;
};

} // namespace cw
