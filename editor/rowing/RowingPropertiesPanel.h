#pragma once

#include <QScrollArea>

class QStackedWidget;

namespace cw::rowing {

class RowingCourseDocument;
class RowingCourseProperties;
class RowingLaneProperties;
class RowingSplitLineProperties;

// The Properties dock's content for a rowing course: the page of what is selected (the course,
// a lane or a split line), scrolling when the dock is short.
class RowingPropertiesPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit RowingPropertiesPanel(RowingCourseDocument *document, QWidget *parent = nullptr);

    QWidget *currentPage() const;
    RowingLaneProperties *laneProperties() const { return m_lane; }

private:
    void follow();

    RowingCourseDocument *m_document;
    QStackedWidget *m_pages;
    RowingCourseProperties *m_course;
    RowingLaneProperties *m_lane;
    RowingSplitLineProperties *m_splitLine;
};

} // namespace cw::rowing
