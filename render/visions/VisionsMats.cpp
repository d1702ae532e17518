#include "VisionsMats.h"

#include "VisionsCardFaces.h"
#include "VisionsCardSheets.h"
#include "VisionsChits.h"
#include "print/PrintStyle.h"
#include "print/PrintText.h"
#include "print/TeamColours.h"
#include "visions/VisionsNarration.h"

#include <QPainter>

namespace cw::visions::VisionsMats {

namespace {

using print::Ink;
const QColor CutLine(0x90, 0x90, 0x90);
const QColor Paper(0xfb, 0xf8, 0xf2);
const QColor Muted(0x6a, 0x6a, 0x6a);
using VisionsCardFaces::EventColour;

QString terrainName(RoadTerrain terrain)
{
    switch (terrain) {
    case RoadTerrain::Flats:
        return VisionsCardSheets::tr("Flats");
    case RoadTerrain::Mountain:
        return VisionsCardSheets::tr("Mountain");
    case RoadTerrain::Descent:
        return VisionsCardSheets::tr("Descent");
    case RoadTerrain::Sprint:
        return VisionsCardSheets::tr("Sprint");
    case RoadTerrain::Cobbles:
        break;
    }
    return VisionsCardSheets::tr("Cobbles");
}

QString signedNumber(int value)
{
    return value > 0 ? QStringLiteral("+%1").arg(value)
                     : (value < 0 ? QStringLiteral("\u2212%1").arg(-value) : QStringLiteral("0"));
}

QString podiumTime(int place)
{
    const int seconds = place - 1;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

void paintTeam(QPainter &painter, const QRectF &rect, int team, bool shortGame)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = print::TeamColours::colour(team);
    painter.setPen(QPen(Ink, 0.35));
    painter.setBrush(Paper);
    painter.drawRect(rect.adjusted(1, 1, -1, -1));
    const QRectF band(rect.left() + 3, rect.top() + 3, rect.width() - 6, 9);
    print::TeamColours::paintBand(
        painter, band, 2, team,
        (shortGame ? VisionsCardSheets::tr("%1 team \u2014 short game")
                   : VisionsCardSheets::tr("%1 team \u2014 medium and long games"))
            .arg(print::TeamColours::name(team)),
        4.5);
    const double columnWidth = (rect.width() - 6) / double(MaxRidersPerTeam);
    for (int rider = 0; rider < MaxRidersPerTeam; ++rider) {
        const RiderClass riderClass = classOf(rider);
        const QRectF column(rect.left() + 3 + double(rider) * columnWidth, band.bottom() + 2,
                            columnWidth, rect.bottom() - band.bottom() - 5);
        const QRectF inner = column.adjusted(1.5, 0, -1.5, 0);
        double y = column.top();
        VisionsChits::paintClassSymbol(painter, QRectF(column.center().x() - 4, y, 8, 8),
                                       riderClass, colour);
        y += 9;
        painter.setPen(Ink);
        const QString name = VisionsNarration::riderName(rider);
        print::drawText(painter, QRectF(inner.left(), y, inner.width(), 4), Qt::AlignCenter,
                        print::elidedText(name, {3, true}, inner.width()), {3, true});
        y += 6;
        painter.setPen(Muted);
        print::drawText(painter, QRectF(inner.left(), y, inner.width(), 3), Qt::AlignCenter,
                        VisionsCardSheets::tr("Fatigue"), {2.5});
        y += 3.5;
        for (int tokens = 1; tokens <= MaxFatigue; ++tokens) {
            const QRectF box(inner.left(), y, inner.width(), 8);
            painter.setPen(QPen(Ink, 0.25));
            painter.setBrush(Qt::white);
            painter.drawRoundedRect(box, 1, 1);
            const int modifier =
                fatigueModifier(tokens, shortGame ? GameLength::Short : GameLength::Medium);
            painter.setPen(Muted);
            print::drawText(painter, box.adjusted(1, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                            QString::number(tokens), {2.5});
            painter.setPen(Ink);
            print::drawText(painter, box.adjusted(0, 0, -1, 0), Qt::AlignRight | Qt::AlignVCenter,
                            VisionsCardSheets::tr("%1 PS").arg(signedNumber(modifier)),
                            {2.7, true});
            y += 8.5;
        }
        y += 1;
        painter.setPen(Muted);
        print::drawText(painter, QRectF(inner.left(), y, inner.width(), 3), Qt::AlignCenter,
                        VisionsCardSheets::tr("Bonus abilities"), {2.5});
        y += 3.5;
        for (int slot = 0; slot < MaxBonusAbilities; ++slot) {
            painter.setPen(QPen(Ink, 0.25, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(QRectF(inner.left(), y, inner.width(), 6.5), 1, 1);
            y += 7;
        }
        y += 1;
        for (const RoadTerrain terrain :
             {RoadTerrain::Flats, RoadTerrain::Mountain, RoadTerrain::Descent, RoadTerrain::Sprint,
              RoadTerrain::Cobbles}) {
            const QRectF line(inner.left(), y, inner.width(), 3.6);
            painter.setPen(Ink);
            print::drawText(painter, line, Qt::AlignLeft | Qt::AlignVCenter, terrainName(terrain),
                            {2.6});
            print::drawText(painter, line, Qt::AlignRight | Qt::AlignVCenter,
                            signedNumber(terrainModifier(riderClass, terrain)), {2.6, true});
            y += 3.7;
        }
        if (rider > 0) {
            painter.setPen(QPen(CutLine, 0.2));
            painter.drawLine(QPointF(column.left(), column.top()),
                             QPointF(column.left(), column.bottom()));
        }
    }
    painter.restore();
}

void paintPodium(QPainter &painter, const QRectF &rect)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Ink, 0.35));
    painter.setBrush(Paper);
    painter.drawRect(rect.adjusted(1, 1, -1, -1));
    const QRectF band(rect.left() + 3, rect.top() + 3, rect.width() - 6, 10);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xc9, 0x9a, 0x06));
    painter.drawRoundedRect(band, 2, 2);
    painter.setPen(Ink);
    print::drawText(painter, band, Qt::AlignCenter, VisionsCardSheets::tr("Podium"), {6, true});
    // Events of this phase.
    double y = band.bottom() + 3;
    print::drawText(painter, QRectF(rect.left() + 5, y, 70, 18), Qt::AlignLeft | Qt::AlignVCenter,
                    VisionsCardSheets::tr("Events this phase (at most 2)"), {3, true});
    for (int slot = 0; slot < EventsPerPhase; ++slot) {
        const QRectF box(rect.left() + 80 + slot * 48, y, 44, 18);
        painter.setPen(QPen(EventColour, 0.4, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box, 2, 2);
        painter.setPen(EventColour);
        print::drawText(painter, box, Qt::AlignCenter,
                        VisionsCardSheets::tr("Event %1").arg(slot + 1), {3});
    }
    y += 22;
    constexpr int Places = 21;
    constexpr int Columns = 3;
    constexpr int Rows = Places / Columns;
    const double cellWidth = (rect.width() - 6) / Columns;
    const double cellHeight = 27;
    for (int place = 1; place <= Places; ++place) {
        const int column = (place - 1) / Rows;
        const int row = (place - 1) % Rows;
        const QRectF cell(rect.left() + 3 + column * cellWidth, y + row * cellHeight, cellWidth,
                          cellHeight);
        painter.setPen(QPen(CutLine, 0.25));
        painter.setBrush(place <= 3 ? QColor(0xf4, 0xe7, 0xb8) : QColor(Qt::white));
        painter.drawRect(cell.adjusted(0.5, 0.5, -0.5, -0.5));
        painter.setPen(Ink);
        print::drawText(painter, QRectF(cell.left() + 2, cell.top() + 2, 14, 8),
                        Qt::AlignLeft | Qt::AlignVCenter, QString::number(place), {5, true});
        print::drawText(painter, QRectF(cell.left() + 2, cell.bottom() - 10, 16, 8),
                        Qt::AlignLeft | Qt::AlignVCenter, podiumTime(place), {3.2});
        const double chit = VisionsCardSheets::RiderChitMm + 1;
        painter.setPen(QPen(Muted, 0.3, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(
            QRectF(cell.right() - chit - 4, cell.center().y() - chit / 2, chit, chit));
    }
    y += Rows * cellHeight + 2;
    painter.setPen(Ink);
    print::drawText(
        painter, QRectF(rect.left() + 5, y, rect.width() - 10, rect.bottom() - y - 2),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        VisionsCardSheets::tr("Each place is worth its seconds. Every rider beyond the penalty "
                              "line adds 0:01; every bonus takes off 0:02. Lowest team total "
                              "wins; a tie goes to the team whose worst-placed rider is placed "
                              "higher."),
        {3});
    painter.restore();
}

} // namespace cw::visions::VisionsMats
