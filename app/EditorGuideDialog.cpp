#include "EditorGuideDialog.h"

#include "Language.h"
#include "TextImages.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFormat>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace cw {

EditorGuideDialog::EditorGuideDialog(Language *language, QWidget *parent)
    : QDialog(parent), m_language(language), m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("editorGuideDialog"));
    m_browser->setObjectName(QStringLiteral("editorGuideText"));
    m_browser->setOpenExternalLinks(true);
    // The guide's pictures are named relative to it: "editor-guide/canvas.png".
    m_browser->setSearchPaths({QStringLiteral(":/docs")});
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(860, 720);
    if (m_language)
        connect(m_language, &Language::languageChanged, this, &EditorGuideDialog::load);
    load();
}

QString EditorGuideDialog::pagePath(const QString &languageCode)
{
    const QString translated = QStringLiteral(":/docs/editor-guide.%1.md").arg(languageCode);
    if (languageCode != QLatin1String("en") && QFile::exists(translated))
        return translated;
    return QStringLiteral(":/docs/editor-guide.md");
}

void EditorGuideDialog::load()
{
    setWindowTitle(tr("Course Editor Guide"));
    QFile file(pagePath(m_language ? m_language->current() : QStringLiteral("en")));
    if (file.open(QIODevice::ReadOnly)) {
        m_browser->setMarkdown(QString::fromUtf8(file.readAll()));
        fitImages();
    } else {
        m_browser->setPlainText(tr("The guide is not available."));
    }
}

void EditorGuideDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    fitImages();
}

// Each screenshot at its own width, or the text's width when that is narrower, its height kept in
// proportion.
void EditorGuideDialog::fitImages()
{
    const double room = m_browser->viewport()->width() -
                        2 * m_browser->document()->documentMargin() -
                        m_browser->verticalScrollBar()->width();
    QTextDocument *document = m_browser->document();
    resizeTextImages(document, [document, room](const QTextImageFormat &format) {
        const QVariant resource =
            document->resource(QTextDocument::ImageResource, QUrl(format.name()));
        const QImage picture = resource.typeId() == QMetaType::QByteArray
                                   ? QImage::fromData(resource.toByteArray())
                                   : resource.value<QImage>();
        if (picture.isNull() || room <= 0)
            return QSizeF();
        const double width = std::min(double(picture.width()), room);
        return QSizeF(width, width * picture.height() / picture.width());
    });
}

} // namespace cw
