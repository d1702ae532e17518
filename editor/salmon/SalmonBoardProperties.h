#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;

namespace cw::salmon {

class SalmonCourseDocument;

// The selected board of the river: which board side it is (flip to the other side of the same
// sheet), its sideways shift among the aligned positions only (alignedShifts: nothing else is
// offered), and moving it downstream, upstream or out of the river. Every edit is one undo command.
class SalmonBoardProperties : public QWidget {
    Q_OBJECT
public:
    explicit SalmonBoardProperties(SalmonCourseDocument *document, QWidget *parent = nullptr);

    QComboBox *shiftBox() const { return m_shift; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void retranslate();

    SalmonCourseDocument *m_document;
    QLabel *m_title;
    QFormLayout *m_form;
    QLabel *m_board;
    QPushButton *m_flip;
    QComboBox *m_shift;
    QPushButton *m_down, *m_up, *m_remove;
};

} // namespace cw::salmon
