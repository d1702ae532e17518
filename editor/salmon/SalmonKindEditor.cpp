#include "SalmonKindEditor.h"

#include "SalmonTmxExportAction.h"
#include "SalmonUserBoardLibrary.h"
#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonCoursePainter.h"

#include <QApplication>
#include <QPainter>
#include <QPixmap>
#include <QStyle>

namespace cw::salmon {

namespace {
// A board side as the library shows it: the whole board, small.
QIcon boardIcon(const SalmonRiverBoard &board)
{
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    SalmonCoursePainter::paintBoardThumbnail(painter, board, QRectF(1, 1, 62, 62));
    return QIcon(pixmap);
}

// "easy", "start": what the grid says under a board's id.
QString kindOf(const SalmonRiverBoard &board)
{
    switch (board.role) {
    case BoardRole::Start:
        return SalmonKindEditor::tr("start");
    case BoardRole::Finish:
        return SalmonKindEditor::tr("finish");
    case BoardRole::Middle:
        break;
    }
    switch (board.difficulty) {
    case Difficulty::Easy:
        return SalmonKindEditor::tr("easy side");
    case Difficulty::Medium:
        return SalmonKindEditor::tr("medium side");
    case Difficulty::Hard:
        break;
    }
    return SalmonKindEditor::tr("hard side");
}

// The filters a board belongs to: its place in the river or its difficulty.
QString groupOf(const SalmonRiverBoard &board)
{
    if (board.role != BoardRole::Middle)
        return SalmonKindEditor::tr("Start and finish");
    switch (board.difficulty) {
    case Difficulty::Easy:
        return SalmonKindEditor::tr("Easy sides");
    case Difficulty::Medium:
        return SalmonKindEditor::tr("Medium sides");
    case Difficulty::Hard:
        break;
    }
    return SalmonKindEditor::tr("Hard sides");
}

PaletteEntry entryFor(const SalmonRiverBoard &board, const QString &toolTip, QStringList groups)
{
    const QString name = board.name.isEmpty() ? board.displayName() : board.name;
    groups.prepend(groupOf(board));
    return {SalmonCourseDocument::boardEntryPrefix() + board.id,
            QStringLiteral("%1\n%2").arg(board.id, kindOf(board)),
            board.id == name || name.startsWith(board.id)
                ? QStringLiteral("%1\n%2").arg(name, toolTip)
                : QStringLiteral("%1 · %2\n%3").arg(board.id, name, toolTip),
            boardIcon(board), groups};
}
} // namespace

QList<PaletteEntry> SalmonKindEditor::paletteEntries() const
{
    QList<PaletteEntry> entries;
    const QString builtIn = tr("Click to add this board after the selected one (at its first "
                               "aligned position), or drop it on a board of the river to insert "
                               "it after that board (hold Shift to replace the board).");
    for (const SalmonRiverBoard &board : SalmonBoardLibrary::all())
        entries.append(entryFor(board, builtIn, {}));
    const QString own = tr("Your board, from your board library. A river that uses it carries a "
                           "copy, so the river file is complete on its own. %1")
                            .arg(builtIn);
    for (const SalmonRiverBoard &board : SalmonUserBoardLibrary::instance().boards())
        entries.append(entryFor(board, own, {tr("Your boards")}));
    // Each file of the library that was skipped, once, with its reasons: a note, not a board.
    const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const SalmonUserBoardLibrary::Skipped &file :
         SalmonUserBoardLibrary::instance().skipped()) {
        entries.append({QString(),
                        tr("%1: not loaded").arg(file.fileName),
                        tr("This file of your board library cannot be read, so the board is not "
                           "listed. The file is left as it is.\n%1")
                            .arg(file.reasons.join(QLatin1Char('\n'))),
                        warning,
                        {tr("Your boards")}});
    }
    return entries;
}

QList<QAction *> SalmonKindEditor::createFileActions(CourseDocument *document,
                                                     QWidget *parent) const
{
    return {new SalmonTmxExportAction(static_cast<SalmonCourseDocument *>(document), parent)};
}

} // namespace cw::salmon
