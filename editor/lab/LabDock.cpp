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

// The dock's first width: about a third of the window (the canvas keeps the most of it), at
// most what the pages use well.
constexpr double WindowShare = 0.36;
constexpr int MaxWidth = 700;

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
    for (int page = 0; page < m_pages->count(); ++page)
        fitWidth(static_cast<QScrollArea *>(m_pages->widget(page)));
    place(window);
}

void LabDock::place(CourseEditorWindow *window)
{
    m_window = window;
    m_sized = window->restoreDockWidget(this);
    if (!m_sized)
        window->addDockWidget(Qt::RightDockWidgetArea, this, Qt::Horizontal);
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
    setFloating(false);
    m_window->addDockWidget(Qt::RightDockWidgetArea, this, Qt::Horizontal);
    m_sized = false;
    if (isVisible())
        sizeOnce();
}

void LabDock::sizeOnce()
{
    if (!m_sized && !isFloating()) {
        // Sized once shown: the window's layout gives a hidden dock no room to size.
        m_sized = true;
        const int width = std::min(int(WindowShare * m_window->width()), MaxWidth);
        m_window->resizeDocks({this}, {std::max(width, minimumSizeHint().width())}, Qt::Horizontal);
    }
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
    QMetaObject::invokeMethod(
        this,
        [this] {
            for (int page = 0; page < m_pages->count(); ++page)
                fitWidth(static_cast<QScrollArea *>(m_pages->widget(page)));
        },
        Qt::QueuedConnection);
}

} // namespace cw
