// The Tiled export of a river: the TMX parses as XML with the documented attributes, three layers
// of the river's size whose tiles are the river's cells with the rows flipped, a tileset image of
// the documented size; and tmxrasterizer (Debian package tiled) draws it at the expected size with
// every hex where SalmonCourseGeometry puts it (which checks the stagger index).
#include "course/CourseFile.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonTileset.h"
#include "salmon/SalmonTmxWriter.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace cw;
using namespace cw::salmon;

class TestSalmonTmx : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tilesRoundTrip();
    void mapParsesWithExpectedAttributesAndLayers();
    void tmxrasterizerDrawsEveryHexInPlace();
    void unwritableFileIsAnError();

private:
    QTemporaryDir m_dir;
    SalmonCourse m_river;
    QString m_tmx;
};

void TestSalmonTmx::initTestCase()
{
    QVERIFY(m_dir.isValid());
    CourseProblems problems;
    const std::optional<QJsonObject> course =
        CourseFile::read(QStringLiteral(":/courses/salmon-beginner.json"), &problems);
    QVERIFY2(course, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    const std::optional<SalmonCourse> river = SalmonCourse::read(*course, &problems);
    QVERIFY2(river, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    m_river = *river;
    m_tmx = m_dir.filePath(QStringLiteral("beginner.tmx"));
    QString error;
    QVERIFY2(exportRiverTmx(m_river, m_tmx, &error), qPrintable(error));
}

// Every tile describes a cell whose tile in its layer is that tile again.
void TestSalmonTmx::tilesRoundTrip()
{
    for (int index = 0; index < RiverTiles::Count; ++index) {
        const HexCell cell = RiverTiles::tileCell(index);
        int back = -1;
        switch (RiverTiles::tileLayer(index)) {
        case RiverTiles::Layer::River:
            back = RiverTiles::riverTile(cell);
            break;
        case RiverTiles::Layer::Symbols:
            back = RiverTiles::symbolTile(cell);
            break;
        case RiverTiles::Layer::Currents:
            back = RiverTiles::currentTile(cell);
            break;
        }
        QCOMPARE(back, index);
    }
}

void TestSalmonTmx::mapParsesWithExpectedAttributesAndLayers()
{
    const SalmonCourseMap map(m_river);
    QFile file(m_tmx);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QStringList layers;
    bool sawMap = false, sawImage = false;
    QString currentLayer;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QXmlStreamAttributes a = xml.attributes();
        if (xml.name() == QLatin1String("map")) {
            sawMap = true;
            QCOMPARE(a.value(QLatin1String("orientation")), QLatin1String("hexagonal"));
            QCOMPARE(a.value(QLatin1String("staggeraxis")), QLatin1String("x"));
            QCOMPARE(a.value(QLatin1String("staggerindex")), QLatin1String("even"));
            QCOMPARE(a.value(QLatin1String("width")).toInt(), map.columns());
            QCOMPARE(a.value(QLatin1String("height")).toInt(), map.rows());
            const int width = a.value(QLatin1String("tilewidth")).toInt();
            const int height = a.value(QLatin1String("tileheight")).toInt();
            const int side = a.value(QLatin1String("hexsidelength")).toInt();
            // A flat-topped hex: side = half the width, height = width × √3 / 2 (to a pixel).
            QCOMPARE(side * 2, width);
            QVERIFY(std::abs(width * std::sqrt(3.0) / 2 - height) < 1);
        } else if (xml.name() == QLatin1String("image")) {
            sawImage = true;
            const QString source = a.value(QLatin1String("source")).toString();
            const QImage image(m_dir.filePath(source));
            QVERIFY2(!image.isNull(), qPrintable(source));
            QCOMPARE(image.width(), a.value(QLatin1String("width")).toInt());
            QCOMPARE(image.height(), a.value(QLatin1String("height")).toInt());
            QCOMPARE(image.width(), RiverTiles::Columns * RiverTiles::TileWidth);
        } else if (xml.name() == QLatin1String("layer")) {
            currentLayer = a.value(QLatin1String("name")).toString();
            layers << currentLayer;
            QCOMPARE(a.value(QLatin1String("width")).toInt(), map.columns());
            QCOMPARE(a.value(QLatin1String("height")).toInt(), map.rows());
        } else if (xml.name() == QLatin1String("data")) {
            QCOMPARE(a.value(QLatin1String("encoding")), QLatin1String("csv"));
            const QStringList values =
                xml.readElementText().simplified().remove(QLatin1Char(' ')).split(QLatin1Char(','));
            QCOMPARE(values.size(), map.cellCount());
            int (*tile)(const HexCell &) =
                currentLayer == QLatin1String("river")     ? &RiverTiles::riverTile
                : currentLayer == QLatin1String("symbols") ? &RiverTiles::symbolTile
                                                           : &RiverTiles::currentTile;
            int nonEmpty = 0;
            for (int i = 0; i < values.size(); ++i) {
                // CSV row 0 is the most upstream row of the river.
                const Hex hex{i % map.columns(), map.rows() - 1 - i / map.columns()};
                QCOMPARE(values[i].toInt(), tile(map.at(hex)) + 1);
                nonEmpty += values[i].toInt() != 0;
            }
            QVERIFY2(nonEmpty > 0, qPrintable(currentLayer));
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(sawMap);
    QVERIFY(sawImage);
    QCOMPARE(layers, QStringList({QStringLiteral("river"), QStringLiteral("symbols"),
                                  QStringLiteral("currents")}));
    // The top row holds the spawning ground: the flip put it first.
    QVERIFY(!map.spawnHexes().empty());
    QCOMPARE(map.spawnHexes().front().row, map.rows() - 1);
}

// Tiled's drawing of the map against the tileset: at a point of every hex clear of symbols,
// arrows and marks, the rendered pixel is the river tile's pixel at the same point, with the hex
// where SalmonCourseGeometry (at one pixel a unit) puts it.
void TestSalmonTmx::tmxrasterizerDrawsEveryHexInPlace()
{
    const QString rasterizer = QStandardPaths::findExecutable(QStringLiteral("tmxrasterizer"));
    if (rasterizer.isEmpty())
        QSKIP("tmxrasterizer (Debian package tiled) is not installed");
    const QString png = m_dir.filePath(QStringLiteral("rendered.png"));
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(rasterizer, {m_tmx, png});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    const QImage rendered = QImage(png).convertToFormat(QImage::Format_ARGB32);
    QVERIFY(!rendered.isNull());
    const SalmonCourseMap map(m_river);
    QCOMPARE(rendered.width(), SalmonTmxWriter::mapWidthPx(map.columns()));
    QCOMPARE(rendered.height(), SalmonTmxWriter::mapHeightPx(map.columns(), map.rows()));
    int opaque = 0;
    for (int y = 0; y < rendered.height(); y += 7)
        for (int x = 0; x < rendered.width(); x += 7)
            opaque += qAlpha(rendered.pixel(x, y)) > 200;
    QVERIFY(opaque > (rendered.width() / 7) * (rendered.height() / 7) / 2);

    const QImage tiles = SalmonTileset::paint().convertToFormat(QImage::Format_ARGB32);
    const SalmonCourseGeometry geometry(map, RiverTiles::TileHeight);
    const double columnScale = (RiverTiles::TileWidth + RiverTiles::HexSide) / 2.0 /
                               geometry.columnStepMm(); // whole pixels: 90 px for 90.07
    const QPointF probe(0.265 * RiverTiles::TileHeight, 0);
    int checked = 0;
    for (int index = 0; index < map.cellCount(); ++index) {
        const Hex hex = map.hexAt(index);
        const QPointF centre = geometry.centre(hex);
        const QPoint at((QPointF((centre.x() - geometry.hexWidthMm() / 2) * columnScale +
                                     RiverTiles::TileWidth / 2.0,
                                 centre.y()) +
                         probe)
                            .toPoint());
        const int tile = RiverTiles::riverTile(map.at(hex));
        const QPoint inTile((QPointF((tile % RiverTiles::Columns + 0.5) * RiverTiles::TileWidth,
                                     (tile / RiverTiles::Columns + 0.5) * RiverTiles::TileHeight) +
                             probe)
                                .toPoint());
        const QRgb got = rendered.pixel(at), want = tiles.pixel(inTile);
        const int difference =
            std::max({std::abs(qRed(got) - qRed(want)), std::abs(qGreen(got) - qGreen(want)),
                      std::abs(qBlue(got) - qBlue(want))});
        QVERIFY2(
            difference <= 12,
            qPrintable(QStringLiteral("hex (%1, %2) at (%3, %4): %5, tile %6 has %7")
                           .arg(hex.col)
                           .arg(hex.row)
                           .arg(at.x())
                           .arg(at.y())
                           .arg(QColor(got).name(), QString::number(tile), QColor(want).name())));
        ++checked;
    }
    QCOMPARE(checked, map.cellCount());
}

void TestSalmonTmx::unwritableFileIsAnError()
{
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("missing/folder/river.tmx"));
    QVERIFY(!exportRiverTmx(m_river, path, &error));
    QVERIFY2(error.contains(QStringLiteral("missing/folder")), qPrintable(error));
}

QTEST_MAIN(TestSalmonTmx)
#include "tst_salmon_tmx.moc"
