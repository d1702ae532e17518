#include "LabReportView.h"

#include "core/Percent.h"

#include <QLocale>
#include <QPainter>
#include <QScrollBar>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace cw {

namespace {

const QUrl HistogramUrl(QStringLiteral("lab://histogram.png"));

} // namespace

QString LabReportView::levelName(Controller level)
{
    switch (level) {
    case Controller::Human:
        return tr("Human");
    case Controller::AiEasy:
        return tr("Easy");
    case Controller::AiNormal:
        return tr("Normal");
    case Controller::AiHard:
        break;
    }
    return tr("Hard");
}

LabReportView::LabReportView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setMinimumWidth(320);
    // A table cell wraps at spaces, and within a word only when it must: the report's tables
    // then always fit the dock, never read through a horizontal scroll bar (the road's report
    // in French at 800 × 600 was a pixel too wide, its intervals and numbers unbreakable).
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    // Wrapped so, the report is as wide as the view but for a pixel of rounding in its tables,
    // which must not bring a scroll bar that scrolls by nothing.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void LabReportView::clearReport(const QString &note)
{
    m_report = LabReport();
    setHtml(QStringLiteral("<p>%1</p>").arg(note.toHtmlEscaped()));
}

void LabReportView::setReport(const LabReport &report, const QString &title)
{
    m_report = report;
    // At most 300 px, and never wider than the view (the lab dock at 800 × 600 is narrower).
    const int room = viewport()->width() - 2 * int(std::ceil(document()->documentMargin())) - 4;
    document()->addResource(QTextDocument::ImageResource, HistogramUrl,
                            histogramImage(report, QSize(std::clamp(room, 160, 300), 110)));
    const int scroll = verticalScrollBar() ? verticalScrollBar()->value() : 0;
    setHtml(html(title));
    if (verticalScrollBar())
        verticalScrollBar()->setValue(scroll); // results as they come: keep the reader's place
}

QImage LabReportView::histogramImage(const LabReport &report, const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    const std::vector<int> &counts = report.lengthHistogram.counts;
    if (counts.empty())
        return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const int tallest = *std::max_element(counts.begin(), counts.end());
    const QRectF area(4, 4, size.width() - 8, size.height() - 22);
    const double barWidth = area.width() / double(counts.size());
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    for (std::size_t b = 0; b < counts.size(); ++b) {
        const double h = tallest > 0 ? area.height() * counts[b] / tallest : 0;
        const QRectF bar(area.left() + b * barWidth + 1, area.bottom() - h, barWidth - 2, h);
        painter.fillRect(bar, QColor(70, 110, 170));
        const int from = report.lengthHistogram.start + int(b) * report.lengthHistogram.width;
        // Label every bar when they fit, else every few.
        const int every = std::max(1, int(std::ceil(28.0 / barWidth)));
        if (int(b) % every == 0)
            painter.drawText(QRectF(bar.left() - 10, area.bottom() + 2, barWidth + 20, 16),
                             Qt::AlignHCenter | Qt::AlignTop, QString::number(from));
    }
    painter.setPen(Qt::gray);
    painter.drawLine(area.bottomLeft(), area.bottomRight());
    return image;
}

QString LabReportView::standingRows(const std::vector<LabStanding> &rows,
                                    const std::function<QString(int)> &name, bool joint) const
{
    const QLocale locale; // the language's decimal sign
    QString html;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const LabStanding &s = rows[i];
        const int mark = joint ? s.mark : 0;
        const QString verdict = mark > 0   ? tr("favoured")
                                : mark < 0 ? tr("handicapped")
                                           : QString();
        const QString colour = mark > 0   ? QStringLiteral("#1a7f37")
                               : mark < 0 ? QStringLiteral("#b42318")
                                          : QString();
        const LabInterval &interval = joint ? s.jointInterval : s.winInterval;
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td>"
                               "<td>%4–%5</td><td align=right>%6</td><td>%7–%8</td>"
                               "<td><font color='%9'>%10</font></td></tr>")
                    .arg(name(int(i)).toHtmlEscaped())
                    .arg(s.wins)
                    .arg(Percent::of(s.winShare, 1), Percent::of(interval.low, 1),
                         Percent::of(interval.high, 1))
                    .arg(locale.toString(s.meanRank, 'f', 2),
                         locale.toString(s.rankInterval.low, 'f', 2),
                         locale.toString(s.rankInterval.high, 'f', 2))
                    .arg(colour, verdict.toHtmlEscaped());
    }
    return html;
}

