#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace cw::visions {

class VisionsCourseDocument;

// The Properties of the selected bonus line (part of VisionsPropertiesPanel, shown while one is
// selected): its type (sprint or Monarch of the Mountain), the rows of its tile it lies between,
// where a line of its type may lie on this road, and Remove. Each change is one undo command (the
// steps of one visit of the rows field merge).
class VisionsBonusLineProperties : public QWidget {
    Q_OBJECT

public:
    explicit VisionsBonusLineProperties(VisionsCourseDocument *document, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void retranslate();

    VisionsCourseDocument *m_document;
    QLabel *m_title;
    QLabel *m_where;
    QFormLayout *m_form;
    QComboBox *m_type;
    QSpinBox *m_row;
    QLabel *m_places;
    QPushButton *m_remove;
    int m_moveKey = 1;
};

} // namespace cw::visions
