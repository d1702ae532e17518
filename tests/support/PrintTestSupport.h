#pragma once

// Reading printed pages back in the print tests: the PDF's page count (pdfinfo), a page rendered
// at 10 px/mm (pdftoppm) and the dark runs of pixels along a row or column of it. Needs
// poppler-utils (scripts/packages.txt).
#include <QImage>
#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cmath>

namespace printtest {

inline QString runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(program),
                 qPrintable(QString::fromUtf8(process.readAllStandardError())));
        return QString();
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

inline int pdfPages(const QString &pdf)
{
    const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpression line(QStringLiteral("^Pages:\\s*(\\d+)"),
                                  QRegularExpression::MultilineOption);
    return line.match(info).captured(1).toInt();
}

// Page `page` (from 1) in grey at 254 dots per inch: 10 pixels per millimetre.
inline QImage renderPage(const QString &pdf, int page, const QString &prefix)
{
    runTool(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("254"), QStringLiteral("-gray"),
             QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
             QString::number(page), QStringLiteral("-singlefile"), pdf, prefix});
    return QImage(prefix + QStringLiteral(".pgm"));
}

// Centres of the runs of pixels darker than `threshold` along a column or a row of the image.
inline QList<double> darkRuns(const QImage &image, int fixed, bool vertical, int threshold)
{
    QList<double> centres;
    const int length = vertical ? image.height() : image.width();
    int start = -1;
    for (int i = 0; i <= length; ++i) {
        const bool isDark = i < length && qGray(vertical ? image.pixel(fixed, i)
                                                         : image.pixel(i, fixed)) < threshold;
        if (isDark && start < 0)
            start = i;
        if (!isDark && start >= 0) {
            centres << (start + i - 1) / 2.0;
            start = -1;
        }
    }
    return centres;
}

// The run centre nearest `expected` within `tolerance` pixels, or NaN.
inline double runNear(const QList<double> &runs, double expected, double tolerance)
{
    double best = std::nan("");
    for (const double run : runs)
        if (std::abs(run - expected) <= tolerance &&
            (std::isnan(best) || std::abs(run - expected) < std::abs(best - expected)))
            best = run;
    return best;
}

} // namespace printtest
