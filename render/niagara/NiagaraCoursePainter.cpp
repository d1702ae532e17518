#include "NiagaraCoursePainter.h"

#include "niagara/NiagaraNarration.h"
#include "print/PrintText.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace cw::niagara {

namespace {

const QColor RiverInk(0x20, 0x2a, 0x33);
const QColor Sand(0xec, 0xdc, 0xb0);
const QColor Grass(0xb9, 0xd4, 0x92);
const QColor RiverWater(0xa9, 0xd6, 0xec);
const QColor DeepWater(0x7d, 0xbb, 0xdd);
const QColor Foam(0xf4, 0xfa, 0xfd);
const QColor Rope(0x8a, 0x5a, 0x2b);
const QColor Highlight(0xff, 0x8c, 0x00);
const QColor Problem(0xd0, 0x20, 0x20);

constexpr double Line = 0.4; // mm

} // namespace

QColor NiagaraCoursePainter::gemColour(int colour)
{
    switch (colour) {
    case Violet:
        return {0x8e, 0x44, 0xad};
    case Clear:
        return {0xd9, 0xe4, 0xea};
    case Yellow:
        return {0xe8, 0xb3, 0x0c};
    case Blue:
        return {0x23, 0x5f, 0xc4};
    case Red:
        return {0xc6, 0x28, 0x28};
    default:
        return Qt::gray;
    }
}

QString NiagaraCoursePainter::gemTitle(int colour)
{
    QString name = NiagaraNarration::gemName(colour);
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

void NiagaraCoursePainter::paint(QPainter &painter, int selectedSpace, int selectedPlace,
                                 const QList<int> &problemSpaces) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(m_geometry.boundsMm(), Grass);
    paintLand(painter);
    paintWater(painter);
    paintPlaces(painter);
    paintWeather(painter);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Problem, 1.4, Qt::DashLine));
    for (const int space : problemSpaces)
        if (const QRectF rect = m_geometry.spaceMm(space); !rect.isEmpty())
            painter.drawEllipse(rect.adjusted(0.8, 0.8, -0.8, -0.8));
    painter.setPen(QPen(Highlight, 1.2));
    if (const QRectF space = m_geometry.spaceMm(selectedSpace); !space.isEmpty())
        painter.drawRoundedRect(space.adjusted(1, 1, -1, -1), 4, 4);
    if (const QRectF place = m_geometry.placeMm(selectedPlace); !place.isEmpty())
        painter.drawRoundedRect(place.adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4);
    painter.restore();
}