QString LabReportView::html(const QString &title) const
{
    const LabReport &r = m_report;
    const QLocale locale; // the language's decimal sign
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    QStringList levels;
    for (Controller level : r.players)
        levels.append(levelName(level));
    html += QStringLiteral("<p>%1<br>%2</p>")
                .arg(tr("“%1”: %2 of %3 games played")
                         .arg(r.courseName)
                         .arg(r.gamesPlayed)
                         .arg(r.gamesPlanned)
                         .toHtmlEscaped(),
                     tr("Seats: %1; seed %2")
                         .arg(levels.join(QStringLiteral(", ")))
                         .arg(r.seed)
                         .toHtmlEscaped());
    if (r.gamesPlayed == 0)
        return html + QStringLiteral("<p>%1</p>").arg(tr("No game finished yet.").toHtmlEscaped());
    if (!r.isEvidence())
        html += QStringLiteral("<p><font color='#b42318'><b>%1</b></font></p>")
                    .arg(r.samenessWarning().toHtmlEscaped());

    html += QStringLiteral("<h4>%1</h4><p>%2</p><p><img src='%3'></p>")
                .arg(tr("Length of a game").toHtmlEscaped(),
                     tr("%1 %2 on average (standard deviation %3), from %4 to %5.")
                         .arg(locale.toString(r.length.mean, 'f', 1))
                         .arg(r.lengthUnitText())
                         .arg(locale.toString(r.length.sd, 'f', 1))
                         .arg(r.shortest)
                         .arg(r.longest)
                         .toHtmlEscaped(),
                     HistogramUrl.toString());

    const auto header = [](const QString &interval) {
        return QStringLiteral("<tr><th></th><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th>"
                              "<th></th></tr>")
            .arg(tr("Wins"), tr("Win share"), interval, tr("Mean rank"), tr("95% interval"));
    };
    const QString jointHeader = header(tr("Interval (joint)"));
    html +=
        QStringLiteral("<h4>%1</h4><p>%2</p><table cellspacing=0 cellpadding=3>%3%4</table>")
            .arg(tr("Seats (turn order)").toHtmlEscaped(),
                 (tr("A fair seat wins %1 of the games with a mean rank of %2.")
                      .arg(Percent::of(r.fairWinShare, 1))
                      .arg(locale.toString(r.fairMeanRank, 'f', 2)) +
                  u' ' +
                  tr("The win-share intervals of the %n seats, starts and levels below are judged "
                     "together: each one is a %1 interval (Bonferroni), so that all of them hold "
                     "at once 95% of the time. A row is marked favoured or handicapped only when "
                     "its interval leaves out the fair share.",
                     nullptr, r.judged)
                      .arg(Percent::of(labstats::bonferroniConfidence(r.judged), 1)) +
                  u' ' + r.sharedWinNote())
                     .toHtmlEscaped(),
                 jointHeader,
                 standingRows(r.seats, [this](int i) { return tr("Seat %1").arg(i + 1); }));
    html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                .arg(tr("Start positions").toHtmlEscaped(), r.startsNote().toHtmlEscaped());
    if (!r.starts.empty())
        html +=
            QStringLiteral("<table cellspacing=0 cellpadding=3>%1%2</table>")
                .arg(jointHeader, standingRows(r.starts, [&r](int i) { return r.startName(i); }));
    // Players of one level are one AI in every seat in turn: they differ only by chance, so
    // only the levels are judged.
    const QString playersNote =
        r.levels.empty()
            ? tr("Every player is the same AI level and sits in every seat in turn: the players "
                 "differ only by chance, so none is marked.")
            : tr("Players of one AI level are the same AI and differ only by chance; each level "
                 "is judged as a whole (below the players).");
    html += QStringLiteral("<h4>%1</h4><p>%2</p><table cellspacing=0 cellpadding=3>%3%4</table>")
                .arg(tr("Players (they rotate through the seats)").toHtmlEscaped(),
                     playersNote.toHtmlEscaped(), header(tr("95% interval")),
                     standingRows(
                         r.standings,
                         [this](int i) {
                             return tr("Player %1 (%2)")
                                 .arg(i + 1)
                                 .arg(levelName(m_report.players.value(qsizetype(i))));
                         },
                         false));
    if (!r.levels.empty()) {
        std::vector<LabStanding> levels;
        for (const LabLevelStanding &level : r.levels)
            levels.push_back(level.standing);
        html += QStringLiteral("<table cellspacing=0 cellpadding=3>%1%2</table>")
                    .arg(jointHeader, standingRows(levels, [this](int i) {
                             const LabLevelStanding &level = m_report.levels[std::size_t(i)];
                             return tr("%1 (%n players)", nullptr, level.players)
                                 .arg(levelName(level.level));
                         }));
    }

    if (!r.rules.empty()) {
        html += QStringLiteral("<h4>%1</h4><table cellspacing=0 cellpadding=3><tr><th "
                               "align=left>%2</th><th>%3</th><th>%4</th><th>%5</th>"
                               "<th align=left>%6</th></tr>")
                    .arg(tr("Rules").toHtmlEscaped(), tr("Rule"), tr("Per game"),
                         tr("Games with it"), tr("Amount"), tr("Where most"));
        for (const LabRuleStats &rule : r.rules) {
            const auto hottest = std::max_element(
                rule.heat.begin(), rule.heat.end(),
                [](const LabHeatCell &a, const LabHeatCell &b) { return a.count < b.count; });
            html +=
                QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td><td "
                               "align=right>%4</td><td>%5</td></tr>")
                    .arg(
                        rule.label.toHtmlEscaped(), locale.toString(rule.perGame, 'f', 2),
                        Percent::of(double(rule.games) / r.gamesPlayed, 1),
                        QString::number(rule.amount),
                        hottest == rule.heat.end()
                            ? QString()
                            : tr("%1 (%2)").arg(hottest->name).arg(hottest->count).toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
    }
    return html;
}

} // namespace cw
