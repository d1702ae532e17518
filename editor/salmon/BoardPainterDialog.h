#pragma once

#include "BoardPainterView.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace cw::salmon {

class BoardPainterDocument;
class BoardPainterForm;

// The board painter: makes the user's own board sides. Start from a new blank board (size, role)
// or from a copy of a built-in or library side, and name it (BoardPainterForm); paint with the
// tools (BoardPainterView); see the rules' problems of the board live; save it to the user's
// board library (UserBoardLibrary), where the editor's Palette lists it. Has its own undo stack.
//
// A board with changes not saved to the library is kept as a draft (BoardPainterDraft) while it
// is painted, and the painter opens on the draft when there is one, so closing the painter (or
// the editor, or the program) loses nothing. Closing it with such a board asks whether to save
// it to the library, keep the draft for next time or discard it.
class BoardPainterDialog : public QDialog {
    Q_OBJECT
public:
    explicit BoardPainterDialog(QWidget *parent = nullptr);
    ~BoardPainterDialog() override;

    BoardPainterDocument *document() const { return m_document; }
    BoardPainterView *view() const { return m_view; }
    QListWidget *problemList() const { return m_problems; }

    // Chooses a tool as its button does.
    void setTool(BoardPainterView::Tool tool);
    // What the buttons do, for tests: false with the reason in lastError() when saving fails.
    void startFrom(const QString &boardId); // BoardPainterForm::startFrom
    bool saveToLibrary();
    QString lastError() const { return m_lastError; }
    // The board has changes that are not in the library (painted since it was saved or started,
    // or restored from a draft).
    bool hasUnsavedBoard() const;

    // Close, Escape and the title bar's close button: asks first while hasUnsavedBoard().
    void reject() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // Save / Keep Draft / Discard / Cancel; false when the painter stays open.
    bool confirmClose();
    void keepDraft();
    QWidget *createTools();
    void sync();
    void retranslate();

    BoardPainterDocument *m_document;
    BoardPainterView *m_view;
    QButtonGroup *m_tools;
    QComboBox *m_symbol;
    QGroupBox *m_toolBox;
    BoardPainterForm *m_form;
    QPushButton *m_undo, *m_redo, *m_save, *m_close;
    QLabel *m_status;
    QListWidget *m_problems;
    QString m_lastError;
    bool m_fromDraft = false; // the board came from a draft and is not saved since
};

} // namespace cw::salmon
