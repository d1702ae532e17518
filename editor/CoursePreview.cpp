#include "CoursePreview.h"

#include "print/CoursePrint.h"

#include <QPainter>

#include <algorithm>

namespace cw {

namespace {
constexpr double LineGap = 6; // pixels between the lines of a wrapped course
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

void CoursePreview::paintEvent(QPaintEvent *)
{
    if (!m_layout || m_layout->pieces.empty())
        return;
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    const print::PrintLayout::Lines plan = m_layout->wrap(area.size(), LineGap);
    if (plan.lines.empty() || plan.scale <= 0)
        return;
    double height = 0, width = 0;
    for (const std::vector<int> &line : plan.lines) {
        const QRectF bounds = m_layout->linesBounds(line);
        height += bounds.height() * plan.scale + plan.gap;
        width = std::max(width, bounds.width() * plan.scale);
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    double top = area.top() + std::max(0.0, (area.height() - height + plan.gap) / 2);
    const double left = area.left() + std::max(0.0, (area.width() - width) / 2);
    for (const std::vector<int> &line : plan.lines) {
        const QRectF bounds = m_layout->linesBounds(line);
        for (int index : line) {
            const print::PrintPiece &piece = m_layout->pieces[size_t(index)];
            if (!piece.draw)
                continue;
            const QRectF layoutRect = piece.layoutRectMm();
            const QRectF target(left + (layoutRect.left() - bounds.left()) * plan.scale,
                                top + (layoutRect.top() - bounds.top()) * plan.scale,
                                layoutRect.width() * plan.scale, layoutRect.height() * plan.scale);
            painter.save();
            painter.setClipRect(target, Qt::IntersectClip);
            painter.translate(target.topLeft());
            painter.scale(plan.scale, plan.scale);
            piece.draw(painter);
            painter.restore();
        }
        top += bounds.height() * plan.scale + plan.gap;
    }
}

} // namespace cw
