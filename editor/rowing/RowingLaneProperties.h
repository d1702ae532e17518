#pragma once

#include <QWidget>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cw::rowing {

class RowingCourseDocument;

// The properties of the selected lane: its name (typing merges into one undo step; empty shows
// "Lane N") and its colour (a button opening QColorDialog).
class RowingLaneProperties : public QWidget {
    Q_OBJECT
public:
    explicit RowingLaneProperties(RowingCourseDocument *document, QWidget *parent = nullptr);

    // Sets the selected lane's colour through an undo command (what the colour dialog does).
    void setColour(const QColor &colour);

protected:
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void retranslate();
    void chooseColour();

    RowingCourseDocument *m_document;
    int m_nameMergeKey = 1;
    QLabel *m_title;
    QFormLayout *m_form;
    QLineEdit *m_name;
    QPushButton *m_colour;
};

} // namespace cw::rowing
