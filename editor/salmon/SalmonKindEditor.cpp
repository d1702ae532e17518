#include "SalmonKindEditor.h"

#include "TmxExportAction.h"
#include "UserBoardLibrary.h"
#include "salmon/BoardLibrary.h"
#include "salmon/RiverPainter.h"

#include <QApplication>
#include <QPainter>
#include <QPixmap>
#include <QStyle>

namespace cw::salmon {

namespace {
// A board side as the library shows it: the whole board, small.
QIcon boardIcon(const RiverBoard &board)
{
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    RiverPainter::paintBoardThumbnail(painter, board, QRectF(1, 1, 62, 62));
    return QIcon(pixmap);
}

PaletteEntry entryFor(const RiverBoard &board, const QString &toolTip)
{
    const QString name = board.name.isEmpty() ? board.displayName() : board.name;
    return {SalmonRiverDocument::boardEntryPrefix() + board.id,
            board.id == name ? name : QStringLiteral("%1 · %2").arg(board.id, name), toolTip,
            boardIcon(board)};
}
} // namespace

QList<PaletteEntry> SalmonKindEditor::paletteEntries() const
{
    QList<PaletteEntry> entries;
    const QString builtIn = tr("Click to add this board after the selected one (at its first "
                               "aligned position), or drag it onto the river.");
    for (const RiverBoard &board : BoardLibrary::all())
        entries.append(entryFor(board, builtIn));
    const QString own = tr("Your board, from your board library. A river that uses it carries a "
                           "copy, so the river file is complete on its own.");
    for (const RiverBoard &board : UserBoardLibrary::instance().boards())
        entries.append(entryFor(board, own));
    // Each file of the library that was skipped, once, with its reasons: a note, not a board.
    const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const UserBoardLibrary::Skipped &file : UserBoardLibrary::instance().skipped()) {
        entries.append({QString(),
                        tr("%1: not loaded\n%2").arg(file.fileName, file.reasons.value(0)),
                        tr("This file of your board library cannot be read, so the board is not "
                           "listed. The file is left as it is.\n%1")
                            .arg(file.reasons.join(QLatin1Char('\n'))),
                        warning});
    }
    return entries;
}

QList<QAction *> SalmonKindEditor::createFileActions(CourseDocument *document,
                                                     QWidget *parent) const
{
    return {new TmxExportAction(static_cast<SalmonRiverDocument *>(document), parent)};
}

} // namespace cw::salmon
