#pragma once

#include <QAction>

namespace cw::salmon {

class SalmonCourseDocument;

// File > Export for Tiled…: asks for a .tmx file and writes the river there with its tileset
// image beside it (exportRiverTmx), reporting a failure in a message box that names the file.
// Retitles itself when the window's language changes. Owned by the editor window.
class SalmonTmxExportAction : public QAction {
    Q_OBJECT
public:
    SalmonTmxExportAction(SalmonCourseDocument *document, QWidget *window);

    // Writes the TMX without asking; false with the reason in *error.
    bool exportTo(const QString &path, QString *error) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void exportRiver();

    SalmonCourseDocument *m_document;
    QWidget *m_window;
};

} // namespace cw::salmon
