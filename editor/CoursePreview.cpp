#include "CoursePreview.h"

#include "print/CoursePrint.h"

#include <QPainter>

#include <algorithm>

namespace cw {

namespace {
constexpr double LineGap = 6; // pixels between the lines of a wrapped course
constexpr int MaxLines = 12;  // a long course is cut into at most this many lines
} // namespace

CoursePreview::CoursePreview(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("coursePreview"));
    setMinimumSize(120, 80);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void CoursePreview::setCourse(const QJsonObject &course)
{
    CourseProblems problems;
    m_layout.reset();
    if (!course.isEmpty())
        if (std::optional<print::CoursePrint> prepared =
                print::CoursePrinting::prepare(course, &problems))
            m_layout = std::move(prepared->layout);
    update();
}

std::vector<std::vector<CoursePreview::Placed>> CoursePreview::placements() const
{
    std::vector<std::vector<Placed>> placed;
    if (!m_layout || m_layout->pieces.empty())
        return placed;
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    const QRectF bounds = m_layout->boundsMm();
    if (area.isEmpty() || bounds.isEmpty())
        return placed;
    // The print's wrap says whether the pieces make one long row (it wraps only those); such a
    // row is cut into the number of equal lines that draws it largest.
    int lineCount = 1;
    double scale = std::min(area.width() / bounds.width(), area.height() / bounds.height());
    if (m_layout->wrap(area.size(), LineGap).lines.size() > 1)
        for (int lines = 2; lines <= MaxLines; ++lines) {
            const double fit =
                std::min(area.width() * lines / bounds.width(),
                         (area.height() - LineGap * (lines - 1)) / (bounds.height() * lines));
            if (fit > scale) {
                scale = fit;
                lineCount = lines;
            }
        }
    const double lineMm = bounds.width() / lineCount; // the length of course on a line
    const double lineHeight = bounds.height() * scale;
    const double left = area.left() + (area.width() - lineMm * scale) / 2;
    const double top =
        area.top() + (area.height() - lineCount * (lineHeight + LineGap) + LineGap) / 2;
    for (int line = 0; line < lineCount; ++line) {
        const double fromMm = bounds.left() + line * lineMm; // the line's stretch of the course
        const QRectF window(left, top + line * (lineHeight + LineGap), lineMm * scale, lineHeight);
        std::vector<Placed> &row = placed.emplace_back();
        for (int index = 0; index < int(m_layout->pieces.size()); ++index) {
            const QRectF mm = m_layout->pieces[size_t(index)].layoutRectMm();
            const QRectF at(window.left() + (mm.left() - fromMm) * scale,
                            window.top() + (mm.top() - bounds.top()) * scale, mm.width() * scale,
                            mm.height() * scale);
            const QRectF shown = at.intersected(window);
            if (shown.width() > 0.01 && shown.height() > 0.01)
                row.push_back({index, at, shown});
        }
        std::sort(row.begin(), row.end(),
                  [](const Placed &a, const Placed &b) { return a.rect.left() < b.rect.left(); });
    }
    return placed;
}

void CoursePreview::paintEvent(QPaintEvent *)
{
    const std::vector<std::vector<Placed>> lines = placements();
    if (lines.empty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    for (const std::vector<Placed> &line : lines)
        for (const Placed &placed : line) {
            const print::PrintPiece &piece = m_layout->pieces[size_t(placed.piece)];
            if (!piece.draw)
                continue;
            const double scale = placed.rect.width() / std::max(piece.sizeMm.width(), 0.001);
            painter.save();
            painter.setClipRect(placed.shown, Qt::IntersectClip);
            painter.translate(placed.rect.topLeft());
            painter.scale(scale, scale);
            piece.draw(painter);
            painter.restore();
        }
}

} // namespace cw
