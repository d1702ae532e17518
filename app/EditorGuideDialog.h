#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace cw {

class Language;

// Help > Course Editor Guide (the main window's and the course editor's Help menus): the
// designer's guide, docs/editor-guide.md (French: editor-guide.fr.md), with its screenshots from
// docs/editor-guide/, all compiled in under :/docs. It follows the interface language, falling
// back to English; screenshots are shown at their own size, or narrower to fit the window.
class EditorGuideDialog : public QDialog {
    Q_OBJECT
public:
    // `language` (not owned, may be null: English) picks the page and is followed while open.
    explicit EditorGuideDialog(Language *language, QWidget *parent = nullptr);

    // The resource path of the guide in `languageCode`, else the English one.
    static QString pagePath(const QString &languageCode);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void load();
    void fitImages();

    Language *m_language;
    QTextBrowser *m_browser;
};

} // namespace cw
