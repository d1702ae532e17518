#include "RulesDialog.h"

#include "core/GameRegistry.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cw {

RulesDialog::RulesDialog(const QString &gameId, QWidget *parent)
    : QDialog(parent), m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("rulesDialog"));
    setWindowTitle(tr("Rules"));
    m_browser->setObjectName(QStringLiteral("rulesText"));
    m_browser->setOpenExternalLinks(true);
    const GameInfo *info = GameRegistry::find(gameId);
    QFile file(info ? info->rulesPage : QString());
    if (file.open(QIODevice::ReadOnly))
        m_browser->setMarkdown(QString::fromUtf8(file.readAll()));
    else
        m_browser->setPlainText(tr("No rules are available for this game."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 640);
}

} // namespace cw
