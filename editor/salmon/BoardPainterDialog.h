#pragma once

#include "BoardPainterView.h"
#include "core/PiecePainterDialog.h"

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
// A board with changes not saved to the library is kept as a draft ("board-painter-draft.json")
// while it is painted, and the painter opens on it, so closing the painter (or the editor, or the
// program) loses nothing; closing it with such a board asks first (PiecePainterDialog).
class BoardPainterDialog : public PiecePainterDialog {
    Q_OBJECT
public:
    explicit BoardPainterDialog(QWidget *parent = nullptr);

    // The board painter's draft; tests point it elsewhere.
    static PieceDraft &draft();

    BoardPainterDocument *document() const { return m_document; }
    BoardPainterView *view() const { return m_view; }
    QListWidget *problemList() const { return m_problems; }

    // Chooses a tool as its button does.
    void setTool(BoardPainterView::Tool tool);
    // What the buttons do, for tests: false with the reason in lastError() when saving fails.
    void startFrom(const QString &boardId); // BoardPainterForm::startFrom
    bool saveToLibrary() override;

protected:
    void changeEvent(QEvent *event) override;
    QJsonObject pieceJson() const override;
    bool restorePiece(const QJsonObject &json, QString *error) override;
    QString pieceName() const override;
    Question question() const override;
    void showStatus(const QString &message) override;
    QString restoredMessage(const QString &name) const override;

private:
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
};

} // namespace cw::salmon
