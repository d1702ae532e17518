#pragma once

#include <QDockWidget>

class QTabWidget;

namespace cw {

class CourseEditorWindow;
class FairerCoursePanel;
class LabPanel;

// The course lab in the editor: one dock of the editor window with two pages, Test This Course
// (LabPanel: the report, the heat-map choice, the comparison, the exports) and Find a Fairer
// Course (FairerCoursePanel). It stands beside the canvas, never over it, so the heat map on the
// canvas stays in view; a page taller than the dock scrolls inside it, so none of it is off
// screen. Closing the dock stops a run or a search in progress. Made by the window on first use
// (Course > Test This Course…, Find a Fairer Course…); its place is saved with the window's
// layout.
class LabDock : public QDockWidget {
    Q_OBJECT
public:
    enum Page { TestPage, FairerPage };

    // Docks itself in `window`: where the saved layout had it, else in its default place
    // (CourseEditorWindow::placeLabDock: a tab beside the Properties).
    explicit LabDock(CourseEditorWindow *window);

    LabPanel *lab() const { return m_lab; }
    FairerCoursePanel *fairer() const { return m_fairer; }
    // Shows the dock on `page`, in front of any dock it shares a place with.
    void showPage(Page page);
    Page currentPage() const;
    // View > Reset Layout: back in its default place, docked, at its first size (at once when
    // shown, else when next shown).
    void returnToDefaultPlace();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void place(CourseEditorWindow *window);
    // Its first size, once (CourseEditorWindow::sizeLabDock).
    void sizeOnce();
    void retranslate();
    // Each page's scroll area as wide as the page needs (never scrolling sideways).
    void fitPages();

    LabPanel *m_lab;
    FairerCoursePanel *m_fairer;
    QTabWidget *m_pages;
    CourseEditorWindow *m_window = nullptr;
    bool m_sized = false; // given its first width, or placed where the saved layout had it
};

} // namespace cw
