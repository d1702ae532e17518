#pragma once

#include "lab/LabReport.h"

#include <QTextBrowser>

#include <functional>

namespace cw {

// One course lab report for people: what was played, the length of a game with its histogram,
// each seat's and each player's wins and mean rank with their 95 % intervals (a seat whose
// interval leaves out the fair share is marked as favoured or handicapped), and how often each
// rule fired and where most. Read-only; set a report again to refresh it.
class LabReportView : public QTextBrowser {
    Q_OBJECT
public:
    explicit LabReportView(QWidget *parent = nullptr);

    // `title` heads the report ("This run", "Previous run").
    void setReport(const LabReport &report, const QString &title);
    void clearReport(const QString &note);
    const LabReport &report() const { return m_report; }

    // The histogram of game lengths as an image, `size` pixels.
    static QImage histogramImage(const LabReport &report, const QSize &size);

private:
    QString html(const QString &title) const;
    // One row per standing, named name(index), marked favoured or handicapped when the games are
    // evidence and its mean-rank interval leaves out the fair mean rank.
    QString standingRows(const std::vector<LabStanding> &rows,
                         const std::function<QString(int)> &name) const;

    LabReport m_report;
};

} // namespace cw
