#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cw::print {
class PaperFields;
}

namespace cw::rowing {

class RowingCourseDocument;

// The properties of the whole course: name, lanes, length (spaces × metres per space), sector
// length, and the print layout (space and lane size in mm, spaces per strip, paper, orientation).
// Every edit is an undo command: one per committed spin box value (keyboard tracking is off),
// typing in the name merges into one.
class RowingCourseProperties : public QWidget {
    Q_OBJECT
public:
    explicit RowingCourseProperties(RowingCourseDocument *document, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void retranslate();
    void pushPrintLayout();

    RowingCourseDocument *m_document;
    int m_nameMergeKey = 1; // typing merges until the field is left
    QLabel *m_title;
    QFormLayout *m_form;
    QLineEdit *m_name;
    QSpinBox *m_lanes, *m_spaces, *m_metresPerSpace, *m_sectorMetres;
    QLabel *m_length;
    QGroupBox *m_printBox;
    QFormLayout *m_printForm;
    QDoubleSpinBox *m_spaceMm, *m_laneMm;
    QSpinBox *m_stripSpaces;
    print::PaperFields *m_paperFields = nullptr;
    QLabel *m_strips;
};

} // namespace cw::rowing
