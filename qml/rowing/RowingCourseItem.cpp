#include "RowingCourseItem.h"

#include "RowingBoardModel.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QVariantMap>

#include <algorithm>
#include <cmath>

namespace {

// The look, as the board's QML items had it.
const QColor BandColours[2] = {QColor(0x1c, 0x5a, 0x84), QColor(0x23, 0x6a, 0x98)};
const QColor BandLabelColour(0x6f, 0x93, 0xad);
const QColor RopeColours[2] = {QColor(0xf2, 0xf2, 0xf2), QColor(0xf0, 0xa5, 0x32)};
const QColor TickColour(0x4f, 0x73, 0x90);
const QColor MajorLabelColour(0xc9, 0xdb, 0xe8);
const QColor MinorLabelColour(0x7f, 0x98, 0xab);
constexpr double LaneTintOpacity = 0.12;
constexpr double RopeOpacity = 0.55;
constexpr double DashLength = 6; // a rope's dash, then as much water
constexpr double DashPitch = 12;
constexpr double TickHeight = 5;
constexpr double MinPixelsForTicks = 5;        // a tick per space once spaces are this wide
constexpr double MinPixelsForMinorLabel = 110; // a 100 m label once 5 spaces are this wide
constexpr double LabelHalfWidth = 200;         // room for a label centred on its mark or band
constexpr double MetreLabelTop = 4;
constexpr double SectorLabelTop = 5;
constexpr double MetreLabelMargin = 6; // clear space either side of a distance label
constexpr double SectorLabelMargin = 4;

QFont labelFont(int pixelSize, bool bold, double letterSpacing = 0)
{
    QFont font;
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    if (letterSpacing > 0)
        font.setLetterSpacing(QFont::AbsoluteSpacing, letterSpacing);
    return font;
}

QFont majorMetreFont()
{
    return labelFont(13, true);
}
QFont minorMetreFont()
{
    return labelFont(11, false);
}
QFont sectorFont()
{
    return labelFont(12, false, 1);
}

// The rectangle `text` takes in `font`, centred on x with its top at y.
QRectF centredRect(const QFontMetricsF &metrics, double x, double y, const QString &text)
{
    const double width = metrics.horizontalAdvance(text);
    return QRectF(x - width / 2, y, width, metrics.height());
}

} // namespace

RowingCourseItem::RowingCourseItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void RowingCourseItem::setBoard(RowingBoardModel *board)
{
    if (board == m_board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board)
        connect(m_board, &RowingBoardModel::courseChanged, this, [this] {
            readCourse();
            update();
        });
    readCourse();
    update();
    emit boardChanged();
}

void RowingCourseItem::readCourse()
{
    m_bands.clear();
    m_marks.clear();
    m_laneColours.clear();
    m_lanes = m_board ? m_board->lanes() : 0;
    m_spaces = m_board ? m_board->spaces() : 0;
    if (!m_board)
        return;
    for (const QVariant &item : m_board->sectorBands()) {
        const QVariantMap band = item.toMap();
        m_bands.push_back({band.value(QStringLiteral("from")).toDouble(),
                           band.value(QStringLiteral("to")).toDouble(),
                           band.value(QStringLiteral("label")).toString()});
    }
    for (const QVariant &item : m_board->metreMarks()) {
        const QVariantMap mark = item.toMap();
        m_marks.push_back({mark.value(QStringLiteral("space")).toDouble(),
                           mark.value(QStringLiteral("label")).toString(),
                           mark.value(QStringLiteral("major")).toBool()});
    }
    for (const QVariant &item : m_board->laneStyles())
        m_laneColours.emplace_back(item.toMap().value(QStringLiteral("colour")).toString());
}

void RowingCourseItem::setGeometry(qreal &field, qreal value)
{
    if (qFuzzyCompare(field, value))
        return;
    field = value;
    update();
    emit geometryChanged();
}

void RowingCourseItem::setOriginX(qreal x)
{
    setGeometry(m_originX, x);
}

void RowingCourseItem::setPixelsPerSpace(qreal pixels)
{
    setGeometry(m_pixelsPerSpace, pixels);
}

void RowingCourseItem::setLaneTop(qreal y)
{
    setGeometry(m_laneTop, y);
}

void RowingCourseItem::setLaneHeight(qreal height)
{
    setGeometry(m_laneHeight, height);
}

void RowingCourseItem::paint(QPainter *painter)
{
    if (m_spaces <= 0 || m_pixelsPerSpace <= 0)
        return;
    const double laneBottom = m_laneTop + m_lanes * m_laneHeight;
    paintBands(*painter, laneBottom);
    paintLanes(*painter);
    paintRuler(*painter, laneBottom);
    paintLabels(*painter);
}

// Sector bands, alternating.
void RowingCourseItem::paintBands(QPainter &painter, double laneBottom) const
{
    for (std::size_t i = 0; i < m_bands.size(); ++i) {
        const Band &band = m_bands[i];
        const double left = xOf(band.from), right = xOf(band.to);
        if (right < -LabelHalfWidth || left > width() + LabelHalfWidth)
            continue;
        painter.fillRect(QRectF(left, m_laneTop, right - left, laneBottom - m_laneTop),
                         BandColours[i % 2]);
    }
}

