#pragma once

#include "course/PageSpec.h"

#include <QObject>

class QCheckBox;
class QComboBox;
class QFormLayout;

namespace cw::print {

// The paper and orientation rows of a Properties panel's print group, the same for every course
// kind: a paper list (A4, Letter) and a Landscape check box, read and set as one PageSpec. The
// widgets carry the course fields "paper" and "landscape", so a problem in the file selects them.
class PaperFields : public QObject {
    Q_OBJECT

public:
    // Adds both rows to `form`; the widgets belong to `form`'s parent widget.
    explicit PaperFields(QFormLayout *form);

    PageSpec page() const;
    // Shows `page` without emitting edited().
    void setPage(const PageSpec &page);
    void retranslate();

    QComboBox *paper() const { return m_paper; }
    QCheckBox *landscape() const { return m_landscape; }

signals:
    // The user picked another paper or orientation.
    void edited();

private:
    QFormLayout *m_form;
    QComboBox *m_paper;
    QCheckBox *m_landscape;
};

} // namespace cw::print
