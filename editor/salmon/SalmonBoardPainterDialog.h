#pragma once

#include "SalmonBoardPainterView.h"
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

class SalmonBoardPainterDocument;
class SalmonBoardPainterForm;

// The board painter: makes the user's own board sides. Start from a new blank board (size, role)
// or from a copy of a built-in or library side, and name it (SalmonBoardPainterForm); paint with
// the tools (SalmonBoardPainterView); see the rules' problems of the board live; save it to the
// user's board library (SalmonUserBoardLibrary), where the editor's Palette lists it. Has its own
// undo stack.
//
// A board with changes not saved to the library is kept as a draft ("board-painter-draft.json")
// while it is painted, and the painter opens on it, so closing the painter (or the editor, or the
// program) loses nothing; closing it with such a board asks first (PiecePainterDialog).
class SalmonBoardPainterDialog : public PiecePainterDialog {
    Q_OBJECT
public:
    explicit SalmonBoardPainterDialog(QWidget *parent = nullptr);

    // The board painter's draft; tests point it elsewhere.
    static PieceDraft &draft();

    SalmonBoardPainterDocument *document() const { return m_document; }
    SalmonBoardPainterView *view() const { return m_view; }
    QListWidget *problemList() const { return m_problems; }

    // Chooses a tool as its button does.
    void setTool(SalmonBoardPainterView::Tool tool);
    // What the buttons do, for tests: false with the reason in lastError() when saving fails.
    void startFrom(const QString &boardId); // SalmonBoardPainterForm::startFrom
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

    SalmonBoardPainterDocument *m_document;
    SalmonBoardPainterView *m_view;
    QButtonGroup *m_tools;
    QComboBox *m_symbol;
    QGroupBox *m_toolBox;
    SalmonBoardPainterForm *m_form;
    QPushButton *m_undo, *m_redo, *m_save, *m_close;
    QLabel *m_status;
    QListWidget *m_problems;
};

} // namespace cw::salmon
