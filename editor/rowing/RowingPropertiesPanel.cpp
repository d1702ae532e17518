#include "RowingPropertiesPanel.h"

#include "RowingCourseDocument.h"
#include "RowingCourseProperties.h"
#include "RowingLaneProperties.h"
#include "RowingSplitLineProperties.h"

#include <QStackedWidget>

namespace cw::rowing {

RowingPropertiesPanel::RowingPropertiesPanel(RowingCourseDocument *document, QWidget *parent)
    : QScrollArea(parent), m_document(document), m_pages(new QStackedWidget(this)),
      m_course(new RowingCourseProperties(document, m_pages)),
      m_lane(new RowingLaneProperties(document, m_pages)),
      m_splitLine(new RowingSplitLineProperties(document, m_pages))
{
    setObjectName(QStringLiteral("propertiesPanel"));
    setWidgetResizable(true);
    setFrameShape(NoFrame);
    m_pages->addWidget(m_course);
    m_pages->addWidget(m_lane);
    m_pages->addWidget(m_splitLine);
    setWidget(m_pages);
    connect(document, &RowingCourseDocument::selectionChanged, this,
            &RowingPropertiesPanel::follow);
    follow();
}

QWidget *RowingPropertiesPanel::currentPage() const
{
    return m_pages->currentWidget();
}

void RowingPropertiesPanel::follow()
{
    if (m_document->selectedLane() >= 0)
        m_pages->setCurrentWidget(m_lane);
    else if (m_document->selectedSplitLine() >= 0)
        m_pages->setCurrentWidget(m_splitLine);
    else
        m_pages->setCurrentWidget(m_course);
}

} // namespace cw::rowing
