#include "RulesDialog.h"

#include "Language.h"
#include "TextImages.h"
#include "core/FitOnScreen.h"
#include "core/GameRegistry.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFontMetricsF>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace cw {

RulesDialog::RulesDialog(const QString &gameId, Language *language, QWidget *parent)
    : QDialog(parent), m_gameId(gameId), m_language(language), m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("rulesDialog"));
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenExternalLinks(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(fitOnScreen(this, QSize(760, 640)));
    if (m_language)
        connect(m_language, &Language::languageChanged, this, &RulesDialog::load);
    load();
}

QString RulesDialog::pagePath(const QString &gameId, const QString &languageCode)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info)
        return {};
    const QString page =
        QStringLiteral(":/docs/play/%1.%2md")
            .arg(gameId,
                 languageCode == QLatin1String("en") ? QString() : languageCode + QLatin1Char('.'));
    const QString english = QStringLiteral(":/docs/play/%1.md").arg(gameId);
    for (const QString &path : {page, english})
        if (QFile::exists(path))
            return path;
    return info->rulesPage;
}

void RulesDialog::load()
{
    const GameInfo *info = GameRegistry::find(m_gameId);
    setWindowTitle(info ? tr("Rules — %1").arg(info->displayName.text()) : tr("Rules"));
    QFile file(pagePath(m_gameId, m_language ? m_language->current() : QStringLiteral("en")));
    if (file.open(QIODevice::ReadOnly)) {
        m_browser->setMarkdown(QString::fromUtf8(file.readAll()));
        fitImagesToText();
    } else
        m_browser->setPlainText(tr("No rules are available for this game."));
}

// The game's icons (SVG, drawn large) at about the height of a line of text, as symbols in the
// running text and the symbol key.
void RulesDialog::fitImagesToText()
{
    const double size = QFontMetricsF(m_browser->font()).height() * 1.6;
    resizeTextImages(m_browser->document(),
                     [size](const QTextImageFormat &) { return QSizeF(size, size); });
}

} // namespace cw
