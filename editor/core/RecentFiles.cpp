#include "RecentFiles.h"
#include "PlainText.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace cw {

namespace {
const QString SettingsKey = QStringLiteral("courseEditor/recentFiles");

QString normalised(const QString &path)
{
    return path.startsWith(QLatin1String(":/")) ? path : QFileInfo(path).absoluteFilePath();
}
} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent), m_menu(menu), m_files(QSettings().value(SettingsKey).toStringList())
{
    m_menu->setObjectName(QStringLiteral("openRecentMenu"));
    while (m_files.size() > MaxFiles)
        m_files.removeLast();
    rebuildMenu();
}

void RecentFiles::add(const QString &path)
{
    const QString file = normalised(path);
    m_files.removeAll(file);
    m_files.prepend(file);
    while (m_files.size() > MaxFiles)
        m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(normalised(path)) > 0)
        store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::store()
{
    QSettings().setValue(SettingsKey, m_files);
    rebuildMenu();
}

void RecentFiles::rebuildMenu()
{
    // Old actions go later: rebuilding can happen inside one of their triggered() signals.
    for (QAction *old : m_menu->actions()) {
        m_menu->removeAction(old);
        old->deleteLater();
    }
    for (int i = 0; i < m_files.size(); ++i) {
        const QString path = m_files[i];
        // "&1 course.json", with the full path as the tip; & in names shown as they are.
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *action =
            m_menu->addAction(i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(name) : name);
        action->setObjectName(QStringLiteral("recentFile%1").arg(i + 1));
        action->setData(path);
        action->setToolTip(PlainText::toolTip(QDir::toNativeSeparators(path)));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
    }
    m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear List"));
    clearAction->setObjectName(QStringLiteral("clearRecentFiles"));
    clearAction->setEnabled(!m_files.isEmpty());
    connect(clearAction, &QAction::triggered, this, &RecentFiles::clear);
    m_menu->setEnabled(true);
}

void RecentFiles::retranslate()
{
    m_menu->setTitle(tr("Open &Recent"));
    rebuildMenu();
}

} // namespace cw
