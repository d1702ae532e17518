#pragma once

#include <QWidget>

class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace cw::rowing {

class RowingCourseDocument;

// The properties of the selected split line: its distance and pace limit (one undo command per
// committed value), where it is crossed, and a button removing it.
class RowingSplitLineProperties : public QWidget {
    Q_OBJECT
public:
    explicit RowingSplitLineProperties(RowingCourseDocument *document, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void retranslate();

    RowingCourseDocument *m_document;
    QLabel *m_title;
    QFormLayout *m_form;
    QSpinBox *m_metres, *m_paceLimit;
    QLabel *m_crossing;
    QPushButton *m_remove;
};

} // namespace cw::rowing
