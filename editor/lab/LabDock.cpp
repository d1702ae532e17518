#include "LabDock.h"

#include "FairerCoursePanel.h"
#include "LabPanel.h"
#include "core/CourseEditorWindow.h"

#include <QCloseEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>

#include <algorithm>

namespace cw {

namespace {

// `page` in a scroll area that fits it to the dock's width and scrolls what the dock's height
// leaves out; never sideways: the dock is at least as wide as the page needs.
QScrollArea *scrolling(QWidget *page)
{
    auto *scroll = new QScrollArea;
    scroll->setObjectName(page->objectName() + QStringLiteral("Scroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(page);
    return scroll;
}

// The scroll area as wide as its page's narrowest with room for the vertical scroll bar.
void fitWidth(QScrollArea *scroll)
{
    scroll->setMinimumWidth(scroll->widget()->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
}

} // namespace

LabDock::LabDock(CourseEditorWindow *window)
    : QDockWidget(window), m_lab(new LabPanel(window)), m_fairer(new FairerCoursePanel(window)),
      m_pages(new QTabWidget(this))
{
    setObjectName(QStringLiteral("labDock"));
    m_pages->setObjectName(QStringLiteral("labPages"));
    m_pages->addTab(scrolling(m_lab), QString());
    m_pages->addTab(scrolling(m_fairer), QString());
    m_pages->setDocumentMode(true);
    setWidget(m_pages);
    retranslate();
    fitPages();
    place(window);
}

void LabDock::place(CourseEditorWindow *window)
{
    m_window = window;
    m_sized = window->restoreDockWidget(this);
    if (!m_sized)
        window->placeLabDock(this);
}

void LabDock::showPage(Page page)
{
    m_pages->setCurrentIndex(page);
    show();
    raise();
    sizeOnce();
}

void LabDock::returnToDefaultPlace()
{
    m_window->placeLabDock(this);
    m_sized = false;
    if (isVisible())
        sizeOnce();
}

void LabDock::sizeOnce()
{
    if (!m_sized && !isFloating()) {
        // Sized once shown: the window's layout gives a hidden dock no room to size. The pages'
        // least width as shown (styled, laid out) first: found later, it left the column
        // standing partly outside the window.
        m_sized = true;
        fitPages();
        m_window->sizeLabDock(this);
    }
}

void LabDock::fitPages()
{
    for (int page = 0; page < m_pages->count(); ++page)
        fitWidth(static_cast<QScrollArea *>(m_pages->widget(page)));
}

LabDock::Page LabDock::currentPage() const
{
    return Page(m_pages->currentIndex());
}

void LabDock::closeEvent(QCloseEvent *event)
{
    m_lab->cancel();
    m_fairer->cancel();
    QDockWidget::closeEvent(event);
}

bool LabDock::event(QEvent *event)
{
    // Its pages need more width than the column gives (a report, a retranslation): the column
    // widens, once the layouts have settled.
    if (event->type() == QEvent::LayoutRequest && m_sized && m_window)
        QMetaObject::invokeMethod(
            this, [this] { m_window->widenForLab(this); }, Qt::QueuedConnection);
    return QDockWidget::event(event);
}

void LabDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void LabDock::retranslate()
{
    setWindowTitle(tr("Course Lab"));
    m_pages->setTabText(TestPage, tr("Test This Course"));
    m_pages->setTabText(FairerPage, tr("Find a Fairer Course"));
    // The pages' words changed their widths: after the pages retranslated themselves.
    QMetaObject::invokeMethod(this, &LabDock::fitPages, Qt::QueuedConnection);
}

} // namespace cw
