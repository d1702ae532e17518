#pragma once

#include <QScrollArea>

#include <vector>

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cw::print {
class PaperFields;
}

namespace cw::niagara {

class NiagaraCourseDocument;

// The Properties dock's content for a Niagara river: its name; the main channel's and the arms'
// lengths; gems per colour; the weather track's range; which discovery place each space touches
// (one choice per space, rebuilt when the river's spaces change); the paper. Every edit is one
// undo command (spin boxes commit on Enter, focus change or a step; typing a name merges). Each
// field carries CourseKindEditor::FieldProperty; a space's choice carries its colour's key, so a
// problem of "places.blue[…]" focuses a space of the blue place. Selecting a space or place on
// the canvas focuses its choice.
class NiagaraPropertiesPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit NiagaraPropertiesPanel(NiagaraCourseDocument *document, QWidget *parent = nullptr);

    // The choice of the place beside space `space` (nullptr outside the river).
    QComboBox *placeChoice(int space) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void rebuildPlaceChoices();
    void syncPlaceChoices();
    void retranslate();
    void pushShape();
    void pushWeather();
    void countSpaces(QSpinBox *box);
    void pushPaper();
    void follow();

    NiagaraCourseDocument *m_document;
    int m_nameMergeKey = 1; // typing merges until the field is left
    QLabel *m_title;
    QFormLayout *m_form;
    QLineEdit *m_name;
    QSpinBox *m_main, *m_left, *m_right, *m_gems, *m_weatherMin, *m_weatherMax;
    QGroupBox *m_placesBox;
    QFormLayout *m_placesForm;
    std::vector<QComboBox *> m_placeChoices;
    QGroupBox *m_printBox;
    QFormLayout *m_printForm;
    print::PaperFields *m_paperFields = nullptr;
    QLabel *m_printSummary;
};

} // namespace cw::niagara