// The landing: sand with two beaches where canoes wait, the river's name along it.
void NiagaraCoursePainter::paintLand(QPainter &painter) const
{
    const QRectF land = m_geometry.landMm();
    painter.setPen(QPen(RiverInk, Line));
    painter.setBrush(Sand);
    painter.drawRect(land);
    painter.setPen(QPen(RiverInk, Line, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    const double beach = land.height() / 3;
    for (const double top : {land.top(), land.bottom() - beach}) {
        const QRectF box(land.left() + 3, top + 3, land.width() - 6, beach - 6);
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(RiverInk);
        print::drawText(painter, box, Qt::AlignCenter, tr("Beach"), {4, true});
        painter.setPen(QPen(RiverInk, Line, Qt::DashLine));
    }
    painter.setPen(RiverInk);
    const QRectF middle(land.left() + 2, land.top() + beach, land.width() - 4, beach);
    const QString name = m_river.name.trimmed().isEmpty() ? tr("Niagara river") : m_river.name;
    print::drawText(painter, middle, Qt::AlignCenter | Qt::TextWordWrap,
                    print::elidedText(name, {4.2, true}, 2 * middle.width()), {4.2, true});
}

// The water: one band per channel, the spaces as discs' squares with their labels, the rope and
// the waterfalls.
void NiagaraCoursePainter::paintWater(QPainter &painter) const
{
    QPainterPath water;
    for (int space = 0; space < m_river.spaceCount(); ++space)
        water.addRect(m_geometry.spaceMm(space));
    for (const auto arm : {NiagaraCourseGeometry::LeftArm, NiagaraCourseGeometry::RightArm})
        water.addRect(m_geometry.waterfallMm(arm));
    painter.setPen(Qt::NoPen);
    painter.setBrush(RiverWater);
    painter.drawPath(water.simplified());
    // The fork: the last space of the main channel opens onto the first of each arm (or straight
    // onto the waterfall of an arm without spaces: to its near edge, so that the stream's round
    // end stays under the foam; ending at its centre left a ghost disc beyond it).
    const QPointF fork = m_geometry.spaceMm(m_river.mainLength - 1).center();
    const auto armStart = [&](int length, int firstSpace, NiagaraCourseGeometry::Arm arm) {
        if (length > 0)
            return m_geometry.spaceMm(firstSpace).center();
        const QRectF waterfall = m_geometry.waterfallMm(arm);
        return QPointF(waterfall.left(), waterfall.center().y());
    };
    const QPointF arms[] = {
        armStart(m_river.leftArm, m_river.mainLength, NiagaraCourseGeometry::LeftArm),
        armStart(m_river.rightArm, m_river.mainLength + m_river.leftArm,
                 NiagaraCourseGeometry::RightArm)};
    for (const QPointF &arm : arms) {
        painter.setPen(
            QPen(RiverWater, NiagaraCourseGeometry::SpaceMm * 0.7, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(fork, arm);
    }

    for (int space = 0; space < m_river.spaceCount(); ++space) {
        const QRectF rect = m_geometry.spaceMm(space).adjusted(2, 2, -2, -2);
        painter.setPen(QPen(DeepWater.darker(130), Line));
        painter.setBrush(DeepWater);
        painter.drawEllipse(rect);
        painter.setPen(RiverInk);
        print::drawText(painter, rect, Qt::AlignCenter, m_river.spaceName(space), {7, true});
    }

    for (const auto arm : {NiagaraCourseGeometry::LeftArm, NiagaraCourseGeometry::RightArm}) {
        const QRectF waterfall = m_geometry.waterfallMm(arm);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Foam);
        painter.drawRect(waterfall);
        painter.setPen(QPen(DeepWater, 1.2));
        for (double x = waterfall.left() + 3; x < waterfall.right(); x += 4)
            painter.drawLine(QPointF(x, waterfall.top() + 2), QPointF(x, waterfall.bottom() - 2));
        painter.setPen(RiverInk);
        print::drawRotatedText(painter,
                               QRectF(waterfall.center().x() - waterfall.height() / 2,
                                      waterfall.center().y() - waterfall.width() / 2,
                                      waterfall.height(), waterfall.width()),
                               90, Qt::AlignCenter, tr("Waterfall"), {3.6, true});
    }

    painter.setPen(QPen(Rope, 1.6, Qt::DashLine));
    painter.drawLine(m_geometry.ropeMm());
    painter.setPen(RiverInk);
    const QLineF rope = m_geometry.ropeMm();
    print::drawRotatedText(painter,
                           QRectF(rope.x1() - 3 - NiagaraCourseGeometry::SpaceMm / 2,
                                  (rope.y1() + rope.y2()) / 2 - 2.5, NiagaraCourseGeometry::SpaceMm,
                                  5),
                           -90, Qt::AlignCenter, tr("Rope"), {3.2});
}

// Each place: links to its spaces, a rounded square in its colour, its name and gem count.
void NiagaraCoursePainter::paintPlaces(QPainter &painter) const
{
    for (int colour = 0; colour < GemColours; ++colour) {
        const QRectF place = m_geometry.placeMm(colour);
        if (place.isEmpty())
            continue;
        const QColor fill = gemColour(colour);
        painter.setPen(QPen(fill.darker(140), 1.4, Qt::DotLine));
        // Each link stops at the edge of its space's disc.
        for (QLineF link : m_geometry.placeLinksMm(colour)) {
            link.setLength(std::max(link.length() - NiagaraCourseGeometry::SpaceMm / 2 + 2, 0.0));
            painter.drawLine(link);
        }
        painter.setPen(QPen(fill.darker(160), Line));
        painter.setBrush(fill);
        painter.drawRoundedRect(place, 4, 4);
        painter.setPen(qGray(fill.rgb()) > 150 ? RiverInk : QColor(Qt::white));
        const QRectF top(place.left(), place.top() + 2, place.width(), place.height() / 2 - 2);
        const QRectF bottom(place.left(), place.center().y(), place.width(),
                            place.height() / 2 - 2);
        print::drawText(painter, top, Qt::AlignCenter,
                        print::elidedText(gemTitle(colour), {4, true}, place.width() - 2),
                        {4, true});
        print::drawText(painter, bottom, Qt::AlignCenter, tr("%1 gems").arg(m_river.gemsPerColour),
                        {3.6});
    }
}

// The weather track: one box per step, the cloud's start (0) marked.
void NiagaraCoursePainter::paintWeather(QPainter &painter) const
{
    painter.setPen(RiverInk);
    const QRectF track = m_geometry.weatherTrackMm();
    const QRectF caption(track.right() + 3, track.top(),
                         NiagaraCourseGeometry::WeatherCaptionMm - 3, track.height());
    print::drawText(painter, caption, Qt::AlignLeft | Qt::AlignVCenter, tr("Weather"), {4, true});
    for (int value = m_river.weatherMin; value <= m_river.weatherMax; ++value) {
        const QRectF step = m_geometry.weatherStepMm(value).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.setPen(QPen(RiverInk, Line));
        painter.setBrush(value == 0 ? QColor(Qt::white) : Sand);
        painter.drawRoundedRect(step, 2, 2);
        painter.setPen(RiverInk);
        const QString text = value > 0   ? QStringLiteral("+%1").arg(value)
                             : value < 0 ? QStringLiteral("−%1").arg(-value)
                                         : QStringLiteral("0");
        print::drawText(painter, step, Qt::AlignCenter, text, {5.5, value == 0});
    }
}

} // namespace cw::niagara
