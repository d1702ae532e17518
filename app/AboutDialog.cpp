#include "AboutDialog.h"

#include "core/FitOnScreen.h"
#include "core/GameRegistry.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace cw {

namespace {

QString row(const QString &component, const QString &licence, const QString &use)
{
    return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td></tr>")
        .arg(component, licence, use);
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent), m_tabs(new QTabWidget), m_summary(new QLabel),
      m_components(new QTextBrowser), m_games(new QTextBrowser), m_aboutQt(new QPushButton)
{
    setObjectName(QStringLiteral("aboutDialog"));
    m_summary->setObjectName(QStringLiteral("aboutSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_components->setObjectName(QStringLiteral("aboutComponents"));
    m_components->setOpenExternalLinks(true);
    m_games->setObjectName(QStringLiteral("aboutGames"));
    m_games->setOpenExternalLinks(true);
    m_aboutQt->setObjectName(QStringLiteral("aboutQt"));
    connect(m_aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });

    auto *icon = new QLabel;
    icon->setPixmap(QIcon(QStringLiteral(":/icons/coursewright.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    auto *header = new QHBoxLayout;
    header->addWidget(icon);
    header->addWidget(m_summary, 1);

    m_tabs->addTab(m_components, QString());
    m_tabs->addTab(m_games, QString());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_aboutQt, QDialogButtonBox::HelpRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    retranslate();
    resize(fitOnScreen(this, QSize(680, 560)));
}

void AboutDialog::retranslate()
{
    setWindowTitle(tr("About Coursewright"));
    m_summary->setText(
        tr("<h2>Coursewright %1</h2>"
           "<p>A studio for tabletop race games: design courses, play them against each other "
           "and against AI, and print them for the table.</p>"
           "<p>Built with Qt %2, running on Qt %3.</p>")
            .arg(QCoreApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));

    QString components =
        tr("<p>Coursewright is built from these components, each under its own licence:</p>");
    components += QStringLiteral("<table cellpadding=\"4\">");
    components += QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"left\">%2</th>"
                                 "<th align=\"left\">%3</th></tr>")
                      .arg(tr("Component"), tr("Licence"), tr("Used for"));
    components +=
        row(tr("Qt %1: Core, GUI, Widgets, QML, Quick, Quick Controls, Quick Widgets, SVG, Print "
               "Support, Concurrent")
                .arg(QString::fromLatin1(qVersion())),
            tr("GNU Lesser General Public License, version 3 (LGPLv3)"),
            tr("the windows, the board, printing, translations"));
    components += row(tr("xoshiro256** and SplitMix64 by David Blackman and Sebastiano Vigna"),
                      tr("public domain (CC0)"),
                      tr("the seeded random generator behind every shuffle and die"));
    components += QStringLiteral("</table>");
    components +=
        tr("<p>Qt runs on libraries of the operating system (FreeType, HarfBuzz, libpng, zlib, "
           "PCRE2, ICU and others), each under its own free licence; on Debian, "
           "/usr/share/doc/&lt;package&gt;/copyright gives each one in full.</p>"
           "<p>Coursewright runs on the shared Qt libraries of the system, which the LGPL lets "
           "anyone replace with their own build of Qt.</p>");
    m_components->setHtml(components);

    QString games = tr("<p>Coursewright plays these games by their rulebooks:</p>");
    for (const GameInfo &info : GameRegistry::games()) {
        games += QStringLiteral("<h3>%1</h3><p>%2</p>")
                     .arg(info.displayName.text().toHtmlEscaped(), info.credits.text());
    }
    m_games->setHtml(games);

    m_tabs->setTabText(0, tr("Components and Licences"));
    m_tabs->setTabText(1, tr("Games"));
    m_aboutQt->setText(tr("About &Qt"));
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace cw
