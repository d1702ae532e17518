#pragma once

#include "lab/LabReport.h"

#include <QTextBrowser>

#include <functional>

namespace cw {

// One course lab report for people: what was played, the length of a game with its histogram,
// each seat's, start's and player's wins and mean rank with their intervals (a seat, start or AI
// level whose win-share interval, judged together with the others, leaves out the fair share is
// marked favoured or handicapped: LabReport::judge), and how often each rule fired and where most.
// Read-only; set a report again to refresh it.
class LabReportView : public QTextBrowser {
    Q_OBJECT
public:
    explicit LabReportView(QWidget *parent = nullptr);

    // `title` heads the report ("This run", "Previous run").
    void setReport(const LabReport &report, const QString &title);
    void clearReport(const QString &note);
    const LabReport &report() const { return m_report; }

    // An AI level as the lab names it to people ("Easy"): in the report and the panel's level boxes
    // alike, never the file key ("easy").
    static QString levelName(Controller level);

    // The histogram of game lengths as an image, `size` pixels.
    static QImage histogramImage(const LabReport &report, const QSize &size);

private:
    QString html(const QString &title) const;
    // One row per standing, named name(index), with its win share's joint interval and mark
    // (LabStanding::mark); `joint` false: its own 95 % interval and no mark (the players).
    QString standingRows(const std::vector<LabStanding> &rows,
                         const std::function<QString(int)> &name, bool joint = true) const;

    LabReport m_report;
};

} // namespace cw