// Each lane's tint, as the course designer chose it, and the dotted ropes between lanes.
void RowingCourseItem::paintLanes(QPainter &painter) const
{
    const double start = xOf(0), length = m_spaces * m_pixelsPerSpace;
    painter.setOpacity(LaneTintOpacity);
    for (int lane = 0; lane < m_lanes && lane < int(m_laneColours.size()); ++lane)
        painter.fillRect(QRectF(start, m_laneTop + lane * m_laneHeight, length, m_laneHeight),
                         m_laneColours[std::size_t(lane)]);
    // Only the dashes in view: the count along the whole course grows with its length and zoom.
    const int dashes = int(std::floor(length / DashPitch));
    const int first = std::max(0, int(std::floor(-start / DashPitch)));
    const int last = std::min(dashes - 1, int(std::ceil((width() - start) / DashPitch)));
    painter.setOpacity(RopeOpacity);
    painter.setPen(Qt::NoPen);
    for (int rope = 0; rope <= m_lanes; ++rope) {
        painter.setBrush(RopeColours[rope % 2]);
        const double y = m_laneTop + rope * m_laneHeight - 1;
        for (int dash = first; dash <= last; ++dash)
            painter.drawRoundedRect(QRectF(start + dash * DashPitch, y, DashLength, 2), 1, 1);
    }
    painter.setOpacity(1);
}

// The ruler: a tick per space once spaces are wide enough, and the distance marks across the
// water every 100 m (their labels are paintLabels').
void RowingCourseItem::paintRuler(QPainter &painter, double laneBottom) const
{
    if (m_pixelsPerSpace >= MinPixelsForTicks) {
        const int first = std::max(0, int(std::floor(-m_originX / m_pixelsPerSpace)));
        const int last =
            std::min(m_spaces, int(std::ceil((width() - m_originX) / m_pixelsPerSpace)));
        for (int space = first; space <= last; ++space)
            painter.fillRect(QRectF(xOf(space), m_laneTop - TickHeight, 1, TickHeight), TickColour);
    }
    for (const Mark &mark : m_marks) {
        const double x = xOf(mark.space);
        if (x < -LabelHalfWidth || x > width() + LabelHalfWidth)
            continue;
        const double above = mark.major ? 12 : 8;
        painter.setOpacity(mark.major ? 0.22 : 0.08);
        painter.fillRect(
            QRectF(x, m_laneTop - above, mark.major ? 2 : 1, above + laneBottom - m_laneTop),
            Qt::white);
    }
    painter.setOpacity(1);
}

// The distance labels (bold every 500 m, the others once there is room), then each sector's
// name in the widest gap they leave in its band, left out when no gap fits it.
std::vector<RowingCourseItem::Label> RowingCourseItem::placeLabels() const
{
    std::vector<Label> labels;
    if (m_spaces <= 0 || m_pixelsPerSpace <= 0)
        return labels;
    const QFontMetricsF major(majorMetreFont()), minor(minorMetreFont()), sector(sectorFont());
    const bool minorLabels = m_pixelsPerSpace * 5 >= MinPixelsForMinorLabel;
    std::vector<std::pair<double, double>> taken; // left to right, margins included
    for (const Mark &mark : m_marks) {
        const double x = xOf(mark.space);
        if (x < -LabelHalfWidth || x > width() + LabelHalfWidth || (!mark.major && !minorLabels))
            continue;
        const QRectF rect = centredRect(mark.major ? major : minor, x, MetreLabelTop, mark.label);
        // A course squeezed into a short board has its 500 m marks closer than their labels
        // are wide: every other label is left out rather than written over its neighbour.
        if (!taken.empty() && rect.left() - MetreLabelMargin < taken.back().second)
            continue;
        labels.push_back({rect, mark.label, mark.major ? Label::MajorMetre : Label::MinorMetre});
        taken.emplace_back(rect.left() - MetreLabelMargin, rect.right() + MetreLabelMargin);
    }
    for (const Band &band : m_bands) {
        const double left = xOf(band.from), right = xOf(band.to);
        if (right < -LabelHalfWidth || left > width() + LabelHalfWidth)
            continue;
        double gapStart = left, bestGap = 0, bestCentre = 0;
        const auto consider = [&](double gapEnd) {
            if (gapEnd - gapStart > bestGap) {
                bestGap = gapEnd - gapStart;
                bestCentre = (gapStart + gapEnd) / 2;
            }
        };
        for (const auto &[from, to] : taken) {
            if (to <= left || from >= right)
                continue;
            consider(from);
            gapStart = std::max(gapStart, to);
        }
        consider(right);
        const QRectF rect = centredRect(sector, bestCentre, SectorLabelTop, band.label);
        if (bestGap >= rect.width() + 2 * SectorLabelMargin)
            labels.push_back({rect, band.label, Label::Sector});
    }
    return labels;
}

void RowingCourseItem::paintLabels(QPainter &painter) const
{
    const QFont fonts[] = {majorMetreFont(), minorMetreFont(), sectorFont()};
    const QColor colours[] = {MajorLabelColour, MinorLabelColour, BandLabelColour};
    for (const Label &label : placeLabels()) {
        painter.setFont(fonts[label.kind]);
        painter.setPen(colours[label.kind]);
        painter.drawText(label.rect, Qt::AlignCenter | Qt::TextDontClip, label.text);
    }
}

QVariantList RowingCourseItem::rulerLabels() const
{
    QVariantList list;
    for (const Label &label : placeLabels())
        list.append(QVariantMap{{QStringLiteral("text"), label.text},
                                {QStringLiteral("kind"), label.kind == Label::Sector
                                                             ? QStringLiteral("sector")
                                                             : QStringLiteral("metre")},
                                {QStringLiteral("x"), label.rect.x()},
                                {QStringLiteral("y"), label.rect.y()},
                                {QStringLiteral("width"), label.rect.width()},
                                {QStringLiteral("height"), label.rect.height()}});
    return list;
}
