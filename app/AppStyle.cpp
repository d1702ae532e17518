#include "AppStyle.h"

#include <QApplication>
#include <QPalette>
#include <QStyleFactory>

namespace cw {

namespace {
// The board's colours (qml/Board.qml, the panels and buttons of qml/common/).
const QColor Background(0x0f, 0x1f, 0x2c); // behind the board
const QColor Panel(0x17, 0x2b, 0x3c);      // panels and results tables
const QColor Raised(0x27, 0x3e, 0x52);     // buttons
const QColor Field(0x1f, 0x37, 0x4b);      // text fields, lists, tables: a step above the panel
const QColor AlternateRow(0x24, 0x40, 0x57);
const QColor Text(0xe8, 0xf1, 0xf8);
const QColor DimText(0x7f, 0x98, 0xab);
const QColor Accent(0xf0, 0xa5, 0x32); // the primary button and highlights
const QColor AccentText(0x1d, 0x14, 0x05);
const QColor Link(0x8c, 0xc8, 0xff);
} // namespace

QPalette boardPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, Panel);
    palette.setColor(QPalette::WindowText, Text);
    palette.setColor(QPalette::Base, Field);
    palette.setColor(QPalette::AlternateBase, AlternateRow);
    palette.setColor(QPalette::ToolTipBase, Background);
    palette.setColor(QPalette::ToolTipText, Text);
    palette.setColor(QPalette::PlaceholderText, DimText);
    palette.setColor(QPalette::Text, Text);
    palette.setColor(QPalette::Button, Raised);
    palette.setColor(QPalette::ButtonText, Text);
    palette.setColor(QPalette::BrightText, Accent);
    palette.setColor(QPalette::Highlight, Accent);
    palette.setColor(QPalette::HighlightedText, AccentText);
    palette.setColor(QPalette::Link, Link);
    palette.setColor(QPalette::LinkVisited, Link.darker(120));
    palette.setColor(QPalette::Light, Raised.lighter(150));
    palette.setColor(QPalette::Midlight, Raised.lighter(120));
    palette.setColor(QPalette::Mid, Raised.darker(120));
    palette.setColor(QPalette::Dark, Background);
    palette.setColor(QPalette::Shadow, Qt::black);
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        palette.setColor(QPalette::Disabled, role, DimText.darker(130));
    palette.setColor(QPalette::Disabled, QPalette::Button, Panel);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, Raised);
    return palette;
}

void applyAppStyle(QApplication &app)
{
    if (QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion")))
        QApplication::setStyle(fusion);
    app.setPalette(boardPalette());
}

} // namespace cw
