// Every seat's printed pieces in every game's kit (issue 54): printed in the one seat palette the
// boards start with (defaultSeatColour, which tst_seat_palette checks) and each carrying the
// seat's mark, the board's SeatMark (the seat's number in white on a dark disc), so that seats are
// told apart in greyscale and by colour-blind players. A piece that declares no seat must show no
// seat colour, so a seat piece cannot be left out. Before issue 54's print part, print had its own
// team palette (red, blue, green…) and no piece carried a mark.
#include "core/GameSetup.h"
#include "print/GameKit.h"
#include "print/TeamColours.h"

#include <QImage>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace cw;
using namespace cw::print;

namespace {

constexpr double PixelsPerMm = 8;
constexpr int LeastPixels = 30; // of a colour, for a fill (not an anti-aliased edge) to count

// Records the text a painter draws and its pen colour, to read the number in a mark.
class TextRecorder : public QPaintEngine {
public:
    TextRecorder() : QPaintEngine(QPaintEngine::AllFeatures) {}
    QList<QPair<QString, QColor>> texts;

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &state) override
    {
        if (state.state() & QPaintEngine::DirtyPen)
            m_pen = state.pen().color();
    }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    // QPaintEngine's own drawPolygon overloads call each other; shapes are not recorded.
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPath(const QPainterPath &) override {}
    void drawTextItem(const QPointF &, const QTextItem &item) override
    {
        texts.append({item.text(), m_pen});
    }
    Type type() const override { return QPaintEngine::User; }

private:
    QColor m_pen;
};

class RecordingDevice : public QPaintDevice {
public:
    TextRecorder engine;
    QPaintEngine *paintEngine() const override { return const_cast<TextRecorder *>(&engine); }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
        case PdmHeight:
            return 4000;
        case PdmWidthMM:
        case PdmHeightMM:
            return 1000;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return INT_MAX;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        }
        return 0;
    }
};

// What a face shows: the seats whose colour fills part of it, how much of it is the mark's dark
// disc, and the texts drawn in white.
struct Face {
    QSet<int> seats;
    int markPixels = 0;
    QStringList whiteTexts;
};

Face look(const FacePainter &paint, const QSizeF &sizeMm)
{
    Face face;
    QImage image(int(std::ceil(sizeMm.width() * PixelsPerMm)),
                 int(std::ceil(sizeMm.height() * PixelsPerMm)), QImage::Format_RGB32);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.scale(PixelsPerMm, PixelsPerMm);
        paint(painter, QRectF(QPointF(0, 0), sizeMm));
    }
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            ++counts[line[x] | 0xff000000u];
    }
    for (int seat = 0; seat < TeamColours::Count; ++seat)
        if (counts.value(QColor(defaultSeatColour(seat)).rgb()) >= LeastPixels)
            face.seats.insert(seat);
    face.markPixels = counts.value(TeamColours::markDisc().rgb());

    RecordingDevice device;
    {
        QPainter painter(&device);
        paint(painter, QRectF(QPointF(0, 0), sizeMm));
    }
    for (const auto &[text, pen] : std::as_const(device.engine.texts))
        if (pen == QColor(Qt::white))
            face.whiteTexts << text;
    return face;
}

QString seatsText(const QSet<int> &seats)
{
    QStringList list;
    for (int seat : seats)
        list << QString::number(seat);
    list.sort();
    return list.join(QLatin1Char(','));
}

// Why `face` of a piece of `seat` fails, or empty.
QString faceProblem(const Face &face, int seat)
{
    if (seat < 0)
        return face.seats.isEmpty() ? QString()
                                    : QStringLiteral("shows seat colours %1 but declares no seat")
                                          .arg(seatsText(face.seats));
    if (face.seats != QSet<int>{seat})
        return QStringLiteral("seat %1 piece shows seat colours {%2}")
            .arg(seat)
            .arg(seatsText(face.seats));
    // The mark's disc, at least 2.5 mm across at its smallest (a Salmon Run token).
    if (face.markPixels < int(PixelsPerMm * PixelsPerMm * 2))
        return QStringLiteral("seat %1 piece has no mark (%2 px of its disc)")
            .arg(seat)
            .arg(face.markPixels);
    if (!face.whiteTexts.contains(TeamColours::mark(seat)))
        return QStringLiteral("seat %1 piece's mark does not read %2 (white texts: %3)")
            .arg(seat)
            .arg(TeamColours::mark(seat), face.whiteTexts.join(QLatin1Char('|')));
    return {};
}

} // namespace

class TestSeatPrint : public QObject {
    Q_OBJECT
private slots:
    // Print's seat colours are the seat colours the game starts with on screen, and the mark is
    // the board's: the seat's number from 1, white on a disc dark enough to read in greyscale.
    void printUsesTheSeatPalette()
    {
        for (int seat = 0; seat < TeamColours::Count; ++seat) {
            QCOMPARE(TeamColours::colour(seat), QColor(defaultSeatColour(seat)));
            QCOMPARE(TeamColours::mark(seat), QString::number(seat + 1));
            QVERIFY(!TeamColours::name(seat).isEmpty());
        }
        QVERIFY(qGray(TeamColours::markDisc().rgb()) < 40);
    }

    void everySeatPieceCarriesItsMark_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameKitKind &kind : GameKits::kinds())
            QTest::newRow(qPrintable(kind.gameId)) << kind.gameId;
    }
    void everySeatPieceCarriesItsMark()
    {
        QFETCH(QString, gameId);
        CourseProblems problems;
        const std::optional<GameKit> kit = GameKits::make(gameId, std::nullopt, &problems);
        QVERIFY(kit);
        QSet<int> seatsSeen;
        for (const KitPart &part : kit->parts) {
            // Faces differ only by seat and card within a part: one look per distinct label and
            // seat keeps the test short (Visions prints hundreds of pieces).
            QSet<QString> looked;
            for (const SheetItem &item : part.items) {
                const QString key = item.label + QLatin1Char('#') + QString::number(item.seat);
                if (looked.contains(key) && item.seat >= 0)
                    continue;
                looked.insert(key);
                const QString where = part.name + QStringLiteral(" / ") + item.label;
                QString problem = faceProblem(look(item.front, item.sizeMm), item.seat);
                QVERIFY2(problem.isEmpty(),
                         qPrintable(where + QStringLiteral(", front: ") + problem));
                if (item.back) {
                    const Face back = look(item.back, item.sizeMm);
                    // A shared back (Salmon Run's cards move between decks) shows no seat.
                    if (!back.seats.isEmpty() || item.seat < 0) {
                        problem = faceProblem(back, item.seat);
                        QVERIFY2(problem.isEmpty(),
                                 qPrintable(where + QStringLiteral(", back: ") + problem));
                    }
                }
                if (item.seat >= 0)
                    seatsSeen.insert(item.seat);
            }
        }
        // Every game prints pieces for at least two seats.
        QVERIFY2(seatsSeen.size() >= 2, qPrintable(seatsText(seatsSeen)));
    }
};

QTEST_MAIN(TestSeatPrint)
#include "tst_seat_print.moc"
