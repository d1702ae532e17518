#pragma once

#include <QDialog>
#include <QJsonObject>

class QUndoStack;

namespace cw {

class PieceDraft;

// What the painters of course pieces share (the Board Painter's Salmon Run boards, the Tile
// Painter's road tiles): unsaved work is never lost. A piece with changes that are not in the
// user's library (painted since it was saved or started, or restored from a draft) is written to
// the painter's PieceDraft on every change, and the painter opens on the draft when there is one.
// Closing the painter (Close, Escape, the title bar) with such a piece asks whether to save it to
// the library, keep the draft for next time or discard it (or cancel and go on painting).
//
// A painter derives from it, makes its document, then calls start() with the document's undo
// stack; it provides the piece as JSON, takes a draft back, and saves to its library (calling
// markSaved() when that succeeds).
class PiecePainterDialog : public QDialog {
    Q_OBJECT
public:
    // The words of the close question: "Unsaved board", "The board “%1” is not saved to your
    // board library." (%1: the piece's name), and what the three answers do.
    struct Question {
        QString title;
        QString text;
        QString details;
    };

    ~PiecePainterDialog() override;

    // The piece has changes that are not in the library.
    bool hasUnsavedPiece() const;
    // What the Save button does: false with the reason in lastError() when saving fails.
    virtual bool saveToLibrary() = 0;
    QString lastError() const { return m_lastError; }

    // Close, Escape and the title bar's close button: asks first while hasUnsavedPiece().
    void reject() override;

    // The painter of type `Painter` open over `window`, raised, or a new one made by `make()`
    // and shown (deleted when closed): one painter of a kind at a time, so that two never write
    // the same draft. A hidden one is on its way out (deleted later) and is not reused.
    template <class Painter, class Make>
    static Painter *showOne(QWidget *window, Make make)
    {
        Painter *painter = nullptr;
        for (Painter *open : window->findChildren<Painter *>(Qt::FindDirectChildrenOnly))
            if (open->isVisible())
                painter = open;
        if (!painter) {
            painter = make();
            painter->setAttribute(Qt::WA_DeleteOnClose);
        }
        painter->show();
        painter->raise();
        painter->activateWindow();
        return painter;
    }

protected:
    PiecePainterDialog(PieceDraft &draft, QWidget *parent);

    // Follows `stack` (the document's) to keep the draft, and opens on the draft when there is
    // one. Returns what to tell the user: that the draft is back, why a draft could not be read,
    // or nothing.
    QString start(QUndoStack *stack);
    // After a successful save: the piece is in the library, its draft goes.
    void markSaved();

    // The piece as the draft keeps it.
    virtual QJsonObject pieceJson() const = 0;
    // Opens on a draft's piece; false with *error (the field and the reason) when it is not one.
    virtual bool restorePiece(const QJsonObject &json, QString *error) = 0;
    // The piece's name, as the questions and messages quote it.
    virtual QString pieceName() const = 0;
    virtual Question question() const = 0;
    // Shows a message in the painter's status line.
    virtual void showStatus(const QString &message) = 0;
    // The text of "Your unsaved … “%1” is back as you left it." for `name`.
    virtual QString restoredMessage(const QString &name) const = 0;

    QString m_lastError;

private:
    // Save / Keep Draft / Discard / Cancel; false when the painter stays open.
    bool confirmClose();
    void keepDraft();

    PieceDraft &m_draft;
    QUndoStack *m_stack = nullptr;
    bool m_fromDraft = false; // the piece came from a draft and is not saved since
};

} // namespace cw
