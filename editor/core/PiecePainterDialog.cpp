#include "PiecePainterDialog.h"

#include "PieceDraft.h"
#include "WheelNeedsFocus.h"

#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

namespace cw {

PiecePainterDialog::PiecePainterDialog(PieceDraft &draft, QWidget *parent)
    : QDialog(parent), m_draft(draft)
{
    WheelNeedsFocus::protect(this);
}

PiecePainterDialog::~PiecePainterDialog()
{
    // The undo stack clears itself as it goes, signalling a clean stack: that must not reach the
    // draft (it would remove it) nor this half-destroyed dialog.
    if (m_stack)
        disconnect(m_stack, nullptr, this, nullptr);
}

QString PiecePainterDialog::start(QUndoStack *stack)
{
    m_stack = stack;
    // After the stack has moved (a command's redo changes the piece before the stack counts it).
    connect(stack, &QUndoStack::indexChanged, this, &PiecePainterDialog::keepDraft);
    connect(stack, &QUndoStack::cleanChanged, this, &PiecePainterDialog::keepDraft);
    QString error;
    const std::optional<QJsonObject> draft = m_draft.read(&error);
    if (!draft)
        return error;
    if (!restorePiece(*draft, &error))
        return tr("%1: %2").arg(QDir::toNativeSeparators(m_draft.path()), error);
    m_fromDraft = true;
    return restoredMessage(pieceName());
}

bool PiecePainterDialog::hasUnsavedPiece() const
{
    return m_fromDraft || (m_stack && !m_stack->isClean());
}

void PiecePainterDialog::markSaved()
{
    m_fromDraft = false;
    m_stack->setClean();
    m_draft.remove();
}

// Every change of an unsaved piece goes to the draft at once; a saved or untouched piece has none.
void PiecePainterDialog::keepDraft()
{
    if (!hasUnsavedPiece()) {
        m_draft.remove();
        return;
    }
    QString error;
    if (!m_draft.write(pieceJson(), &error))
        showStatus(error);
}

void PiecePainterDialog::reject()
{
    if (confirmClose())
        QDialog::reject();
}

bool PiecePainterDialog::confirmClose()
{
    if (!hasUnsavedPiece())
        return true;
    const Question words = question();
    QMessageBox box(QMessageBox::Warning, words.title, words.text.arg(pieceName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedPieceQuestion"));
    box.setTextFormat(Qt::PlainText); // the piece's name is as its designer typed it
    box.setInformativeText(words.details);
    box.button(QMessageBox::Save)->setText(tr("Save to Library"));
    QPushButton *keep = box.addButton(tr("Keep Draft"), QMessageBox::AcceptRole);
    keep->setObjectName(QStringLiteral("keepDraft"));
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == keep)
        return true;
    switch (box.standardButton(box.clickedButton())) {
    case QMessageBox::Save:
        return saveToLibrary();
    case QMessageBox::Discard:
        m_fromDraft = false;
        m_draft.remove();
        return true;
    default:
        return false;
    }
}

} // namespace cw
