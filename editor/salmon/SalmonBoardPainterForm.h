#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cw::salmon {

class SalmonBoardPainterDocument;

// The board painter's side column: the board's id, name, role and difficulty (each change one
// SalmonChangeBoard command), and where a board starts: a new blank board of a size and role, a
// copy of a built-in side, or one of the user's boards opened to be changed.
class SalmonBoardPainterForm : public QWidget {
    Q_OBJECT
public:
    explicit SalmonBoardPainterForm(SalmonBoardPainterDocument *document,
                                    QWidget *parent = nullptr);

    void newBlankBoard();
    // A user board opens as itself; a built-in one as a copy with a fresh id.
    void startFrom(const QString &boardId);
    // Commits the fields (a field still being typed in) as one SalmonChangeBoard when they differ.
    void pushProperties();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillSources();
    void sync();
    void retranslate();

    SalmonBoardPainterDocument *m_document;
    QGroupBox *m_boardBox, *m_newBox;
    QFormLayout *m_boardForm, *m_newForm;
    QLineEdit *m_id, *m_name;
    QComboBox *m_role, *m_difficulty, *m_newRole, *m_source;
    QSpinBox *m_columns, *m_rows;
    QPushButton *m_blank, *m_duplicate;
};

} // namespace cw::salmon
