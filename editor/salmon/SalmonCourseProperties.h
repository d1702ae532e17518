#pragma once

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cw::print {
class PaperFields;
}

namespace cw::salmon {

class SalmonCourseDocument;

// The properties of the whole river: its name and print layout (hex size across the flats,
// paper, orientation), and the set-ups that replace its boards, each one undo step: Roll Random
// River (the rulebook's random set-up, SalmonRandomCourse) for a chosen game length, and Apply
// Preset by length and difficulty. Typing in the name merges into one step; spin boxes commit on
// Enter.
class SalmonCourseProperties : public QWidget {
    Q_OBJECT
public:
    explicit SalmonCourseProperties(SalmonCourseDocument *document, QWidget *parent = nullptr);

    // For tests and the menu: the set-ups with the length (and difficulty) chosen in the panel.
    void rollRandomRiver();
    void applyPreset();

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void retranslate();
    void pushPrintLayout();

    SalmonCourseDocument *m_document;
    int m_nameMergeKey = 1;
    QLabel *m_title;
    QFormLayout *m_form;
    QLineEdit *m_name;
    QLabel *m_summary;
    QGroupBox *m_printBox;
    QFormLayout *m_printForm;
    QDoubleSpinBox *m_hexMm;
    print::PaperFields *m_paperFields = nullptr;
    QGroupBox *m_setupBox;
    QFormLayout *m_setupForm;
    QComboBox *m_length;
    QComboBox *m_difficulty;
    QPushButton *m_roll;
    QPushButton *m_preset;
};

} // namespace cw::salmon
