#include "SalmonTmxExportAction.h"
#include "core/PlainText.h"

#include "SalmonCourseDocument.h"
#include "salmon/SalmonTileset.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QMessageBox>
#include <QStandardPaths>

namespace cw::salmon {

SalmonTmxExportAction::SalmonTmxExportAction(SalmonCourseDocument *document, QWidget *window)
    : QAction(window), m_document(document), m_window(window)
{
    setObjectName(QStringLiteral("exportTmx"));
    window->installEventFilter(this);
    connect(this, &QAction::triggered, this, &SalmonTmxExportAction::exportRiver);
    retranslate();
}

bool SalmonTmxExportAction::exportTo(const QString &path, QString *error) const
{
    return exportRiverTmx(m_document->river(), path, error);
}

void SalmonTmxExportAction::exportRiver()
{
    const QString name =
        m_document->river().name.isEmpty() ? tr("river") : m_document->river().name;
    const QString start = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                              .filePath(name + QStringLiteral(".tmx"));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export for Tiled"), start,
                                                      tr("Tiled maps (*.tmx)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        PlainText::warning(m_window, tr("Cannot export the river"), error);
}

bool SalmonTmxExportAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QAction::eventFilter(watched, event);
}

void SalmonTmxExportAction::retranslate()
{
    setText(tr("Export for &Tiled…"));
    setToolTip(tr("The river as a Tiled map (.tmx) with its tileset image, to edit or render "
                  "it in Tiled."));
}

} // namespace cw::salmon
